import { FileText } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Media } from "@contracts/media/schemas";
import { cn } from "@/lib/utils";

/** A file's thumbnail (a PDF's first page, with its page count over it). */
export function MediaThumbnail({
  media,
  className,
  decorative = false,
}: {
  media: Media;
  className?: string;
  /** The control around it already names the file: no alternative text of its own. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      <img
        src={media.thumbnailUrl}
        alt={decorative ? "" : media.kind === "pdf" ? t("media.pdfAlt", { name: media.name }) : media.name}
        loading="lazy"
        decoding="async"
        // shown whole, never cropped: an image of text or a PDF page keeps its edges (on a neutral background)
        className="size-full object-contain"
      />
      {media.kind === "pdf" ? (
        <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-[11px] font-medium text-white">
          <FileText aria-hidden className="size-3" />
          {t("media.pages", { count: media.pageCount ?? 0 })}
        </span>
      ) : null}
    </div>
  );
}
