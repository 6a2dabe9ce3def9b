import { RotateCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { OtpCodeFormInput } from "@contracts/auth/schemas";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/use-toast";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";
import { AuthFormBody } from "../components/auth-form";
import { OtpCodeInput } from "./otp-code-input";
import { isOtpComplete } from "./otp-rules";

/** Step 2 of /otp: enter the 7-character code, verify it, or ask for a new one. */
export function OtpCodeForm({
  email,
  onVerified,
  onResend,
  onChangeEmail,
}: {
  email: string;
  onVerified: () => Promise<void>;
  onResend: () => Promise<boolean>;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  const [resending, setResending] = useState(false);
  const form = useZodForm<OtpCodeFormInput>({
    schema: "otpCodeFormSchema",
    defaultValues: { otp: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form;
  const code = form.values.otp;
  const complete = isOtpComplete(code);

  const fail = (error: AuthClientError) => {
    const key = authErrorKey(error);
    if (key === "auth.errors.generic") console.error("one-time code sign-in failed", error);
    toast({ variant: "destructive", title: t("auth.errors.signInFailedTitle"), description: t(key) });
  };

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.emailOtp({ email, otp });
      if (error) return fail(error);
      await onVerified();
    } catch (err) {
      fail(toAuthClientError(err));
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) form.reset({ otp: "" });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthFormBody
      step
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitDisabled={!complete}
      submitLabel={t("auth.otp.verify")}
      pendingLabel={t("auth.otp.verifying")}
      afterSubmit={
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void resend()}
            disabled={resending || isSubmitting}
            aria-busy={resending}
          >
            {resending ? <Spinner /> : <RotateCw aria-hidden="true" />}
            {resending ? t("auth.otp.resending") : t("auth.otp.resend")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onChangeEmail} disabled={isSubmitting}>
            {t("auth.otp.changeEmail")}
          </Button>
        </div>
      }
    >
      <Field id="otp-code" label={t("auth.otp.codeLabel")} error={errors.otp?.message} className="justify-items-center">
        {(control) => <OtpCodeInput {...control} {...form.control("otp")} disabled={isSubmitting} />}
      </Field>
    </AuthFormBody>
  );
}
