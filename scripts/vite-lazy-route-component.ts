import path from "node:path";
import type { Plugin } from "vite";

/**
 * The route plugin's code splitting (autoCodeSplitting) wraps each route's split component in
 * `lazyRouteComponent` imported from "@tanstack/react-router". For the files of `routesDirectory` this resolves
 * that package to `shim`, which re-exports the router with the app's own lazyRouteComponent
 * (src/web/lib/router/lazy-component.ts: offline, a failed chunk is retried later instead of reloading the page).
 */
export function appLazyRouteComponent(routesDirectory: string, shim: string): Plugin {
  const routes = path.resolve(routesDirectory) + path.sep;
  const target = path.resolve(shim);
  return {
    name: "pillarpost:lazy-route-component",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "@tanstack/react-router" || !importer) return null;
      const file = importer.split("?")[0];
      if (!file.startsWith(routes)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
