#!/usr/bin/env node
// Bundles the service worker (src/web/sw/service-worker.ts) into dist/web/sw.js: a fixed name at the site root, as
// a worker's scope requires, so it is not part of Vite's hashed build. BUILD_ID names this build's asset cache
// (sortable: the worker keeps the newest two builds' files for tabs still open on the older one).
import { build } from "esbuild";

const buildId = String(Date.now()).padStart(15, "0");
await build({
  entryPoints: ["src/web/sw/service-worker.ts"],
  outfile: "dist/web/sw.js",
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  define: { BUILD_ID: JSON.stringify(buildId) },
  logLevel: "warning",
});
console.log(`service worker bundled: dist/web/sw.js (build ${buildId})`);
