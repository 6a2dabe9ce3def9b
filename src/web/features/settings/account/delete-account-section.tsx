import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ACCOUNT_DELETION_RULES } from "@contracts/account-deletion/rules";
import type { SharedWorkspace } from "@contracts/account-deletion/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api/api-client";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { resetChatWidget } from "@/lib/app/chat-widget";
import { useTranslation } from "@/lib/i18n/use-translation";
import { clearSession } from "@/lib/session/session-cache";
import { toast } from "@/lib/ui/use-toast";
import { SettingsSection } from "../settings-layout";
import { deletionCheckQuery, useDeleteAccount, useDeletionCheck, useSendDeletionCode } from "./delete-account-api";

/**
 * Settings > Account > Delete account: what goes and what to do first (export, hand over shared workspaces), then a
 * dialog confirming with the password, or a mailed code for an account without one. Deleted, the person lands
 * signed out on the sign-in page.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const check = useDeletionCheck();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const shared = check.data?.sharedWorkspaces ?? [];
  const blocked = shared.length > 0;
  return (
    <SettingsSection title={t("settings.account.delete.title")} description={t("settings.account.delete.description")}>
      <div className="flex flex-col gap-4 rounded-xl border border-destructive/40 bg-card p-4 text-sm shadow-xs">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("settings.account.delete.whatGoes")}</li>
          <li>{t("settings.account.delete.scheduled")}</li>
          <li>{t("settings.account.delete.linkedin")}</li>
        </ul>
        <p className="text-muted-foreground">{t("settings.account.delete.exportFirst")}</p>
        {blocked ? <SharedWorkspaces workspaces={shared} /> : null}
        {check.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex-1">{t("settings.account.delete.loadFailed")}</span>
            <Button variant="outline" size="sm" onClick={() => void check.refetch()}>
              {t("settings.account.delete.retry")}
            </Button>
          </div>
        ) : (
          <Button
            ref={opener}
            type="button"
            variant="destructive"
            className="self-start aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            // not `disabled`: a disabled button cannot be reached, and its reason (the list above) would go unread
            aria-disabled={blocked || !check.data}
            aria-describedby={blocked ? "delete-account-shared" : undefined}
            onClick={() => {
              if (!blocked && check.data) setOpen(true);
            }}
          >
            {t("settings.account.delete.open")}
          </Button>
        )}
      </div>
      {check.data ? (
        <DeleteAccountDialog
          open={open}
          onOpenChange={setOpen}
          confirmation={check.data.confirmation}
          email={email}
          // opened without a Radix trigger: the focus goes back to the button by hand, never to <body>
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      ) : null}
    </SettingsSection>
  );
}

function SharedWorkspaces({ workspaces }: { workspaces: SharedWorkspace[] }) {
  const { t } = useTranslation();
  return (
    <div
      id="delete-account-shared"
      className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-foreground"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t("settings.account.delete.sharedTitle")}</p>
        <ul className="list-disc pl-5">
          {workspaces.map((w) => (
            <li key={w.id} className="wrap-anywhere">
              {t("settings.account.delete.sharedWorkspace", {
                name: w.name ?? t("settings.account.delete.personalWorkspace"),
                count: w.otherMembers,
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  confirmation,
  email,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  confirmation: "password" | "code";
  email: string;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const sendCode = useSendDeletionCode();
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [codeSent, setCodeSent] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  // where the focus goes once the answer is rendered (a busy button is disabled and drops it meanwhile)
  const [focusNext, setFocusNext] = useState<{ on: "field" | "send" }>();
  useEffect(() => {
    if (focusNext) (focusNext.on === "field" ? field : sendButton).current?.focus();
  }, [focusNext]);
  const fieldId = confirmation === "password" ? "delete-account-password" : "delete-account-code";

  const close = (next: boolean) => {
    if (remove.isPending) return;
    onOpenChange(next);
    if (!next) {
      setSecret("");
      setError(undefined);
    }
  };

  const send = async () => {
    try {
      await sendCode.mutateAsync();
    } catch {
      setFocusNext({ on: "send" });
      return;
    }
    setCodeSent(true);
    toast({
      title: t("settings.account.delete.codeSent"),
      description: t("settings.account.delete.codeSentTo", { email }),
    });
    setFocusNext({ on: "field" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) {
      setError(confirmation === "password" ? "ACCOUNT_DELETION_PASSWORD_REQUIRED" : "ACCOUNT_DELETION_CODE_REQUIRED");
      setFocusNext({ on: "field" });
      return;
    }
    setError(undefined);
    try {
      await remove.mutateAsync(confirmation === "password" ? { password: secret } : { code: secret.trim() });
    } catch (err) {
      if (err instanceof ApiError && /^ACCOUNT_DELETION_(WRONG_PASSWORD|WRONG_CODE|RATE_LIMITED)$/.test(err.code)) {
        setError(err.code);
        setFocusNext({ on: "field" });
        return;
      }
      toastApiFailure(t("settings.account.delete.failed"), err, t);
      if (err instanceof ApiError && err.code === "ACCOUNT_DELETION_SHARED_WORKSPACES") {
        onOpenChange(false);
        void queryClient.invalidateQueries({ queryKey: deletionCheckQuery.queryKey });
      } else setFocusNext({ on: "field" });
      return;
    }
    // as after signing out: leave the signed-in pages before forgetting their data (a mounted page would ask again)
    resetChatWidget();
    await queryClient.cancelQueries();
    clearSession(queryClient);
    toast({
      title: t("settings.account.delete.deleted"),
      description: t("settings.account.delete.deletedMail", { email }),
    });
    await navigate({ to: "/sign-in", replace: true });
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    focusSignInForm();
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      role="alertdialog"
      title={t("settings.account.delete.dialogTitle")}
      description={t(
        confirmation === "password" ? "settings.account.delete.dialogPassword" : "settings.account.delete.dialogCode",
        { email },
      )}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {confirmation === "code" ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            busy={sendCode.isPending}
            ref={sendButton}
            onClick={() => void send()}
          >
            {codeSent ? t("settings.account.delete.sendAgain") : t("settings.account.delete.sendCode")}
          </Button>
        ) : null}
        <Field
          id={fieldId}
          label={t(confirmation === "password" ? "settings.account.delete.password" : "settings.account.delete.code")}
          error={error}
          hint={
            confirmation === "code"
              ? t("settings.account.delete.codeHint", { minutes: ACCOUNT_DELETION_RULES.codeExpiresMinutes })
              : undefined
          }
        >
          {(control) =>
            confirmation === "password" ? (
              <PasswordInput
                {...control}
                ref={field}
                autoComplete="current-password"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                // read-only, not disabled, while it is sent: a disabled field would drop the focus
                readOnly={remove.isPending}
              />
            ) : (
              <Input
                {...control}
                ref={field}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={ACCOUNT_DELETION_RULES.codeLength * 3}
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                // read-only, not disabled, while it is sent: a disabled field would drop the focus
                readOnly={remove.isPending}
              />
            )
          }
        </Field>
        <DialogActions cancelLabel={t("settings.account.delete.cancel")}>
          <Button type="submit" variant="destructive" busy={remove.isPending}>
            {t("settings.account.delete.confirm")}
          </Button>
        </DialogActions>
      </form>
    </DialogShell>
  );
}

/** The dialog's button is gone with the page: the focus goes on to the sign-in form's first field once it shows. */
function focusSignInForm(tries = 50) {
  const field = document.querySelector<HTMLInputElement>("main input");
  if (field) field.focus();
  else if (tries > 0) setTimeout(() => focusSignInForm(tries - 1), 100);
}
