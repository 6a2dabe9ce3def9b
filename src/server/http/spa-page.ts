import fs from "node:fs";
import path from "node:path";
import type { Prerendered } from "./prerendered";
import type { Language } from "../../contracts/language";

/**
 * The SPA's index.html as each request gets it, so the first paint waits for no extra stage:
 * - `<link rel="modulepreload">` for the requested route's code-split chunks (and its layouts'), read from the
 *   Vite manifest, so they download with the entry instead of after it;
 * - `<meta name="pp-session" content="none">` when the visitor is signed out (no session cookie, or one that names
 *   no live session): the SPA then paints the auth screens without asking /api/auth/get-session;
 * - `<script type="application/json" id="pp-session">` with the signed-in user as get-session returns it (never a
 *   token), so the signed-in routes start their data calls without that round trip either;
 * - `<script type="application/json" id="pp-data">` with the page's first data when the server read it
 *   (page-data.ts: /strategy), so those calls cost no round trip at all.
 * Nothing injected is executable, so the CSP's inline-script hashes (of the built index.html) still cover the page.
 */

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = "src/web/routes/";
const SPLIT_SUFFIX = "?tsr-split=component";
const SIGNED_OUT_APP = "src/web/signed-out-main.tsx";

/** URL path of a route file: "(auth)/sign-in.tsx" -> "/sign-in", "_authenticated/strategy/index.tsx" -> "/strategy". */
export function routePathOf(file: string): string | undefined {
  const segments = file.replace(/\.tsx?$/, "").split("/");
  const last = segments.pop();
  if (!last || last === "route" || last.startsWith("__")) return undefined;
  if (last !== "index") segments.push(last);
  const visible = segments.filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith("_"));
  return "/" + visible.join("/");
}

function readManifest(webDir: string): Manifest {
  const file = path.join(webDir, ".vite", "manifest.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    return {};
  }
}

/**
 * What every page needs beyond index.html's own tags: the app the entry imports dynamically (src/web/boot.ts starts
 * it after the first paint; not the signed-out app, signedOutAssets), its chunks preloaded with the entry so they
 * download meanwhile; and, per route path, the route's files (JS and CSS) beyond those. The app is under the key ""
 * of the map.
 */
export function routeAssets(manifest: Manifest): Map<string, string[]> {
  const closure = (keys: string[], into: Set<string>) => closureOf(manifest, keys, into);
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const inHtml = closure(entryKeys, new Set());
  const appKeys = entryKeys.flatMap((k) => manifest[k]!.dynamicImports ?? []).filter((k) => k !== SIGNED_OUT_APP);
  const inEntry = closure(appKeys, new Set(inHtml));

  const splitKeys = Object.keys(manifest).filter((k) => k.startsWith(ROUTES_DIR) && k.endsWith(SPLIT_SUFFIX));
  const fileOf = (key: string) => key.slice(ROUTES_DIR.length, -SPLIT_SUFFIX.length);
  const layouts = new Map(
    splitKeys.filter((k) => /(^|\/)route\.tsx?$/.test(fileOf(k))).map((k) => [path.posix.dirname(fileOf(k)), k]),
  );

  const byPath = new Map<string, string[]>([["", [...inEntry].filter((f) => !inHtml.has(f))]]);
  for (const key of splitKeys) {
    const file = fileOf(key);
    const routePath = routePathOf(file);
    if (!routePath || byPath.has(routePath)) continue;
    // The route's own chunk and the layout (route.tsx) chunk of each folder above it.
    const keys = [key];
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) {
      const layout = layouts.get(dir);
      if (layout) keys.push(layout);
    }
    const files = [...closure(keys, new Set())].filter((f) => !inEntry.has(f));
    byPath.set(routePath, files);
  }
  return byPath;
}

/**
 * The files of the route an address shows: its path's own, else a route with parameters ("/editor/$postId") whose
 * other segments match.
 */
export function routeFilesOf(assets: ReadonlyMap<string, string[]>, requestPath: string): string[] | undefined {
  const exact = assets.get(requestPath);
  if (exact) return exact;
  const segments = requestPath.split("/");
  for (const [routePath, files] of assets) {
    const parts = routePath.split("/");
    if (!routePath.includes("$") || parts.length !== segments.length) continue;
    if (parts.every((part, i) => (part.startsWith("$") ? segments[i] !== "" : part === segments[i]))) return files;
  }
  return undefined;
}

/** The files of chunks `keys` and of all they import statically (JS and CSS), added to `into`. */
function closureOf(manifest: Manifest, keys: string[], into: Set<string>): Set<string> {
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    stack.push(...(chunk.imports ?? []));
  }
  return into;
}

/**
 * On a signed-out screen the entry starts the signed-out app instead of the app (src/web/boot.ts,
 * signed-out-main.tsx), unless the visitor is signed in: per screen path, that app's files and its page's (the chunk
 * of `<name>-page.tsx` is the one of "/<name>", src/web/signed-out/paths.ts), beyond what index.html loads.
 */
export function signedOutAssets(manifest: Manifest): Map<string, string[]> {
  const app = manifest[SIGNED_OUT_APP];
  if (!app) return new Map();
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const inHtml = closureOf(manifest, entryKeys, new Set());
  const appFiles = closureOf(manifest, [SIGNED_OUT_APP], new Set(inHtml));
  const byPath = new Map<string, string[]>();
  for (const key of app.dynamicImports ?? []) {
    const name = /^([\w-]+)-page$/.exec(manifest[key]?.name ?? "")?.[1];
    if (!name) continue;
    const files = closureOf(manifest, [key], new Set(appFiles));
    byPath.set(
      `/${name}`,
      [...files].filter((f) => !inHtml.has(f)),
    );
  }
  return byPath;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function preloadTag(file: string): string {
  const href = escapeAttr(`/${file}`);
  return file.endsWith(".css")
    ? `<link rel="stylesheet" crossorigin href="${href}">`
    : `<link rel="modulepreload" crossorigin href="${href}">`;
}

/**
 * `head` with each local `<link rel="stylesheet">` preceded by a `<style>` holding the file (its `url()`s are
 * absolute `/assets/...`, so they still resolve). The CSP allows inline styles; a file that could close the element
 * stays a link.
 */
export function inlineStylesheets(webDir: string, head: string): string {
  return head.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="\/(assets\/[^"?#]+\.css)"/.exec(tag)?.[1];
    if (!href) return tag;
    try {
      const css = fs.readFileSync(path.join(webDir, href), "utf8");
      if (/<\/style/i.test(css)) return tag;
      // The link stays, disabled (never fetched): Vite's loader of code-split chunks looks for it before fetching
      // the entry's stylesheet again.
      return `<style>${css}</style>${tag.replace(/>$/, " disabled>")}`;
    } catch {
      return tag;
    }
  });
}

/** True when the Cookie header holds a better-auth session token (`<prefix>.session_token`, maybe `__Secure-`). */
export function hasSessionCookie(cookieHeader: string | undefined, cookiePrefix: string): boolean {
  if (!cookieHeader) return false;
  const name = `${cookiePrefix}.session_token`;
  return cookieHeader.split(";").some((pair) => {
    const [key, value] = pair.trim().split("=", 2);
    return (key === name || key === `__Secure-${name}`) && !!value;
  });
}

/** A value as inert JSON in the page; `<` escaped so no text in it can close the element. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}

/** The user as inert JSON (see jsonScript). */
export function sessionScript(user: unknown): string {
  return jsonScript("pp-session", user);
}

/** What the server knows of the visitor: `null` signed out, an object the signed-in user, `undefined` unknown. */
export type PageSession = object | null | undefined;
/** `rendered`: a signed-in page's markup, rendered for this request (page-render.ts). */
export type SpaPage = (
  requestPath: string,
  session: PageSession,
  lng?: Language,
  data?: object,
  rendered?: string,
) => string;

export interface SpaPageOptions {
  /** The public client settings (GET /api/client-config), inlined so the SPA need not ask for them. */
  clientConfig?: object;
  /** Build-time markup of the signed-out screens (prerendered.ts). */
  prerendered?: Prerendered;
}

const ROOT = '<div id="root"></div>';

export function spaPage(webDir: string, indexHtml: string, options: SpaPageOptions = {}): SpaPage {
  const manifest = readManifest(webDir);
  const assets = routeAssets(manifest);
  const signedOutFiles = signedOutAssets(manifest);
  const app = assets.get("") ?? [];
  const headEnd = indexHtml.lastIndexOf("</head>");
  if (headEnd < 0) return () => indexHtml;
  // Without an empty #root after the head there is nowhere to put prerendered markup: the head tags still go in.
  const foundRoot = indexHtml.indexOf(ROOT, headEnd);
  const rootAt = foundRoot < 0 ? indexHtml.length : foundRoot;
  const htmlTag = /^([\s\S]*?<html\b[^>]*?\blang=")([^"]*)(")/.exec(indexHtml);
  const head = indexHtml.slice(htmlTag ? htmlTag[0].length : 0, headEnd);
  const body = indexHtml.slice(headEnd, rootAt);
  const tail = foundRoot < 0 ? "" : indexHtml.slice(rootAt + ROOT.length);
  const signedOut = '<meta name="pp-session" content="none">';
  const inlineCss = inlineStylesheets(webDir, head);
  const config = options.clientConfig ? jsonScript("pp-config", options.clientConfig) : "";
  return (requestPath, session, lng = "en", data, rendered) => {
    const normalised = requestPath.length > 1 ? requestPath.replace(/\/+$/, "") : requestPath;
    const screenFiles = session ? undefined : signedOutFiles.get(normalised);
    const files = screenFiles ?? [...app, ...(routeFilesOf(assets, normalised) ?? [])];
    // On a signed-out screen: the app it hands over to after a sign-in, fetched once the visitor starts filling a
    // form (src/web/signed-out-main.tsx), not with the first load.
    const later = screenFiles
      ? jsonScript(
          "pp-app",
          app.filter((f) => !f.endsWith(".css") && !screenFiles.includes(f)).map((f) => `/${f}`),
        )
      : "";
    const marker =
      session === null ? signedOut : session ? sessionScript(session) + (data ? jsonScript("pp-data", data) : "") : "";
    // Only a signed-out visitor sees these screens (a signed-in one is sent on to "/"); a signed-in page's comes
    // rendered for the request. Both are taken over by the app the same way.
    const markup =
      foundRoot < 0 ? undefined : session === null ? options.prerendered?.(normalised, lng) : session && rendered;
    // Over a prerendered screen the code downloads after the first paint (src/web/boot.ts reads the list), so the
    // paint shares the network with nothing but the page and its font.
    const tags = markup
      ? files
          .filter((f) => f.endsWith(".css"))
          .map(preloadTag)
          .join("") +
        jsonScript(
          "pp-preload",
          files.filter((f) => !f.endsWith(".css")).map((f) => `/${f}`),
        )
      : files.map(preloadTag).join("");
    // A prerendered screen paints from the HTML alone: its stylesheet comes inline, not as a second request.
    const headTags = markup ? inlineCss : head;
    const start = htmlTag ? `${htmlTag[1]}${markup ? lng : htmlTag[2]}${htmlTag[3]}` : "";
    const root = markup ? `<div id="root" data-prerendered="${lng}">${markup}</div>` : foundRoot < 0 ? "" : ROOT;
    return start + headTags + marker + config + tags + later + body + root + tail;
  };
}
