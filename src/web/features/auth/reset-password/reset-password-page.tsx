import { Link, useNavigate } from "@/lib/router/navigation";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { ResetPasswordFormInput } from "@contracts/auth/schemas";
import { buttonVariants } from "@/components/ui/button";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { toast } from "@/lib/ui/use-toast";
import { NewPasswordFields } from "../components/auth-fields";
import { AuthForm } from "../components/auth-form";
import { BackToSignIn } from "../components/back-to-sign-in";
import { StatusPanel } from "../components/status-panel";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";
import { AUTH_ERROR_CODES, SIGN_OUT_EVERYWHERE_ON_PASSWORD_RESET } from "@contracts/auth/constants";
import type { ResetPasswordSearch } from "../search";

export function ResetPasswordPage({ search }: { search: ResetPasswordSearch }) {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.resetPassword.title"));
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(Boolean(search.error) || !search.token);
  const form = useZodForm<ResetPasswordFormInput>({
    schema: "resetPasswordFormSchema",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form;

  const fail = (error: AuthClientError) => {
    const key = authErrorKey(error, "auth.errors.updatePasswordFailed");
    if (key === "auth.errors.invalidResetLink") return setLinkInvalid(true);
    if (key === "auth.errors.updatePasswordFailed") console.error("password reset failed", error);
    if (key === "auth.errors.passwordTooCommon")
      form.setError("newPassword", { message: AUTH_ERROR_CODES.passwordTooCommon });
    toast({ variant: "destructive", title: t("auth.resetPassword.failedTitle"), description: t(key) });
  };

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.resetPassword({ newPassword, token: search.token ?? "" });
      if (error) return fail(error);
      toast({
        title: t("auth.resetPassword.successTitle"),
        description: t(
          SIGN_OUT_EVERYWHERE_ON_PASSWORD_RESET
            ? "auth.resetPassword.successSignedOut"
            : "auth.resetPassword.successDescription",
        ),
      });
      await navigate("/sign-in", { replace: true });
    } catch (err) {
      fail(toAuthClientError(err));
    }
  });

  return (
    <AuthForm
      title={linkInvalid ? t("auth.resetPassword.invalidTitle") : t("auth.resetPassword.title")}
      description={linkInvalid ? undefined : t("auth.resetPassword.description")}
      footer={<BackToSignIn />}
      outcome={
        linkInvalid ? (
          <>
            <StatusPanel icon={TriangleAlert} tone="warning">
              <p>{t("auth.resetPassword.invalidDescription")}</p>
            </StatusPanel>
            <Link to="/forgot-password" className={buttonVariants({ className: "w-full" })}>
              {t("auth.resetPassword.requestNewLink")}
            </Link>
          </>
        ) : undefined
      }
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={t("auth.resetPassword.submit")}
      pendingLabel={t("auth.resetPassword.submitting")}
    >
      <NewPasswordFields
        idPrefix="reset"
        label={t("auth.fields.newPassword")}
        errors={{ password: errors.newPassword?.message, confirmation: errors.confirmPassword?.message }}
        disabled={isSubmitting}
        password={form.register("newPassword")}
        confirmation={form.register("confirmPassword")}
      />
    </AuthForm>
  );
}
