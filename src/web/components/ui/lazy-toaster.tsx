import { lazy, Suspense, useState } from "react";
import { useToasts } from "@/lib/use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast area (Radix) is code-split: it loads with the first toast, so pages that never show one
 * don't pay for it on first load. Once mounted it stays (F8 then focuses it).
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
