#!/usr/bin/env node
// Builds the server's renderer of the signed-in pages (src/web/prerender/render-page.tsx: the app's router and
// components for Node) into dist/ssr/render-page.js, beside dist/web. The server loads it at start
// (src/server/http/page-render.ts); without it the pages are sent without markup, as before.
import { build } from "vite";

process.env.NODE_ENV = "production";

await build({
  logLevel: "warn",
  // The packages bundled in, tree-shaken, rather than imported from node_modules: their Node entries load all they
  // have (lucide-react every icon: 7 MB of heap and 130 ms). The render thread's memory once idle, 57 -> 34 MB.
  ssr: { noExternal: true },
  build: {
    ssr: "src/web/prerender/render-page.tsx",
    outDir: "dist/ssr",
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
console.log("page renderer built: dist/ssr/render-page.js");
