import { useRouter } from "@tanstack/react-router";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Spinner } from "@/components/ui/spinner";
import { loadAuthClient } from "@/lib/session/auth-client";
import { knownAuthErrorKey, toAuthClientError } from "@/lib/session/auth-errors";
import type { SessionUser } from "@/lib/session/display-name";
import { sanitizeRedirect } from "@/lib/session/redirect";
import { setSessionUser } from "@/lib/session/session";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { toast } from "@/lib/ui/use-toast";
import { LogoMark } from "@/components/brand";
import type { CallbackSearch } from "../search";

/** How long "Authentication completed" stays visible before leaving. */
const COMPLETED_DELAY_MS = 600;

/**
 * /auth/callback: the LinkedIn sign-on returns here. The server already set the session cookie, so this
 * reads the session; success -> toast + redirect (or "/"), failure -> toast + /sign-in.
 */
export function AuthCallbackPage({ search }: { search: CallbackSearch }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [status, setStatus] = useState<"pending" | "done">("pending");
  const started = useRef(false);
  useDocumentTitle(status === "done" ? t("auth.callback.completed") : t("auth.callback.completing"));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const fail = (message?: string) => {
      toast({
        variant: "destructive",
        title: t("auth.callback.failedTitle"),
        description: message || t("auth.callback.failedDescription"),
      });
      void router.navigate({
        to: "/sign-in",
        search: search.redirect ? { redirect: search.redirect } : {},
        replace: true,
      });
    };

    void (async () => {
      if (search.error) {
        console.error("sign-on failed", search.error, search.error_description);
        return fail(t("auth.errors.linkedinFailed"));
      }
      try {
        const authClient = await loadAuthClient();
        const { data, error } = await authClient.getSession();
        if (error) throw Object.assign(new Error(error.message || error.statusText || "session error"), error);
        if (!data?.user) return fail(t("auth.callback.noSession"));
        await setSessionUser(data.user as SessionUser);
        setStatus("done");
        toast({ title: t("auth.toasts.signedIn") });
        timer = setTimeout(() => {
          void router.navigate({ href: sanitizeRedirect(search.redirect), replace: true });
        }, COMPLETED_DELAY_MS);
      } catch (err) {
        console.error("auth callback failed", err);
        const key = knownAuthErrorKey(toAuthClientError(err));
        fail(key ? t(key) : undefined);
      }
    })();
    return () => {
      if (timer) clearTimeout(timer);
    };
    // Runs once on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-[var(--page)] px-6">
      <div className="flex flex-col items-center gap-5 text-center">
        <LogoMark className="size-10" />
        <div role="status" aria-live="polite" className="flex items-center gap-2.5 text-base font-medium">
          {status === "done" ? (
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
          ) : (
            <Spinner className="size-5 text-muted-foreground" />
          )}
          <h1>{status === "done" ? t("auth.callback.completed") : t("auth.callback.completing")}</h1>
        </div>
      </div>
    </main>
  );
}
