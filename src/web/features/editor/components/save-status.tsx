import { CloudOff, Check, LoaderCircle, TriangleAlert } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import type { AutosaveStatus } from "@/lib/autosave";
import { cn } from "@/lib/utils";

const ICONS = {
  saved: Check,
  pending: LoaderCircle,
  saving: LoaderCircle,
  offline: CloudOff,
  conflict: TriangleAlert,
  error: TriangleAlert,
};

/** The autosave indicator: saved / saving / offline (kept on this device) / conflict / not saved. */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  const warn = status === "conflict" || status === "error";
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn(
        "inline-flex items-center gap-1.5 text-xs whitespace-nowrap",
        warn ? "font-medium text-destructive" : "text-muted-foreground",
      )}
    >
      <Icon aria-hidden className={cn("size-3.5", (status === "saving" || status === "pending") && "animate-spin")} />
      {t(`editor.status.${status}`)}
    </span>
  );
}
