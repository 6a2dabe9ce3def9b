import type { PageRenderInput } from "./page-render";

/** What the page render thread is started with: the built renderer and the built app's strings, by language. */
export interface PageRenderWorkerData {
  /** dist/ssr/render-page.js */
  file: string;
  /** dist/web/locales: one folder per language, one JSON file per namespace. */
  localesDir: string;
}

/** main -> thread: render this page. */
export interface PageRenderRequest {
  id: number;
  input: PageRenderInput;
}

/** thread -> main: once loaded (`ready`, with the module's warm-up page), then one answer per request. */
export type PageRenderMessage =
  | { kind: "ready"; warmUp?: Omit<PageRenderInput, "config"> }
  | { kind: "failed"; error: string }
  | { kind: "done"; id: number; html: string }
  | { kind: "error"; id: number; error: string };
