import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { ForgotPasswordInput } from "@contracts/auth/schemas";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { toast } from "@/lib/ui/use-toast";
import { EmailField } from "../components/auth-fields";
import { AuthForm } from "../components/auth-form";
import { BackToSignIn } from "../components/back-to-sign-in";
import { StatusPanel } from "../components/status-panel";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.forgotPassword.title"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm<ForgotPasswordInput>({
    schema: "forgotPasswordSchema",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form;

  const fail = (error: AuthClientError) => {
    // SPEC §8: the rate limit has its own message; other errors say theirs (by code).
    const key = authErrorKey(error);
    if (error.status !== 429) console.error("password reset request failed", error);
    toast({ variant: "destructive", title: t("auth.forgotPassword.failedTitle"), description: t(key) });
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
      if (error) return fail(error);
      setSentTo(email);
    } catch (err) {
      fail(toAuthClientError(err));
    }
  });

  return (
    <AuthForm
      title={t("auth.forgotPassword.title")}
      description={sentTo ? undefined : t("auth.forgotPassword.description")}
      footer={<BackToSignIn />}
      outcome={
        sentTo ? (
          <StatusPanel icon={MailCheck}>
            <p className="font-medium">{t("auth.forgotPassword.sentTitle")}</p>
            <p className="text-muted-foreground">{t("auth.forgotPassword.sentDescription", { email: sentTo })}</p>
          </StatusPanel>
        ) : undefined
      }
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={t("auth.forgotPassword.submit")}
      pendingLabel={t("auth.forgotPassword.submitting")}
    >
      <EmailField
        id="forgot-email"
        error={errors.email?.message}
        disabled={isSubmitting}
        registration={form.register("email")}
      />
    </AuthForm>
  );
}
