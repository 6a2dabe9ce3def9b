import { createRequire } from "node:module";
import path from "node:path";
import { MEDIA_LIMITS } from "../../../contracts/media/rules";
import { AppError } from "../../lib/errors";
import { thumbnailOf, type ProcessedFile } from "./image-processing";

// pdf.js's legacy build runs in Node (without a worker thread: its "fake worker" in this process) and reads the
// standard fonts and its image decoders (WebAssembly) from its own package folder.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
const RENDER_TIMEOUT_MS = 30_000;

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | undefined;
const loadPdfJs = () => (pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs"));

/** What pdf.js's Node canvas factory creates (a @napi-rs/canvas Canvas): only what is used here. */
interface NapiCanvas {
  width: number;
  height: number;
  toBuffer(type: "image/png"): Buffer;
}

type Ctx2D = CanvasRenderingContext2D;

const unreadable = () => new AppError({ code: "MEDIA_UNREADABLE" });

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("PDF rendering timed out")), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the PDF with pdf.js (a damaged or encrypted file is refused as unreadable), refuses more than 300 pages, and
 * renders the first page into the thumbnail. The file is stored as uploaded.
 */
export async function processPdf(bytes: Uint8Array): Promise<ProcessedFile> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js takes ownership of the buffer it is given: a copy keeps the upload intact
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    wasmUrl: `${pdfjsDir}/wasm/`,
    verbosity: 0,
  });
  try {
    const doc = await withTimeout(task.promise, RENDER_TIMEOUT_MS).catch(() => {
      throw unreadable();
    });
    if (doc.numPages > MEDIA_LIMITS.pdfMaxPages) throw new AppError({ code: "MEDIA_PDF_TOO_MANY_PAGES" });
    const first = await withTimeout(
      (async () => {
        const page = await doc.getPage(1);
        const natural = page.getViewport({ scale: 1 });
        const scale = (MEDIA_LIMITS.thumbnailSize * 2) / Math.max(natural.width, natural.height);
        const viewport = page.getViewport({ scale });
        // pdf.js's own canvas factory: in Node, the @napi-rs/canvas it depends on (its Path2D must match the canvas)
        const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: NapiCanvas; context: Ctx2D } };
        const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport }).promise;
        return {
          width: Math.round(natural.width),
          height: Math.round(natural.height),
          png: canvas.toBuffer("image/png"),
        };
      })(),
      RENDER_TIMEOUT_MS,
    ).catch(() => {
      throw unreadable();
    });
    return {
      data: bytes,
      contentType: "application/pdf",
      ext: "pdf",
      width: Math.max(1, first.width),
      height: Math.max(1, first.height),
      pageCount: doc.numPages,
      thumbnail: await thumbnailOf(first.png),
    };
  } finally {
    await task.destroy().catch(() => {});
  }
}
