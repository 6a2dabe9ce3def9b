import { formatBytes } from "@contracts/media/rules";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { useMediaStorage } from "../api";

/** The space the workspace's files take, against its quota (WORKSPACE_STORAGE_QUOTA_MB) when there is one. */
export function StorageUsage({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const storage = useMediaStorage();
  if (!storage.data) return null;
  const lng = i18n.resolvedLanguage ?? "en";
  const { usedBytes, quotaBytes } = storage.data;
  const used = formatBytes(usedBytes, lng);
  if (quotaBytes === null)
    return (
      <span className={cn("text-xs text-muted-foreground", className)} data-testid="media-storage">
        {t("media.storage.unlimited", { used })}
      </span>
    );
  const text = t("media.storage.used", { used, quota: formatBytes(quotaBytes, lng) });
  const percent = Math.min(100, Math.round((usedBytes / quotaBytes) * 100));
  return (
    <div className={cn("flex w-full max-w-56 flex-col gap-1", className)} data-testid="media-storage">
      <span className="text-xs text-muted-foreground">{text}</span>
      <div
        role="meter"
        aria-label={t("media.storage.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full", percent >= 90 ? "bg-destructive" : "bg-primary")}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
