import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { ChangeEmailInput } from "@contracts/auth/schemas";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ME_QUERY_KEY } from "@/entities/profile/me-key";
import { ApiError } from "@/lib/api/api-client";
import { apiErrorText } from "@/lib/api/api-error-text";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SESSION_QUERY_KEY } from "@/lib/session/session-cache";
import { toast } from "@/lib/ui/use-toast";
import { SettingsSection } from "../settings-layout";
import { useRequestEmailChange, type EmailChangeOutcome } from "./email-api";
import { signInMethodsQuery } from "./password-section";

/**
 * Settings > Account > Email: the current address and "Change email" (the new address and the current password);
 * the link goes to the new address, which replaces this one only when it is opened. An account made with LinkedIn
 * has no password to ask: it sets one first (docs/architecture/account.md, "Email").
 */
export function EmailSection({ email, outcome }: { email: string; outcome?: EmailChangeOutcome }) {
  const { t } = useTranslation();
  const methods = useQuery(signInMethodsQuery);
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const sentNote = useRef<HTMLDivElement>(null);
  // where the focus goes once the form has closed: never to <body>
  const focusAfterClose = useRef<"button" | "note" | null>(null);
  useEffect(() => {
    if (open || !focusAfterClose.current) return;
    (focusAfterClose.current === "note" ? sentNote : changeButton).current?.focus();
    focusAfterClose.current = null;
  }, [open, sentTo]);
  useEmailChangeOutcome(outcome, email);

  const hasPassword = methods.data?.includes("credential");
  const close = (focus: "button" | "note") => {
    focusAfterClose.current = focus;
    setOpen(false);
  };

  return (
    <SettingsSection title={t("settings.account.email.title")} description={t("settings.account.email.description")}>
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs">
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <p className="text-sm font-medium">{t("settings.account.email.current")}</p>
            <p className="text-sm text-muted-foreground wrap-anywhere">{email}</p>
          </div>
          {hasPassword && !open ? (
            <Button
              ref={changeButton}
              variant="outline"
              size="sm"
              onClick={() => {
                setSentTo(null);
                setOpen(true);
              }}
            >
              {t("settings.account.email.change")}
            </Button>
          ) : null}
        </div>
        {hasPassword === false ? (
          <p className="text-sm text-muted-foreground">{t("settings.account.email.noPassword")}</p>
        ) : null}
        {sentTo ? (
          <div
            ref={sentNote}
            tabIndex={-1}
            role="status"
            className="rounded-lg border border-brand/40 bg-brand/5 p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <p className="font-medium wrap-anywhere">{t("settings.account.email.sent", { email: sentTo })}</p>
            <p className="text-muted-foreground">{t("settings.account.email.sentHint")}</p>
          </div>
        ) : null}
        {open ? (
          <ChangeEmailForm
            onCancel={() => close("button")}
            onSent={(to) => {
              setSentTo(to);
              close("note");
            }}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}

function ChangeEmailForm({ onCancel, onSent }: { onCancel: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const form = useZodForm<ChangeEmailInput>({
    schema: "changeEmailSchema",
    defaultValues: { newEmail: "", currentPassword: "" },
  });
  const { errors, isSubmitting } = form;
  const first = useRef<HTMLInputElement | null>(null);
  useEffect(() => first.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const sent = await request.mutateAsync(input);
      onSent(sent.email);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === "INVALID_PASSWORD") return form.setError("currentPassword", { message: code });
      if (code === "EMAIL_UNCHANGED") return form.setError("newEmail", { message: code });
      if (err instanceof ApiError && err.status === 401) return; // the app says "Session expired!" and signs out
      toast({ variant: "destructive", title: t("settings.account.email.failed"), description: apiErrorText(err, t) });
    }
  });

  const email = form.register("newEmail");
  return (
    <form
      aria-label={t("settings.account.email.change")}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !isSubmitting) onCancel();
      }}
      className="flex flex-col gap-4 border-t pt-4"
    >
      <Field id="account-new-email" label={t("settings.account.email.newEmail")} error={errors.newEmail?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            disabled={isSubmitting}
            {...email}
            ref={(el) => {
              email.ref(el);
              first.current = el;
            }}
          />
        )}
      </Field>
      <Field
        id="account-email-password"
        label={t("settings.account.email.password")}
        hint={t("settings.account.email.passwordHint")}
        error={errors.currentPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            disabled={isSubmitting}
            {...form.register("currentPassword")}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("settings.account.email.submitting") : t("settings.account.email.submit")}
        </Button>
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          {t("settings.account.email.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** Says once how the link mailed to the new address ended (toast), then takes `?email=` out of the address. */
function useEmailChangeOutcome(outcome: EmailChangeOutcome | undefined, email: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (!outcome) return;
    if (outcome === "changed") {
      // the shell's name and address come from these two: read them again rather than trust a cached one
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast({
        title: t("settings.account.email.changed"),
        description: t("settings.account.email.changedDescription", { email }),
      });
    } else {
      toast({
        variant: "destructive",
        title: t("settings.account.email.linkInvalid"),
        description: t("settings.account.email.linkInvalidDescription"),
      });
    }
    void navigate({ to: "/settings/account", search: {}, replace: true });
    // once per landing: the address read again must not say it twice
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}
