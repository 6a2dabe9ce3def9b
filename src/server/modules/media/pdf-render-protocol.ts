/** What pdf-processing.ts sends its PDF worker thread (pdf-render-worker.ts), and what the worker answers. */
export interface PdfRenderJob {
  bytes: Uint8Array;
  maxPages: number;
  /** Longest side of the rendered first page, in pixels. */
  renderSize: number;
  /** Images in the page larger than this (width x height) are not drawn. */
  maxImagePixels: number;
}

export type PdfRenderAnswer =
  | { ok: true; pageCount: number; width: number; height: number; png: Uint8Array }
  | { ok: false; code: "MEDIA_UNREADABLE" | "MEDIA_PDF_TOO_MANY_PAGES" };
