import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "@/lib/ui/use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

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
