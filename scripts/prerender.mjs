#!/usr/bin/env node
// Renders the signed-out screens to HTML at build time (run after `vite build`): the signed-out app's router and the
// app's components (src/web/prerender/render-auth.tsx, built for Node into dist/prerender-build), for each language
// and both LinkedIn settings, into dist/prerender/<lng>/<linkedin|no-linkedin>/<screen>.html. The server sends the
// one that matches the request inside #root (src/server/http/prerendered.ts), so these screens paint before any
// JavaScript runs.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { LANGUAGES } from "../src/contracts/language.ts";
import { PRERENDERED_PATHS } from "../src/contracts/auth/screens.ts";
import { untilApp } from "../src/server/http/until-app.ts";

process.env.NODE_ENV = "production";
const root = process.cwd();
const buildDir = path.join(root, "dist", "prerender-build");
const outDir = path.join(root, "dist", "prerender");
const publicDir = path.join(root, "public");

await build({
  logLevel: "warn",
  build: {
    ssr: "src/web/prerender/render-auth.tsx",
    outDir: buildDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

// The SPA fetches its strings from "/locales/<lng>/<namespace>.json" (src/web/lib/i18n/translation-backend.ts): answer
// from public/.
globalThis.fetch = async (url) => {
  const file = path.join(publicDir, String(url).replace(/^\/+/, ""));
  if (!String(url).startsWith("/locales/") || !fs.existsSync(file)) return new Response("", { status: 404 });
  return new Response(fs.readFileSync(file), { headers: { "content-type": "application/json" } });
};

const { renderAuthScreen } = await import(pathToFileURL(path.join(buildDir, "render-auth.js")).href);
fs.rmSync(outDir, { recursive: true, force: true });
let count = 0;
for (const lng of LANGUAGES) {
  for (const linkedinEnabled of [true, false]) {
    const dir = path.join(outDir, lng, linkedinEnabled ? "linkedin" : "no-linkedin");
    fs.mkdirSync(dir, { recursive: true });
    for (const screen of PRERENDERED_PATHS) {
      let html = await renderAuthScreen(screen, lng, { chatWidget: null, linkedinEnabled });
      html = untilApp(html);
      fs.writeFileSync(path.join(dir, `${screen.slice(1)}.html`), html);
      count++;
    }
  }
}
fs.rmSync(buildDir, { recursive: true, force: true });
console.log(`prerendered ${count} screens into ${path.relative(root, outDir)}`);
