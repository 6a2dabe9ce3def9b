import { X } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { apiErrorText } from "@/lib/api/api-error-text";
import type { UploadState } from "../api";

/** The files being sent, each with its progress bar, and those refused with the reason. */
export function UploadList({ uploads, onDismiss }: { uploads: UploadState[]; onDismiss: (key: string) => void }) {
  const { t, i18n } = useTranslation();
  if (!uploads.length) return null;
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? "en", { style: "percent" });
  return (
    <ul aria-label={t("media.uploads")} className="flex flex-col gap-2">
      {uploads.map((u) => (
        <li key={u.key} className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="truncate font-medium">{u.name}</span>
            {u.error ? (
              <span role="alert" className="text-xs text-destructive">
                {apiErrorText(u.error, t)}
              </span>
            ) : (
              <Progress value={u.percent} label={t("media.uploading", { name: u.name })} />
            )}
          </div>
          {u.error ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("media.dismiss", { name: u.name })}
              onClick={() => onDismiss(u.key)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          ) : (
            <span className="w-12 text-right text-xs text-muted-foreground tabular-nums">
              {percent.format(u.percent / 100)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
