import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { WifiOff } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { retryFailedLoads } from "@/lib/router/lazy-component";
import { useTranslation } from "@/lib/i18n/use-translation";
import { ErrorLayout } from "./error-layout";

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * A route whose code or data could not be fetched (lib/router/load-failure.ts): "not available offline" (or "could not be
 * loaded" when the browser says it is online), with Retry; it loads by itself when the network comes back. Part of
 * the entry's code, so it shows when nothing else can be fetched; inside the shell when the failing route is a page
 * of it. `onRetried`: called after a retry, for a boundary of its own to render its children again.
 */
export function RouteUnavailable({ onRetried }: { onRetried?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  const retryButton = useRef<HTMLButtonElement>(null);
  const key = online ? "errors.unavailable.online" : "errors.unavailable.offline";
  useDocumentTitle(t(`${key}.title`));

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      // the failed imports first (the router's own retry covers the routes' components, not the error screens')
      await retryFailedLoads();
      // loads the current matches again: their components' code is imported again, and this screen gives way
      await router.invalidate();
      onRetried?.();
    } finally {
      // still failing: this screen is shown again (a new one), this one is unmounted
      setRetrying(false);
    }
  }, [router, onRetried]);

  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [retry]);

  // Focus was on what this screen replaced (or on a Retry that failed again): it goes to Retry, never to <body>.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) retryButton.current?.focus();
  }, []);

  return (
    <ErrorLayout
      icon={<WifiOff className="size-6 text-muted-foreground" />}
      title={t(`${key}.title`)}
      description={t(`${key}.description`)}
      live
      actions={
        <Button ref={retryButton} onClick={() => void retry()} aria-busy={retrying || undefined}>
          {retrying ? <Spinner /> : null}
          {t(retrying ? "errors.unavailable.retrying" : "errors.unavailable.retry")}
        </Button>
      }
    />
  );
}
