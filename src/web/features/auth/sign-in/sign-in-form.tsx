import { Link } from "@/lib/router/navigation";
import { KeyRound } from "@/components/ui/icons";
import { useState, type ComponentType } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { SignInInput } from "@contracts/auth/schemas";
import { buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/use-toast";
import { EmailField } from "../components/auth-fields";
import { AuthForm } from "../components/auth-form";
import { AuthPrompt, OrDivider, subtleLinkClass, type AuthLayoutProps } from "../components/auth-layout";
import { LinkedInButton } from "../components/linkedin-button";
import { ResendVerification } from "../components/resend-verification";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";
import { useCompleteSignIn } from "../use-complete-sign-in";

/**
 * Email + password sign-in, the LinkedIn button and the one-time-code link (SPEC §2 /sign-in), in the page's frame
 * (the card of /sign-in, the split layout of /sign-in-2).
 */
export function SignInForm({
  redirect,
  idPrefix = "sign-in",
  frame,
}: {
  redirect?: string;
  idPrefix?: string;
  frame?: ComponentType<AuthLayoutProps>;
}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useZodForm<SignInInput>({ schema: "signInSchema", defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form;

  const fail = (error: AuthClientError) => {
    const key = authErrorKey(error);
    if (key === "auth.errors.generic") console.error("sign-in failed", error);
    toast({ variant: "destructive", title: t("auth.errors.signInFailedTitle"), description: t(key) });
    return key;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        if (fail(error) === "auth.errors.emailNotVerified") setUnverifiedEmail(values.email);
        return;
      }
      await completeSignIn(redirect);
    } catch (err) {
      fail(toAuthClientError(err));
    }
  });

  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <AuthForm
      frame={frame}
      title={t("auth.signIn.title")}
      description={t("auth.signIn.description")}
      footer={<AuthPrompt text={t("auth.signIn.noAccount")} link={t("auth.signIn.signUpLink")} to="/sign-up" />}
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={t("auth.signIn.submit")}
      pendingLabel={t("auth.signIn.submitting")}
      afterSubmit={
        // After the submit button, so Tab goes email, password, show/hide, submit (issue 8).
        <Link to="/forgot-password" className={`${subtleLinkClass} self-center`}>
          {t("auth.signIn.forgotPassword")}
        </Link>
      }
      alternatives={
        <>
          <OrDivider label={t("auth.common.or")} />
          <div className="flex flex-col gap-2.5">
            <LinkedInButton redirect={redirect} disabled={isSubmitting} />
            <Link
              to="/otp"
              search={redirect ? { redirect } : {}}
              className={buttonVariants({ variant: "ghost", className: "w-full" })}
            >
              <KeyRound aria-hidden="true" />
              {t("auth.signIn.useOtp")}
            </Link>
          </div>
        </>
      }
    >
      <EmailField
        id={id("email")}
        error={errors.email?.message}
        disabled={isSubmitting}
        registration={form.register("email")}
      />
      <Field id={id("password")} label={t("auth.fields.password")} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            disabled={isSubmitting}
            {...form.register("password")}
          />
        )}
      </Field>
      {unverifiedEmail ? <ResendVerification email={unverifiedEmail} /> : null}
    </AuthForm>
  );
}
