import { Worker } from "node:worker_threads";
import { MEDIA_LIMITS } from "../../../contracts/media/rules";
import { AppError } from "../../lib/errors";
import { thumbnailOf, type ProcessedFile } from "./image-processing";
import type { PdfRenderAnswer, PdfRenderJob } from "./pdf-render-protocol";

/** Opening, counting and rendering one PDF: past it, the worker is stopped and the file refused. */
export const PDF_RENDER_TIMEOUT_MS = 30_000;

/**
 * The worker's memory: pdf.js's objects and pdf-lib's page tree live in this heap (the file's bytes and decoded
 * images are buffers beside it, bounded by the upload limit and `maxImageSize`). Past it, the worker dies alone.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 };

/**
 * The worker's file: beside the bundle in dist/server (this module is bundled into index.js and worker.js, and
 * scripts/build-server.mjs writes pdf-render-worker.js there); in the sources (tests, `npm run dev`), the TypeScript
 * file beside this one, loaded through tsx's hooks (a worker thread does not inherit the parent's `--import tsx`).
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { entry: new URL("./pdf-render-worker.js", here), eval: false };
  const source = JSON.stringify(new URL("./pdf-render-worker.ts", here).href);
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  return { entry: `import(${tsx}).then((tsx) => { tsx.register(); return import(${source}); })`, eval: true };
}

const tooComplex = () => new AppError({ code: "MEDIA_TOO_COMPLEX" });

/** Runs one job in a worker thread of its own, stopped after `timeoutMs`; the thread ends with the job. */
export function renderInWorker(job: PdfRenderJob, timeoutMs = PDF_RENDER_TIMEOUT_MS): Promise<PdfRenderAnswer> {
  const { entry, eval: isSource } = workerEntry();
  // the worker gets its own copy of the bytes (transferred, not cloned a second time): the upload stays intact
  const bytes = new Uint8Array(job.bytes);
  const worker = new Worker(entry, {
    eval: isSource,
    workerData: { ...job, bytes },
    transferList: [bytes.buffer],
    resourceLimits: RESOURCE_LIMITS,
  });
  return new Promise<PdfRenderAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(tooComplex())), timeoutMs);
    worker.once("message", (answer: PdfRenderAnswer) => settle(() => resolve(answer)));
    // out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash in pdf.js: the file, not the server
    worker.once("error", () => settle(() => reject(tooComplex())));
    worker.once("exit", () => settle(() => reject(tooComplex())));
  });
}

/**
 * Opens the PDF with pdf.js in a worker thread (a damaged or encrypted file is refused as unreadable), refuses more
 * than 300 pages (counted in the page tree, not taken from the file's `/Count`), and renders the first page into the
 * thumbnail. The file is stored as uploaded.
 */
export async function processPdf(bytes: Uint8Array): Promise<ProcessedFile> {
  const answer = await renderInWorker({
    bytes,
    maxPages: MEDIA_LIMITS.pdfMaxPages,
    renderSize: MEDIA_LIMITS.thumbnailSize * 2,
    maxImagePixels: MEDIA_LIMITS.imageMaxPixels,
  });
  if (!answer.ok) throw new AppError({ code: answer.code });
  return {
    data: bytes,
    contentType: "application/pdf",
    ext: "pdf",
    width: answer.width,
    height: answer.height,
    pageCount: answer.pageCount,
    thumbnail: await thumbnailOf(answer.png),
  };
}
