import { cn } from "@/lib/utils";

/**
 * A grey bar that pulses where content is still to come (its size from `className`). Hidden from assistive
 * technology: what it stands in for says that it is busy. A span, so it fits inside text.
 */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cn("block animate-pulse rounded bg-black/8 dark:bg-white/10", className)} />;
}
