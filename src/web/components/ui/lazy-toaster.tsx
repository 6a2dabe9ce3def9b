import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "@/lib/ui/use-toast";

const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Signed in, a toast may have to say that the network is gone (a save that failed offline): the toaster's code is
 * fetched once the page is idle, while the network is there. Left to the first toast, it could not load offline, and
 * the failed chunk took the page to "Not available offline" instead of the message. A failure here is retried by the
 * first toast.
 */
export function usePreloadedToaster() {
  useEffect(() => {
    const load = () => void loadToaster().catch(() => undefined);
    const idle = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(load, { timeout: 3000 });
      else setTimeout(load, 1000);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
    return () => window.removeEventListener("load", idle);
  }, []);
}

/**
 * The toast area (Radix) is code-split: it loads with the first toast, so pages that never show one
 * don't pay for it on first load. Until then a tiny F8 listener loads it and focuses its region (SPEC §9);
 * once mounted it stays and Radix handles F8 itself.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.code === "F8" || e.key === "F8") {
        setFocusOnMount(true);
        setMounted(true);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  );
}
