import { MailWarning } from "@/components/ui/icons";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { loadAuthClient } from "@/lib/session/auth-client";
import { toast } from "@/lib/ui/use-toast";

/** Shown after an "email not verified" sign-in failure; resending has its own loading state. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: "/sign-in?verified=1" });
      if (error) throw error;
      toast({ title: t("auth.resend.successTitle"), description: t("auth.resend.successDescription") });
    } catch (err) {
      console.error("resend verification failed", err);
      toast({ variant: "destructive", title: t("auth.resend.failed") });
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-500/30 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <div className="flex gap-2.5">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{t("auth.errors.emailNotVerified")}</p>
          <p>{t("auth.resend.prompt", { email })}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" className="self-start" onClick={() => void resend()} busy={sending}>
        {sending ? t("auth.resend.sending") : t("auth.resend.button")}
      </Button>
    </div>
  );
}
