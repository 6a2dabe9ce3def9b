import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { AUTH_ERROR_CODES } from "@contracts/auth/constants";
import type { ChangePasswordFormInput } from "@contracts/auth/schemas";
import { NewPasswordFields } from "@/features/auth/components/auth-fields";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useTranslation } from "@/lib/i18n/use-translation";
import { loadAuthClient } from "@/lib/session/auth-client";
import { authErrorKey, isNetworkFailure, toAuthClientError, type AuthClientError } from "@/lib/session/auth-errors";
import { toast } from "@/lib/ui/use-toast";
import { SettingsSection } from "../settings-layout";
import { accountSessionsQuery } from "./sessions-api";
import { signInMethodsQuery } from "@/entities/profile/sign-in-methods";

/**
 * Settings > Account > Password: change it (the current one asked, other devices signed out unless unticked), or,
 * for an account made with LinkedIn only, a link by email to set one (the reset link proves the address).
 */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const methods = useQuery(signInMethodsQuery);
  return (
    <SettingsSection
      title={t("settings.account.password.title")}
      description={t("settings.account.password.description")}
    >
      {methods.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm">
          <span className="flex-1">{t("settings.account.password.loadFailed")}</span>
          <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
            {t("settings.account.password.retry")}
          </Button>
        </div>
      ) : !methods.data ? (
        <div aria-busy className="h-40 rounded-xl border bg-card" />
      ) : methods.data.includes("credential") ? (
        <ChangePasswordForm />
      ) : (
        <SetPasswordByLink email={email} />
      )}
    </SettingsSection>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [signOutOthers, setSignOutOthers] = useState(true);
  const form = useZodForm<ChangePasswordFormInput>({
    schema: "changePasswordFormSchema",
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form;

  const fail = (error: AuthClientError) => {
    const key = authErrorKey(error, "auth.errors.updatePasswordFailed");
    if (key === "auth.errors.invalidPassword") form.setError("currentPassword", { message: "INVALID_PASSWORD" });
    else if (key === "auth.errors.passwordTooCommon")
      form.setError("newPassword", { message: AUTH_ERROR_CODES.passwordTooCommon });
    toast({ variant: "destructive", title: t("settings.account.password.failed"), description: t(key) });
  };

  // one change at a time: a second Enter or click while the first is on its way sends nothing
  const sending = useRef(false);
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: signOutOthers,
      });
      if (error) return fail(error);
      form.reset();
      void client.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
      toast({
        title: t("settings.account.password.changed"),
        description: t(
          signOutOthers ? "settings.account.password.changedOthersOut" : "settings.account.password.changedOthersKept",
        ),
      });
    } catch (err) {
      // offline, or the server out of reach: said as such; the fields keep what was typed, to send again
      if (isNetworkFailure(err))
        toast({
          variant: "destructive",
          title: t("settings.account.password.failed"),
          description: t("settings.account.password.offline"),
        });
      else fail(toAuthClientError(err));
    } finally {
      sending.current = false;
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs"
    >
      <Field
        id="account-current-password"
        label={t("settings.account.password.current")}
        error={errors.currentPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            readOnly={isSubmitting}
            {...form.register("currentPassword")}
          />
        )}
      </Field>
      <NewPasswordFields
        idPrefix="account-new"
        label={t("settings.account.password.new")}
        errors={{ password: errors.newPassword?.message, confirmation: errors.confirmPassword?.message }}
        disabled={false}
        readOnly={isSubmitting}
        password={form.register("newPassword")}
        confirmation={form.register("confirmPassword")}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={signOutOthers}
          disabled={isSubmitting}
          onChange={(e) => setSignOutOthers(e.target.checked)}
        />
        {t("settings.account.password.signOutOthers")}
      </label>
      <Button type="submit" className="self-start" busy={isSubmitting}>
        {isSubmitting ? t("settings.account.password.submitting") : t("settings.account.password.submit")}
      </Button>
    </form>
  );
}

function SetPasswordByLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
      if (error) throw error;
      toast({
        title: t("settings.account.password.linkSent"),
        description: t("settings.account.password.linkSentDescription", { email }),
      });
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("settings.account.password.linkFailed"),
        description: t(authErrorKey(toAuthClientError(err))),
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs">
      <p className="font-medium">{t("settings.account.password.noneTitle")}</p>
      <p className="text-muted-foreground wrap-anywhere">{t("settings.account.password.none", { email })}</p>
      <Button variant="outline" className="self-start" disabled={sending} onClick={() => void send()}>
        {sending ? t("settings.account.password.sending") : t("settings.account.password.sendLink")}
      </Button>
    </div>
  );
}
