import { Link } from "@/lib/router/navigation";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { SignUpFormInput } from "@contracts/auth/schemas";
import { buildFullName } from "@contracts/auth/constants";
import { toLanguage } from "@contracts/language";
import { buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { toast } from "@/lib/ui/use-toast";
import { EmailField, NewPasswordFields } from "../components/auth-fields";
import { AuthForm } from "../components/auth-form";
import { AuthPrompt } from "../components/auth-layout";
import { StatusPanel } from "../components/status-panel";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";
import { AUTH_ERROR_CODES } from "@contracts/auth/constants";

export function SignUpPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("auth.signUp.title"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm<SignUpFormInput>({
    schema: "signUpFormSchema",
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form;

  const fail = (error: AuthClientError) => {
    const key = authErrorKey(error);
    if (key === "auth.errors.generic") console.error("sign-up failed", error);
    // the field's message is a code, translated like the form's own (lib/forms/validation-message.ts)
    if (key === "auth.errors.emailExists") form.setError("email", { message: AUTH_ERROR_CODES.userAlreadyExists });
    if (key === "auth.errors.passwordTooCommon")
      form.setError("password", { message: AUTH_ERROR_CODES.passwordTooCommon });
    toast({ variant: "destructive", title: t("auth.signUp.failedTitle"), description: t(key) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const fullName = buildFullName(values.firstName, values.lastName);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signUp.email({
        email: values.email,
        password: values.password,
        name: fullName,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        fullName,
        // mails (verification, reset, codes) are written in the language the visitor signed up in
        language: toLanguage(i18n.resolvedLanguage),
        callbackURL: "/sign-in?verified=1",
      } as Parameters<typeof authClient.signUp.email>[0]);
      if (error) return fail(error);
      setSentTo(values.email);
      toast({ title: t("auth.signUp.successTitle"), description: t("auth.signUp.successToast") });
    } catch (err) {
      fail(toAuthClientError(err));
    }
  });

  return (
    <AuthForm
      title={sentTo ? t("auth.signUp.checkEmailTitle") : t("auth.signUp.title")}
      description={sentTo ? t("auth.signUp.checkEmailDescription") : t("auth.signUp.description")}
      footer={
        sentTo ? undefined : (
          <AuthPrompt text={t("auth.signUp.haveAccount")} link={t("auth.signUp.signInLink")} to="/sign-in" />
        )
      }
      outcome={
        sentTo ? (
          <>
            <StatusPanel icon={MailCheck}>
              <p>{t("auth.signUp.checkEmailBody", { email: sentTo })}</p>
            </StatusPanel>
            <Link to="/sign-in" className={buttonVariants({ className: "w-full" })}>
              {t("auth.common.backToSignIn")}
            </Link>
          </>
        ) : undefined
      }
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={t("auth.signUp.submit")}
      pendingLabel={t("auth.signUp.submitting")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sign-up-first-name" label={t("auth.fields.firstName")} error={errors.firstName?.message}>
          {(control) => (
            <Input {...control} autoComplete="given-name" disabled={isSubmitting} {...form.register("firstName")} />
          )}
        </Field>
        <Field id="sign-up-last-name" label={t("auth.fields.lastName")} error={errors.lastName?.message}>
          {(control) => (
            <Input {...control} autoComplete="family-name" disabled={isSubmitting} {...form.register("lastName")} />
          )}
        </Field>
      </div>
      <EmailField
        id="sign-up-email"
        error={errors.email?.message}
        disabled={isSubmitting}
        registration={form.register("email")}
      />
      <NewPasswordFields
        idPrefix="sign-up"
        label={t("auth.fields.password")}
        errors={{ password: errors.password?.message, confirmation: errors.confirmPassword?.message }}
        disabled={isSubmitting}
        password={form.register("password")}
        confirmation={form.register("confirmPassword")}
      />
    </AuthForm>
  );
}
