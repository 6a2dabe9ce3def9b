import { Check } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Media, MediaKind } from "@contracts/media/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorText } from "@/lib/api/api-error-text";
import { useCan } from "@/entities/profile/use-can";
import { cn } from "@/lib/utils";
import { useMediaList, useUploads } from "../api";
import { MediaThumbnail } from "./media-thumbnail";
import { UploadBlock } from "./upload-block";

/**
 * Chooses files from the Library (or uploads new ones, chosen at once) to attach to a post; answers them in the
 * order they were picked. Loaded only when opened (the editor's own code stays small).
 */
export default function MediaPicker({
  open,
  onOpenChange,
  onPick,
  kind = "",
  single = false,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: Media[]) => void;
  /** Only files of this kind are listed and taken from uploads (a carousel's image slide: "image"). */
  kind?: MediaKind | "";
  /** One file at most: picking another replaces it. */
  single?: boolean;
  /** The dialog's title and its button, when not a post's ("Add from Library", "Attach"). */
  labels?: { title: string; pick: string };
}) {
  const { t } = useTranslation();
  // picking a file is writing the post; uploading one is changing the Library (media.write: refused without it)
  const mayUpload = useCan("media.write");
  const list = useMediaList(kind);
  const [picked, setPicked] = useState<Media[]>([]);
  const take = (media: Media) => !kind || media.kind === kind;
  const uploads = useUploads((media) => {
    if (take(media)) setPicked((p) => (single ? [media] : [...p, media]));
  });
  const toggle = (media: Media) =>
    setPicked((p) =>
      p.some((m) => m.id === media.id) ? p.filter((m) => m.id !== media.id) : single ? [media] : [...p, media],
    );
  const close = (next: boolean) => {
    if (!next) setPicked([]);
    onOpenChange(next);
  };
  const items = list.items;
  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      width="3xl"
      // the list scrolls, the title and the buttons stay
      className="flex flex-col overflow-y-visible p-4 sm:p-6"
      title={labels?.title ?? t("editor.media.pickerTitle")}
      description={t(mayUpload ? "editor.media.pickerDescription" : "editor.media.pickerDescriptionNoUpload")}
    >
      <div className="flex min-h-0 flex-col gap-3 overflow-y-auto">
        <UploadBlock mayUpload={mayUpload} uploads={uploads} />
        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
            <Spinner className="size-5" />
            {t("media.loading")}
          </div>
        ) : list.isError ? (
          <p role="alert" className="py-8 text-center text-sm">
            {apiErrorText(list.error, t)}
          </p>
        ) : items.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("media.empty")}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
            {items.map((media) => {
              const order = picked.findIndex((m) => m.id === media.id);
              return (
                <li key={media.id}>
                  <button
                    type="button"
                    aria-pressed={order >= 0}
                    onClick={() => toggle(media)}
                    className={cn(
                      "relative block w-full overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      order >= 0 ? "border-primary" : "border-transparent",
                    )}
                  >
                    <MediaThumbnail media={media} className="aspect-square w-full" decorative />
                    <span className="sr-only">{media.name}</span>
                    {order >= 0 ? (
                      <span className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                        {picked.length > 1 ? order + 1 : <Check aria-hidden className="size-4" />}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button variant="outline" className="self-center" onClick={list.more} busy={list.isFetchingNextPage}>
            {t("library.more")}
          </Button>
        ) : null}
      </div>
      <DialogActions cancelLabel={t("editor.media.cancel")}>
        <Button
          disabled={!picked.length}
          onClick={() => {
            onPick(picked);
            close(false);
          }}
        >
          {labels
            ? labels.pick
            : picked.length
              ? t("editor.media.attach", { count: picked.length })
              : t("editor.media.attachNone")}
        </Button>
      </DialogActions>
    </DialogShell>
  );
}
