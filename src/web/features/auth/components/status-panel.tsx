import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A calm confirmation/notice block ("check your email", "link expired", …). */
export function StatusPanel({
  icon: Icon,
  tone = "default",
  children,
}: {
  icon: LucideIcon;
  tone?: "default" | "warning";
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={
        tone === "warning"
          ? "flex gap-3 rounded-lg border border-amber-500/30 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100"
          : "flex gap-3 rounded-lg border bg-muted/60 p-4 text-sm"
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}
