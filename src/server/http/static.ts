import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Context, Hono, Next } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";

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

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated, unknown paths -> index.html. */
export function mountSpa(app: Hono<any>, webDir: string, indexHtml: string | undefined): void {
  const root = path.relative(process.cwd(), webDir) || ".";
  const cacheFor = (value: string) => async (c: Context, next: Next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", value);
  };
  app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"));
  app.use("/assets/*", serveStatic({ root }));
  // A missing hashed asset is a 404, not the SPA page (a stale tab after a deploy must fail loudly).
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("*", cacheFor("no-cache"));
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    if (!indexHtml) return c.text("The web app is not built. Run: npm run build", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
