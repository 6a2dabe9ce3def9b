import { useCallback } from "react";
import { useNavigate } from "@/lib/router/navigation";
import { useTranslation } from "@/lib/i18n/use-translation";
import { sanitizeRedirect } from "@/lib/session/redirect";
import { refreshSession } from "@/lib/session/session";
import { toast } from "@/lib/ui/use-toast";

/** After a successful sign-in: success toast, fresh session, then the `redirect` path (or "/"). */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo: string | undefined) => {
      toast({ title: t("auth.toasts.signedIn") });
      await refreshSession();
      await navigate(sanitizeRedirect(redirectTo), { replace: true });
    },
    [t, navigate],
  );
}
