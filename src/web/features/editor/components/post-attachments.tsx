import { ArrowLeft, ArrowRight, ImagePlus, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { knownMessageKey } from "@contracts/error-messages";
import type { Media } from "@contracts/media/schemas";
import { Button } from "@/components/ui/button";
import { MediaThumbnail } from "@/entities/media/components/media-thumbnail";
import { UploadList } from "@/entities/media/components/upload-list";
import type { UploadState } from "@/entities/media/api";

const MediaPicker = lazy(() => import("@/entities/media/components/media-picker"));

/**
 * The post's files in order: each can move earlier or later or be removed; "Add from Library" opens the picker.
 * Files dropped on or pasted into the editor arrive through the uploads shown here. `readOnly` (a role that reads
 * the post): the files only, none when there are none.
 */
export function PostAttachments({
  readOnly = false,
  media,
  onMove,
  onRemove,
  onAdd,
  problem,
  uploads,
  onDismissUpload,
}: {
  readOnly?: boolean;
  media: Media[];
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAdd: (media: Media[]) => void;
  /** The message code of the last refused addition (e.g. MEDIA_MIXED). */
  problem: string | null;
  uploads: UploadState[];
  onDismissUpload: (key: string) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  if (readOnly && !media.length) return null;
  return (
    <section aria-labelledby="attachments-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="attachments-title" className="text-sm font-medium">
          {t("editor.media.title")}
        </h2>
        {readOnly ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
            <ImagePlus aria-hidden className="size-4" />
            {t("editor.media.add")}
          </Button>
        )}
      </div>
      {readOnly ? null : <p className="text-xs text-muted-foreground">{t("editor.media.hint")}</p>}
      {problem ? (
        <p role="alert" className="text-xs text-destructive">
          {t(knownMessageKey(problem) ?? "apiErrors.invalid")}
        </p>
      ) : null}
      <UploadList uploads={uploads} onDismiss={onDismissUpload} />
      {media.length ? (
        <ol className="flex flex-wrap gap-2" aria-label={t("editor.media.list")}>
          {media.map((m, i) => (
            <li key={m.id} className="flex w-28 flex-col gap-1 rounded-md border p-1" data-testid="attachment">
              <MediaThumbnail media={m} className="aspect-square w-full rounded" />
              {readOnly ? null : (
                <div className="flex items-center justify-between">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={i === 0}
                    aria-label={t("editor.media.moveEarlier", { name: m.name })}
                    onClick={() => onMove(i, -1)}
                  >
                    <ArrowLeft aria-hidden className="size-3.5" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t("editor.media.remove", { name: m.name })}
                    onClick={() => onRemove(i)}
                  >
                    <X aria-hidden className="size-3.5" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={i === media.length - 1}
                    aria-label={t("editor.media.moveLater", { name: m.name })}
                    onClick={() => onMove(i, 1)}
                  >
                    <ArrowRight aria-hidden className="size-3.5" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <MediaPicker open={picking} onOpenChange={setPicking} onPick={onAdd} />
        </Suspense>
      ) : null}
    </section>
  );
}
