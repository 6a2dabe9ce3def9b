import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ClientConfig } from "../../contracts/system/client-config";
import type { Language } from "../../contracts/language";
import type { PageRenderMessage, PageRenderRequest, PageRenderWorkerData } from "./page-render-protocol";
import { untilApp } from "./until-app";

/** The signed-in user as the session gives it (what the page also carries as `pp-session`). */
export interface PageUser {
  id: string;
  email: string;
}

/** What src/web/prerender/render-page.tsx renders a page from (its `PageRenderInput`). */
export interface PageRenderInput {
  path: string;
  /** The page's query ("?tab=media"; none: ""): the view it names (the Library's tab). */
  search?: string;
  lng: Language;
  user: PageUser;
  /** The page's first GET answers, keyed by URL (page-data.ts). */
  data: Record<string, unknown>;
  config: ClientConfig;
  /** The request's Cookie header. */
  cookie: string;
  /** The app's public origin (APP_URL): the address the page was asked at. */
  origin?: string;
}
type PageRenderer = (input: PageRenderInput) => Promise<string>;
/** What the built module gives: the renderer, and a page to render once at start (its first render is slow). */
export interface LoadedRenderer {
  render: PageRenderer;
  warmUp?: Omit<PageRenderInput, "config">;
}

/**
 * A signed-in page's markup rendered per request (issue 8 §3: /strategy painted only after all its JavaScript), by
 * the app's own components built for Node (src/web/prerender/render-page.tsx -> dist/ssr/render-page.js). The
 * server sends it inside #root like the prerendered auth screens (spa-page.ts); the SPA then takes over. It is
 * never worth a failed page: no renderer, a render that throws or takes longer than RENDER_TIMEOUT_MS all answer
 * `undefined`, and the page goes out without markup as before.
 */
export type PageMarkup = (input: Omit<PageRenderInput, "config" | "origin">) => Promise<string | undefined>;

export const RENDER_TIMEOUT_MS = 1000;

interface Logger {
  warn(obj: object, msg: string): void;
}

type LoadRenderer = () => Promise<LoadedRenderer | undefined>;

/**
 * The thread's file: beside the bundle in dist/server (scripts/build-server.mjs writes page-render-worker.js); in
 * the sources (tests), the TypeScript file beside this one through tsx's hooks (a thread does not inherit the
 * parent's `--import tsx`).
 */
function threadEntry(): { entry: string | URL; eval: boolean } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { entry: new URL("./page-render-worker.js", here), eval: false };
  const source = JSON.stringify(new URL("./page-render-worker.ts", here).href);
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  return { entry: `import(${tsx}).then((tsx) => { tsx.register(); return import(${source}); })`, eval: true };
}

/** The thread's heap: the app's modules, both languages' strings and one page's tree at a time. */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };
/** A thread that died (out of memory, a crash) is started again by a later page, at most this often. */
export const RESTART_AFTER_MS = 10_000;

interface Thread {
  render: PageRenderer;
  warmUp?: LoadedRenderer["warmUp"];
  /** Why it stopped, once it has. */
  dead(): Error | undefined;
}

/** Starts the render thread; resolves once it has loaded the renderer, rejects if it could not. */
function startThread(data: PageRenderWorkerData): Promise<Thread> {
  const { entry, eval: isSource } = threadEntry();
  const worker = new Worker(entry, { eval: isSource, workerData: data, resourceLimits: THREAD_LIMITS });
  worker.unref();
  const pending = new Map<number, { resolve: (html: string) => void; reject: (err: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  const render: PageRenderer = (input) => {
    if (stopped) return Promise.reject(stopped);
    return new Promise<string>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies PageRenderRequest);
    });
  };
  return new Promise<Thread>((resolve, reject) => {
    const stop = (err: Error) => {
      if (stopped) return;
      stopped = err;
      reject(err);
      for (const { reject: fail } of pending.values()) fail(err);
      pending.clear();
      void worker.terminate();
    };
    worker.on("message", (message: PageRenderMessage) => {
      if (message.kind === "ready") resolve({ render, warmUp: message.warmUp, dead: () => stopped });
      else if (message.kind === "failed") stop(new Error(message.error));
      else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.kind === "done") waiting?.resolve(message.html);
        else waiting?.reject(new Error(message.error));
      }
    });
    worker.on("error", (err) => stop(err));
    worker.on("exit", (code) => stop(new Error(`the page render thread stopped (exit code ${code})`)));
  });
}

/**
 * The renderer built beside `webDir` (dist/ssr next to dist/web) with the built app's strings, run in a thread of
 * its own (page-render-worker.ts): a render is milliseconds of CPU that would otherwise stop every API request of
 * the process meanwhile. A thread that died is started again by a later page. Undefined if not built.
 */
export function builtRenderer(webDir: string): LoadRenderer {
  return async () => {
    const file = path.join(webDir, "..", "ssr", "render-page.js");
    if (!fs.existsSync(file)) return undefined;
    const data: PageRenderWorkerData = { file, localesDir: path.join(webDir, "locales") };
    let thread = await startThread(data);
    let startedAt = Date.now();
    const render: PageRenderer = async (input) => {
      if (thread.dead() && Date.now() - startedAt >= RESTART_AFTER_MS) {
        startedAt = Date.now();
        thread = await startThread(data);
      }
      return thread.render(input);
    };
    return { render, warmUp: thread.warmUp };
  };
}

/**
 * Loads the renderer at once (at the server's start) and renders its warm-up page before any visitor's. `origin`: the
 * app's public one (APP_URL), the only one the API lets write, so the one its pages are asked at.
 */
export function pageMarkup(load: LoadRenderer, config: ClientConfig, logger: Logger, origin?: string): PageMarkup {
  const renderer = load().catch((err: unknown) => {
    logger.warn({ err: String(err) }, "page renderer not loaded: pages go out without markup");
    return undefined;
  });
  // The app's state is module-wide (its query client, language, session): one render at a time.
  let queue: Promise<unknown> = renderer.then((loaded) =>
    loaded?.warmUp ? loaded.render({ ...loaded.warmUp, config }).catch(() => {}) : undefined,
  );
  return async (input) => {
    const loaded = await renderer;
    if (!loaded) return undefined;
    const run = queue.then(() => loaded.render({ ...input, config, origin }));
    queue = run.catch(() => {});
    let tooLate!: () => void;
    const late = new Promise<undefined>((resolve) => {
      tooLate = () => resolve(undefined);
    });
    const timer = setTimeout(tooLate, RENDER_TIMEOUT_MS);
    try {
      const html = await Promise.race([run, late]);
      if (html === undefined) logger.warn({ path: input.path }, "page render too slow: sent without markup");
      return html === undefined ? undefined : untilApp(html);
    } catch (err) {
      logger.warn({ path: input.path, err: err instanceof Error ? err.message : String(err) }, "page not rendered");
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
