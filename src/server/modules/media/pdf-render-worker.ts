/**
 * A worker thread's entry (pdf-processing.ts starts one per PDF): renders the job it was started with (pdf-render.ts)
 * and answers one message, a `PdfRenderAnswer`. Bundled as dist/server/pdf-render-worker.js
 * (scripts/build-server.mjs).
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderPdf } from "./pdf-render";
import type { PdfRenderJob } from "./pdf-render-protocol";

const answer = await renderPdf(workerData as PdfRenderJob);
parentPort!.postMessage(answer, answer.ok ? [answer.png.buffer as ArrayBuffer] : []);
