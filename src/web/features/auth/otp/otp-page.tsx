import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { OtpRequestInput } from "@contracts/auth/schemas";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { toast } from "@/lib/ui/use-toast";
import { EmailField } from "../components/auth-fields";
import { AuthForm } from "../components/auth-form";
import { BackToSignIn } from "../components/back-to-sign-in";
import { authErrorKey, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";
import { useCompleteSignIn } from "../use-complete-sign-in";
import { OtpCodeForm } from "./otp-code-form";

/** /otp: a real one-time-code sign-in (request a code by email, then enter it). */
export function OtpPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.otp.title"));
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState<string | null>(null);
  const form = useZodForm<OtpRequestInput>({ schema: "otpRequestSchema", defaultValues: { email: "" } });
  const { errors, isSubmitting } = form;

  const sendCode = async (address: string): Promise<boolean> => {
    const fail = (error: AuthClientError) => {
      if (error.status !== 429) console.error("sending the one-time code failed", error);
      toast({
        variant: "destructive",
        title: t("auth.otp.sendFailedTitle"),
        description: t(authErrorKey(error, "auth.errors.sendCodeFailed")),
      });
      return false;
    };
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email: address, type: "sign-in" });
      if (error) return fail(error);
      toast({ title: t("auth.otp.sentTitle"), description: t("auth.otp.sentDescription", { email: address }) });
      return true;
    } catch (err) {
      return fail(toAuthClientError(err));
    }
  };

  const onSubmit = form.handleSubmit(async ({ email: address }) => {
    if (await sendCode(address)) setEmail(address);
  });

  return (
    <AuthForm
      title={t("auth.otp.title")}
      description={email ? t("auth.otp.codeDescription", { email }) : t("auth.otp.description")}
      footer={<BackToSignIn />}
      outcome={
        email ? (
          <OtpCodeForm
            email={email}
            onVerified={() => completeSignIn(redirect)}
            onResend={() => sendCode(email)}
            onChangeEmail={() => setEmail(null)}
          />
        ) : undefined
      }
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={t("auth.otp.send")}
      pendingLabel={t("auth.otp.sending")}
    >
      <EmailField
        id="otp-email"
        error={errors.email?.message}
        disabled={isSubmitting}
        registration={form.register("email")}
      />
    </AuthForm>
  );
}
