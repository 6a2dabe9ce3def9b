import { CloudOff, Check, Clock, LoaderCircle, TriangleAlert } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { AutosaveStatus } from "@/lib/autosave/autosave";
import { cn } from "@/lib/utils";

const ICONS = {
  saved: Check,
  pending: Clock,
  saving: LoaderCircle,
  offline: CloudOff,
  retrying: TriangleAlert,
  conflict: TriangleAlert,
  error: TriangleAlert,
};

/**
 * The autosave indicator: saved / unsaved changes / saving / offline (kept on this device) / not saved, retrying (the
 * server failed) / conflict / not saved.
 * Only "saving" (a request in flight) spins: "unsaved changes" lasts as long as the writer types, and a spinning
 * icon then would need a frame from the page every 16 ms on top of the keystrokes'. The spin is on a wrapper
 * (an HTML box), which the compositor can animate without the page; an SVG's own animation needs the main thread.
 */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  const warn = status === "conflict" || status === "error" || status === "retrying";
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn(
        "inline-flex items-center gap-1.5 text-xs whitespace-nowrap",
        warn ? "font-medium text-destructive" : "text-muted-foreground",
      )}
    >
      <span aria-hidden className={cn("inline-flex", status === "saving" && "animate-spin")}>
        <Icon aria-hidden className="size-3.5" />
      </span>
      {t(`editor.status.${status}`)}
    </span>
  );
}
