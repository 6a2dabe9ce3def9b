import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import path from "node:path";

const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3001";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/web/routes",
      generatedRouteTree: "./src/web/routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src/web"),
      "@contracts": path.resolve(import.meta.dirname, "src/contracts"),
    },
  },
  build: { outDir: "dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: 3000,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
