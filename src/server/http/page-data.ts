import type { Language } from "../../contracts/language";
import { loggableError } from "../lib/log-error";
import type { RequestScope } from "../lib/request-scope";
import type { PageLoader } from "../modules/module";

/** A page's first GET answers, by the URL the SPA asks them at (`api()`'s path + query): its body as the API sends it. */
export type PageData = Record<string, unknown>;

/**
 * The data a signed-in page's first render needs, read for the page request itself (issue 8 §3, issue 30: a page's
 * data calls waited for the app's code, then for a round trip each). The SPA answers those GETs from the page once
 * (src/web/lib/api/page-data.ts), so they cost no request. `undefined`: the page carries none.
 */
export type PageDataReader = (
  url: URL,
  userId: string,
  lng: Language,
  scope: RequestScope,
  /** The request's Cookie header: what only the browser knows (its time zone). */
  cookie?: string,
) => Promise<PageData | undefined>;

/** The pages the modules load (each module's `pages`), by path; a path twice is a mistake caught at start. */
export function pageLoaders(pages: readonly Readonly<Record<string, PageLoader>>[]): ReadonlyMap<string, PageLoader> {
  const loaders = new Map<string, PageLoader>();
  for (const byPath of pages) {
    for (const [path, loader] of Object.entries(byPath)) {
      if (loaders.has(path)) throw new Error(`page ${path} is loaded by two modules`);
      loaders.set(path, loader);
    }
  }
  return loaders;
}

/**
 * The loader of a page's path, with the address's parameters: an exact path first, else a path with parameters
 * ("/editor/{postId}") whose other segments match. A parameter is one non-empty segment, decoded.
 */
export function findPageLoader(
  loaders: ReadonlyMap<string, PageLoader>,
  path: string,
): { loader: PageLoader; params: Record<string, string> } | undefined {
  const exact = loaders.get(path);
  if (exact) return { loader: exact, params: {} };
  const segments = path.split("/");
  for (const [pattern, loader] of loaders) {
    const parts = pattern.split("/");
    if (!pattern.includes("{") || parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part === segments[i];
      try {
        params[name] = decodeURIComponent(segments[i]!);
      } catch {
        return false;
      }
      return params[name] !== "";
    });
    if (matches) return { loader, params };
  }
  return undefined;
}

/**
 * Reads a page's data: its module's loader and, with it, every shell loader (`shellData`: what the shell around
 * every page asks), all at once. A page no module loads carries none.
 */
export function pageDataReader(
  loaders: ReadonlyMap<string, PageLoader>,
  shell: readonly PageLoader[] = [],
): PageDataReader {
  return async (url, userId, lng, scope, cookie = "") => {
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const found = findPageLoader(loaders, path);
    if (!found) return undefined;
    const input = { actor: { userId }, lng, search: url.searchParams, params: found.params, scope, cookie };
    try {
      const answers = await Promise.all([...shell, found.loader].map((load) => load(input)));
      return Object.assign({}, ...answers) as PageData;
    } catch (err) {
      // The page never fails for it: the SPA then asks the API as before.
      scope.logger.warn({ err: loggableError(err), page: path }, "page data not read");
      return undefined;
    }
  };
}
