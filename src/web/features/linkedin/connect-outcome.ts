import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useNavigate } from "@tanstack/react-router";
import type { ConnectOutcome, ConnectReturnPath } from "@contracts/linkedin/rules";
import { toast } from "@/lib/ui/use-toast";

/** Says once how the connection ended (toast), then takes `?linkedin=` out of the address. */
export function useConnectOutcome(outcome: ConnectOutcome | undefined, page: ConnectReturnPath) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!outcome) return;
    const failed = outcome !== "connected" && outcome !== "cancelled";
    toast({
      variant: failed ? "destructive" : "default",
      title: t(`linkedin.outcome.${outcome}.title`),
      description: t(`linkedin.outcome.${outcome}.description`),
    });
    void navigate({ to: page, search: {}, replace: true });
  }, [outcome, page, navigate, t]);
}
