import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ClientConfig } from "../../contracts/system/client-config";
import { LANGUAGES, type Language } from "../../contracts/language";
import { mergeStrings, type Strings } from "../../shared/i18n/strings";
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
export type PageMarkup = (input: Omit<PageRenderInput, "config">) => Promise<string | undefined>;

export const RENDER_TIMEOUT_MS = 1000;

interface Logger {
  warn(obj: object, msg: string): void;
}

type LoadRenderer = () => Promise<LoadedRenderer | undefined>;

/** Every file of a language's strings (locales/<lng>/<namespace>.json), as one tree: a render may show any page. */
function allStrings(dir: string): Strings {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .reduce<Strings>(
      (all, f) => mergeStrings(all, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Strings),
      {},
    );
}

/** The renderer built beside `webDir` (dist/ssr next to dist/web) with the built app's strings; undefined if absent. */
export function builtRenderer(webDir: string): LoadRenderer {
  return async () => {
    const file = path.join(webDir, "..", "ssr", "render-page.js");
    if (!fs.existsSync(file)) return undefined;
    const strings = Object.fromEntries(LANGUAGES.map((lng) => [lng, allStrings(path.join(webDir, "locales", lng))]));
    const mod = (await import(pathToFileURL(file).href)) as {
      createPageRenderer: (s: object) => PageRenderer;
      WARM_UP?: LoadedRenderer["warmUp"];
    };
    return { render: mod.createPageRenderer(strings), warmUp: mod.WARM_UP };
  };
}

/** Loads the renderer at once (at the server's start) and renders its warm-up page before any visitor's. */
export function pageMarkup(load: LoadRenderer, config: ClientConfig, logger: Logger): PageMarkup {
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
    const run = queue.then(() => loaded.render({ ...input, config }));
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
