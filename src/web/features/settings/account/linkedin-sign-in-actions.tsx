import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ME_QUERY_KEY } from "@/entities/profile/me-key";
import { signInMethodsQuery } from "@/entities/profile/sign-in-methods";
import { ApiError } from "@/lib/api/api-client";
import { apiErrorText, toastApiFailure } from "@/lib/api/api-error-text";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { useStartLinkedInLink, useUnlinkLinkedIn } from "./sign-in-api";

const K = "settings.account.signIn";

/** "Link LinkedIn": a dialog asking the password, then LinkedIn's own page, which comes back here. */
export function LinkLinkedInButton({ ref }: { ref: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = ref;
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t(`${K}.link`)}
      </Button>
      <LinkDialog
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      />
    </>
  );
}

function LinkDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const start = useStartLinkedInLink();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  const [focusField, setFocusField] = useState<object>();
  useEffect(() => {
    if (focusField) field.current?.focus();
  }, [focusField]);

  const close = (next: boolean) => {
    if (start.isPending) return;
    onOpenChange(next);
    if (!next) {
      setPassword("");
      setError(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    if (!password) {
      setError("PASSWORD_REQUIRED");
      setFocusField({});
      return;
    }
    setError(undefined);
    try {
      const { authorizeUrl } = await start.mutateAsync({ password });
      window.location.assign(authorizeUrl);
    } catch (err) {
      if (err instanceof ApiError && (err.code === "INVALID_PASSWORD" || err.code === "RATE_LIMITED")) {
        setError(err.code);
      } else toastApiFailure(t(`${K}.linkFailed`), err, t);
      setFocusField({});
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t(`${K}.linkTitle`)}
      description={t(`${K}.linkDescription`)}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field id="link-linkedin-password" label={t(`${K}.linkPassword`)} error={error}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={field}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              // read-only, not disabled, while it is sent: a disabled field would drop the focus
              readOnly={start.isPending}
            />
          )}
        </Field>
        <DialogActions cancelLabel={t(`${K}.cancel`)}>
          <Button type="submit" busy={start.isPending}>
            {t(`${K}.linkSubmit`)}
          </Button>
        </DialogActions>
      </form>
    </DialogShell>
  );
}

/**
 * "Unlink": a confirmation; refused (LinkedIn is the only way in) it says why in the dialog. Unlinked, this button
 * is gone with the row's state: `onUnlinked` lets the section put the focus on what replaces it.
 */
export function UnlinkLinkedInButton({ name, onUnlinked }: { name: string; onUnlinked: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t(`${K}.unlink`)}
      </Button>
      <UnlinkDialog
        open={open}
        onOpenChange={setOpen}
        name={name}
        onUnlinked={onUnlinked}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      />
    </>
  );
}

function UnlinkDialog({
  open,
  onOpenChange,
  name,
  onUnlinked,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onUnlinked: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const unlink = useUnlinkLinkedIn();
  const [refusal, setRefusal] = useState<string | undefined>();
  const keep = useRef<HTMLButtonElement>(null);
  const [focusKeep, setFocusKeep] = useState<object>();
  useEffect(() => {
    if (focusKeep) keep.current?.focus();
  }, [focusKeep]);

  const close = (next: boolean) => {
    if (unlink.isPending) return;
    onOpenChange(next);
    if (!next) setRefusal(undefined);
  };

  const confirm = async () => {
    if (unlink.isPending) return;
    setRefusal(undefined);
    try {
      await unlink.mutateAsync();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return close(false);
      setRefusal(apiErrorText(err, t));
      setFocusKeep({});
      return;
    }
    toast({ title: t(`${K}.unlinked`), description: t(`${K}.unlinkedDescription`) });
    onUnlinked();
    close(false);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      role="alertdialog"
      title={t(`${K}.unlinkTitle`)}
      description={t(`${K}.unlinkDescription`, { name })}
    >
      <div className="flex flex-col gap-4">
        {refusal ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={keep} type="button" variant="outline" onClick={() => close(false)}>
            {t(`${K}.keep`)}
          </Button>
          <Button type="button" variant="destructive" busy={unlink.isPending} onClick={() => void confirm()}>
            {t(`${K}.unlinkConfirm`)}
          </Button>
        </div>
      </div>
    </DialogShell>
  );
}

/** How a link started here came back: `?signIn=linked`, or `?signIn=failed&error=<better-auth's callback code>`. */
export interface LinkLanding {
  result: "linked" | "failed";
  error?: string;
}

/** The callback's codes the page tells apart (better-auth's OAUTH_CALLBACK_ERROR_CODES; others read as "failed"). */
const LINK_FAILURES: Record<string, "otherAccount" | "notAllowed" | "cancelled"> = {
  // the LinkedIn member signs in to another account of this server already
  account_already_linked_to_different_user: "otherAccount",
  // LinkedIn says the member's address is not verified: nothing proves it is theirs
  unable_to_link_account: "notAllowed",
  // cancelled on LinkedIn's page (the simulator's code, then LinkedIn's documented ones)
  access_denied: "cancelled",
  user_cancelled_login: "cancelled",
  user_cancelled_authorize: "cancelled",
};

/** Says once how a link started here ended (toast), then takes `?signIn=` out of the address. */
export function useLinkOutcome(landing: LinkLanding | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const outcome =
    landing &&
    (landing.result === "linked"
      ? "linked"
      : (Object.hasOwn(LINK_FAILURES, landing.error ?? "") && LINK_FAILURES[landing.error!]) || "failed");
  useEffect(() => {
    if (!outcome) return;
    if (outcome === "linked") {
      void client.invalidateQueries({ queryKey: signInMethodsQuery.queryKey });
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
    toast({
      variant: outcome === "linked" || outcome === "cancelled" ? "default" : "destructive",
      title: t(`${K}.outcome.${outcome}.title`),
      description: t(`${K}.outcome.${outcome}.description`),
    });
    void navigate({ to: "/settings/account", search: {}, replace: true });
    // once per landing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}
