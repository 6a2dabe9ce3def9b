// Which requests the service worker (./service-worker.ts) answers, and how. Plain data and functions, no browser
// API, so they are unit-tested (tests/web/offline-rules.test.ts) and the worker stays a thin shell around them.

/** Cache names: assets per build (hashed, immutable), the last-seen pages and API reads per signed-in browser. */
export const CACHE_PREFIX = "pp-";
export const ASSETS_CACHE_PREFIX = `${CACHE_PREFIX}assets-`;
export const DATA_CACHE = `${CACHE_PREFIX}data-v1`;
/** Key under which the last signed-in page is kept, served offline for a page never opened before. */
export const SHELL_KEY = "/__offline-shell";

/**
 * - `page`: a navigation: network first; offline, the same page as last seen, else the last page (the SPA routes
 *   by the URL).
 * - `asset`: hashed build files, fonts: from the cache, else the network (and kept).
 * - `static`: translations and the icon: network first, else the cache.
 * - `read`: the API reads the editors need to open a post or a carousel offline (and a post's attachments' files
 *   and thumbnails): network first, else the last answer.
 * - `write`: a post or a carousel written (created, saved): the network only, and its answer becomes its last
 *   read, so a reload offline starts from the version the local copy builds on.
 * - `null`: not touched (sign-in, search, lists, uploads, other origins...).
 */
export type OfflineRule = "page" | "asset" | "static" | "read" | "write" | null;

const READS = [
  /^\/api\/me$/,
  /^\/api\/profile$/,
  /^\/api\/client-config$/,
  /^\/api\/strategies$/,
  /^\/api\/posts\/[0-9a-f-]{36}$/i,
  /^\/api\/carousels\/[0-9a-f-]{36}$/i,
  // a post's attachments as the editor shows them (members-only routes: kept with the signed-in data)
  /^\/api\/media\/[0-9a-f-]{36}\/(file|thumbnail)$/i,
];

/** Answers larger than this are not kept (a 100 MB PDF is never needed offline: its thumbnail is). */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024;
const POST_WRITE = /^\/api\/(posts|carousels)(\/[0-9a-f-]{36})?$/i;

export function offlineRule(method: string, url: URL, origin: string, mode?: string): OfflineRule {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (method === "GET" && mode === "navigate") {
    return path.startsWith("/api/") || path.startsWith("/uploads/") || path.startsWith("/dev/") ? null : "page";
  }
  if (method === "GET") {
    if (path.startsWith("/assets/") || path.startsWith("/fonts/")) return "asset";
    if (path.startsWith("/locales/") || path === "/favicon.svg" || path === "/intl-warm.js") return "static";
    if (READS.some((r) => r.test(path)) && url.search === "") return "read";
    return null;
  }
  if ((method === "PATCH" || method === "POST") && POST_WRITE.test(path)) return "write";
  return null;
}

/** The read a write's answer stands for: `/api/posts/{id}` of the post it returns (`/api/carousels/{id}`, a carousel). */
export function postReadKey(origin: string, body: unknown): string | null {
  const answer = body as { post?: { id?: unknown }; carousel?: { id?: unknown } } | null;
  const [kind, id] = answer?.post ? ["posts", answer.post.id] : ["carousels", answer?.carousel?.id];
  return typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) ? `${origin}/api/${kind}/${id}` : null;
}

/** The cache key of a page: its path (the query string is the SPA's business, one copy per page). */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Asset caches to delete when build `current` activates: all but it and the newest other one (open tabs). */
export function staleAssetCaches(names: string[], current: string): string[] {
  const others = names.filter((n) => n.startsWith(ASSETS_CACHE_PREFIX) && n !== current).sort();
  return others.slice(0, Math.max(0, others.length - 1));
}

/** The URLs a page asks the worker to keep after it loaded (requests made before the worker took control). */
export function urlsToKeep(entries: string[], origin: string): string[] {
  const keep = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry, origin);
    } catch {
      continue;
    }
    const rule = offlineRule("GET", url, origin);
    if (rule === "asset" || rule === "static" || rule === "read") keep.add(url.href);
  }
  return [...keep];
}

/**
 * A signed-in page kept to be shown offline, as it is shown then: without what the server rendered for that request
 * (its markup inside #root and its first data, `pp-data`: http/spa-page.ts). Both were true when the page was
 * fetched; shown later, the data would answer the app's first reads with old answers (an older version of a post
 * than its local copy builds on: a false conflict) and the markup would paint them. The app then renders the page
 * from the kept API answers and the local copies. The markup ends at the page's last `</div>` (index.html has none
 * after #root).
 */
export function withoutServerRender(html: string): string {
  const withoutData = html.replace(/<script type="application\/json" id="pp-data">[\s\S]*?<\/script>/, "");
  const start = withoutData.search(/<div id="root" data-prerendered="[\w-]+">/);
  const end = withoutData.lastIndexOf("</div>");
  if (start < 0 || end < start) return withoutData;
  return `${withoutData.slice(0, start)}<div id="root"></div>${withoutData.slice(end + "</div>".length)}`;
}
