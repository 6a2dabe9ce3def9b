import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Context, Hono, Next } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { gzipSync } from "node:zlib";
import type { AppEnv } from "./env";
import type { PageDataReader } from "./page-data";
import type { PageMarkup, PageUser } from "./page-render";
import type { PageSessionReader } from "./page-session";
import { loadPrerendered, requestLanguage } from "./prerendered";
import { spaPage } from "./spa-page";

/** Hashes of the inline <script> blocks of index.html (the theme script that avoids a flash), for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1]).digest("base64")}'`);
  }
  return hashes;
}

export function readIndexHtml(webDir: string): string | undefined {
  const file = path.join(webDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, unknown paths -> index.html
 * (with the requested route's preloads, the visitor's session, the public client settings, a signed-in page's first
 * data (page-data.ts) and, for a signed-out
 * visitor on an auth screen, that screen's prerendered markup in their language: see spa-page.ts, prerendered.ts). Files come precompressed (.br/.gz written by
 * scripts/precompress.mjs) when the browser accepts it; the page itself is gzipped per request.
 */
export function mountSpa(
  app: Hono<any>,
  webDir: string,
  indexHtml: string | undefined,
  readSession: PageSessionReader,
  clientConfig?: { linkedinEnabled: boolean },
  readPageData?: PageDataReader,
  renderPage?: PageMarkup,
): void {
  const root = path.relative(process.cwd(), webDir) || ".";
  const cacheFor = (value: string) => async (c: Context, next: Next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
  };
  const page = indexHtml
    ? spaPage(webDir, indexHtml, {
        clientConfig,
        prerendered: loadPrerendered(webDir, clientConfig?.linkedinEnabled ?? true),
      })
    : undefined;
  const servePage = async (c: Context<AppEnv>) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    if (!page) return c.text("The web app is not built. Run: npm run build", 503);
    const { session, setCookies } = await readSession(c.req.raw.headers);
    for (const line of setCookies) c.header("Set-Cookie", line, { append: true });
    const url = new URL(c.req.url);
    const lng = requestLanguage(url, c.req.header("cookie"), c.req.header("accept-language"));
    const userId = session && "id" in session && typeof session.id === "string" ? session.id : undefined;
    const data =
      userId && readPageData ? await readPageData(url, userId, lng, c.var, c.req.header("cookie") ?? "") : undefined;
    const user = userId ? (session as PageUser) : undefined;
    const markup =
      user && data && renderPage
        ? await renderPage({
            path: c.req.path,
            search: url.search,
            lng,
            user,
            data,
            cookie: c.req.header("cookie") ?? "",
          })
        : undefined;
    const html = page(c.req.path, session, lng, data, markup);
    // The page depends on the session cookie and the language: never share it between visitors.
    c.header("Cache-Control", "private, no-cache");
    c.header("Vary", "Cookie, Accept-Language, Accept-Encoding");
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return c.html(html);
    c.header("Content-Encoding", "gzip");
    c.header("Content-Type", "text/html; charset=UTF-8");
    return c.body(gzipSync(html));
  };
  app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"));
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  // A missing hashed asset is a 404, not the SPA page (a stale tab after a deploy must fail loudly).
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.get("/", servePage);
  app.get("/index.html", servePage);
  app.use("*", cacheFor("no-cache"));
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", servePage);
}
