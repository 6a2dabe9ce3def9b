/**
 * Opens a PDF with pdf.js, counts its pages and renders page 1: the work of the PDF worker thread
 * (pdf-render-worker.ts), kept out of the app's event loop (pdf.js renders synchronously for seconds on a large image).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { PDFDocument, ParseSpeeds } from "pdf-lib";
import type { PdfRenderJob, PdfRenderAnswer } from "./pdf-render-protocol";

// pdf.js's legacy build runs in Node (its "fake worker": in this thread) and reads the standard fonts and its image
// decoders (WebAssembly) from its own package folder.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** What pdf.js's Node canvas factory creates (a @napi-rs/canvas Canvas): only what is used here. */
interface NapiCanvas {
  width: number;
  height: number;
  toBuffer(type: "image/png"): Buffer;
}

/**
 * The leaves of the page tree, walked through its `/Kids` (pdf-lib), or null when pdf-lib cannot read the file. pdf.js
 * takes the page count from the tree's `/Count`, which the file declares: a 301-page file declaring 1 shows 1 page
 * here, while other readers (LinkedIn's among them, maybe) count its 301.
 */
async function pagesInTree(bytes: Uint8Array): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
    return doc.getPageCount();
  } catch {
    return null;
  }
}

export async function renderPdf(job: PdfRenderJob): Promise<PdfRenderAnswer> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    // pdf.js takes ownership of the buffer it is given: a copy keeps the bytes for pdf-lib
    data: new Uint8Array(job.bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    wasmUrl: `${pdfjsDir}/wasm/`,
    // an image larger than LinkedIn takes as a photo is left out of the thumbnail (its pixels alone would be 145 MB+)
    maxImageSize: job.maxImagePixels,
    verbosity: 0,
  });
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch {
      return { ok: false, code: "MEDIA_UNREADABLE" };
    }
    const pageCount = Math.max(doc.numPages, (await pagesInTree(job.bytes)) ?? 0);
    if (pageCount > job.maxPages) return { ok: false, code: "MEDIA_PDF_TOO_MANY_PAGES" };
    try {
      const page = await doc.getPage(1);
      const natural = page.getViewport({ scale: 1 });
      const scale = job.renderSize / Math.max(natural.width, natural.height);
      const viewport = page.getViewport({ scale });
      // pdf.js's own canvas factory: in Node, the @napi-rs/canvas it depends on (its Path2D must match the canvas)
      const factory = doc.canvasFactory as {
        create(w: number, h: number): { canvas: NapiCanvas; context: CanvasRenderingContext2D };
      };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport }).promise;
      const png = canvas.toBuffer("image/png");
      return {
        ok: true,
        pageCount,
        width: Math.max(1, Math.round(natural.width)),
        height: Math.max(1, Math.round(natural.height)),
        png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
      };
    } catch {
      return { ok: false, code: "MEDIA_UNREADABLE" };
    }
  } finally {
    await task.destroy().catch(() => {});
  }
}
