import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import path from "node:path";
import { preloadDefaultFont } from "./scripts/vite-preload-font";
import { CHUNK_GROUPS } from "./scripts/vite-chunk-groups";
import { appLazyRouteComponent } from "./scripts/vite-lazy-route-component";
import { htmlLanguages } from "./scripts/vite-html-languages";

const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3001";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/web/routes",
      generatedRouteTree: "./src/web/routeTree.gen.ts",
    }),
    // the routes' split components retry a failed fetch (offline) instead of reloading the page
    appLazyRouteComponent("./src/web/routes", "./src/web/lib/router/route-file-router.ts"),
    react(),
    tailwindcss(),
    preloadDefaultFont(),
    htmlLanguages(),
  ],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src/web"),
      "@contracts": path.resolve(import.meta.dirname, "src/contracts"),
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
    },
  },
  // The manifest tells the server which chunks each route needs (src/server/http/spa-page.ts).
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // NO_MINIFY=1: readable function names in a CPU profile (bench/editor)
    minify: process.env.NO_MINIFY ? false : undefined,
    manifest: true,
    modulePreload: {
      // boot.ts's import of the app (main.tsx): the page fetches the app's files already, from the server's list
      // (pp-preload, a few links per task: lib/app/modulepreload.ts) or its <link rel="modulepreload"> tags; Vite's
      // helper added the same links again, a dozen in the task that starts the app (a long task on a slow phone)
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === "js" && /(^|\/)main-[\w-]+\.js$/.test(filename) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
