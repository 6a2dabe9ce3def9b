import { FileText } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Media } from "@contracts/media/schemas";
import { defaultDocumentTitle } from "@contracts/posts/rules";
import { PdfPages } from "./pdf-pages";

/**
 * A post's files as the feed shows them under the text: one image at its own ratio, two side by side, three or more
 * as a large one over a row of smaller ones with "+N" on the last; a PDF page by page, under its title (the writer's,
 * else the file name without the extension) and its page count.
 */
export function PreviewMedia({ media, documentTitle }: { media: Media[]; documentTitle?: string | null }) {
  const { t } = useTranslation();
  if (!media.length) return null;
  if (media[0].kind === "pdf") {
    const pdf = media[0];
    return (
      <figure data-testid="preview-media" className="border-t">
        <PdfPages pdf={pdf} />
        <figcaption className="flex items-center gap-1.5 px-4 py-2 text-xs">
          <FileText aria-hidden className="size-3.5" />
          <span data-testid="preview-document-title" className="truncate font-semibold">
            {documentTitle?.trim() || defaultDocumentTitle(pdf.name)}
          </span>
          <span className="opacity-70">· {t("media.pages", { count: pdf.pageCount ?? 0 })}</span>
        </figcaption>
      </figure>
    );
  }
  const [first, ...rest] = media;
  const shown = rest.slice(0, 3);
  const hidden = media.length - 1 - shown.length;
  const img = (m: Media, className: string) => (
    <img key={m.id} src={m.thumbnailUrl} alt={m.name} className={className} loading="lazy" decoding="async" />
  );
  if (media.length === 1)
    return (
      <div data-testid="preview-media" className="border-t">
        {img(first, "max-h-[560px] w-full object-contain")}
      </div>
    );
  if (media.length === 2)
    return (
      <div data-testid="preview-media" className="grid grid-cols-2 gap-0.5 border-t">
        {media.map((m) => img(m, "aspect-square w-full object-cover"))}
      </div>
    );
  return (
    <div data-testid="preview-media" className="flex flex-col gap-0.5 border-t">
      {img(first, "aspect-[16/10] w-full object-cover")}
      <div className="grid gap-0.5" style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}>
        {shown.map((m, i) => (
          <div key={m.id} className="relative">
            {img(m, "aspect-square w-full object-cover")}
            {hidden > 0 && i === shown.length - 1 ? (
              <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-xl font-semibold text-white">
                +{hidden}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
