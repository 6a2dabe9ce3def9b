import { Link } from "@/lib/router/navigation";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { ForgotPasswordInput } from "@contracts/auth/schemas";
import { Button } from "@/components/ui/button";
import { loadAuthClient } from "@/lib/session/auth-client";
import { preloadFormDeps, useZodForm } from "@/lib/forms/use-zod-form";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { toast } from "@/lib/ui/use-toast";
import { EmailField } from "../components/auth-fields";
import { AuthLayout, linkClass } from "../components/auth-layout";
import { StatusPanel } from "../components/status-panel";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/sign-in" className={`${linkClass} inline-flex items-center gap-1.5`}>
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t("auth.common.backToSignIn")}
    </Link>
  );
}

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
    <AuthLayout
      title={t("auth.forgotPassword.title")}
      description={sentTo ? undefined : t("auth.forgotPassword.description")}
      footer={<BackToSignIn />}
    >
      {sentTo ? (
        <StatusPanel icon={MailCheck}>
          <p className="font-medium">{t("auth.forgotPassword.sentTitle")}</p>
          <p className="text-muted-foreground">{t("auth.forgotPassword.sentDescription", { email: sentTo })}</p>
        </StatusPanel>
      ) : (
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          onFocus={preloadFormDeps}
          onPointerDown={preloadFormDeps}
          className="flex flex-col gap-4"
        >
          <EmailField
            id="forgot-email"
            error={errors.email?.message}
            disabled={isSubmitting}
            registration={form.register("email")}
          />
          <Button type="submit" className="mt-1 w-full" busy={isSubmitting}>
            {isSubmitting ? t("auth.forgotPassword.submitting") : t("auth.forgotPassword.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
