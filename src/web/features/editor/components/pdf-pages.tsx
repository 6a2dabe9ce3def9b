import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Media } from "@contracts/media/schemas";
import { cn } from "@/lib/utils";

type PdfJs = typeof import("pdfjs-dist");
let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js and its worker, loaded the first time a PDF is previewed (the server made page 1's thumbnail). */
const loadPdfJs = () =>
  (pdfjs ??= Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
  ));

const buttonClass =
  "inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white outline-none hover:bg-black/75 focus-visible:ring-[3px] focus-visible:ring-ring aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-black/60";

/**
 * A document post as the feed shows it: its pages one at a time, with previous / next buttons and "Page 2 of 7". Page
 * 1 is the server's thumbnail until pdf.js (loaded on first use, in a worker) has the file; each page is then drawn
 * at the card's width. Should the file not load, page 1 stays, without the buttons. At either end its button says
 * so (aria-disabled) and keeps the focus, which a disabled button would drop.
 */
export function PdfPages({ pdf }: { pdf: Media }) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const count = doc?.numPages ?? pdf.pageCount ?? 1;

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setDoc(null);
    setPage(1);
    setDrawn(0);
    void loadPdfJs()
      .then((lib) => lib.getDocument({ url: pdf.url, isEvalSupported: false }).promise)
      .then((d) => {
        loaded = d;
        if (cancelled) void d.destroy();
        else setDoc(d);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [pdf.url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    let cancelled = false;
    void doc.getPage(page).then((p) => {
      if (cancelled) return;
      const natural = p.getViewport({ scale: 1 });
      const width = (canvas.parentElement?.clientWidth || natural.width) * Math.min(window.devicePixelRatio || 1, 2);
      const viewport = p.getViewport({ scale: width / natural.width });
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext("2d");
      if (!context) return;
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      task = p.render({ canvas, canvasContext: context, viewport });
      task.promise.then(() => !cancelled && setDrawn(page)).catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  const pageLabel = t("editor.preview.pdfPage", { page, count });
  return (
    <div className="relative bg-white">
      {drawn === 0 ? (
        <img
          src={pdf.thumbnailUrl}
          alt={t("media.pdfAlt", { name: pdf.name })}
          className="max-h-[420px] w-full bg-white object-contain"
        />
      ) : null}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`${t("media.pdfAlt", { name: pdf.name })} · ${pageLabel}`}
        data-testid="pdf-page"
        data-page={drawn}
        className={cn("block max-h-[420px] w-full object-contain", drawn === 0 && "hidden")}
      />
      {doc && count > 1 ? (
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <button
            type="button"
            aria-label={t("editor.preview.pdfPrevious")}
            aria-disabled={page <= 1}
            onClick={() => setPage((n) => Math.max(1, n - 1))}
            className={buttonClass}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <span aria-live="polite" className="text-xs text-[rgba(0,0,0,0.75)] tabular-nums">
            {pageLabel}
          </span>
          <button
            type="button"
            aria-label={t("editor.preview.pdfNext")}
            aria-disabled={page >= count}
            onClick={() => setPage((n) => Math.min(count, n + 1))}
            className={buttonClass}
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
