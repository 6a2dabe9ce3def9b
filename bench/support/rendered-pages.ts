// The paths the server renders with their data: every module's `pages` (src/server/modules/index.ts), read from the
// manifests themselves so a page that gets a loader is measured without changing the benchmarks.
import { MODULES } from "../../src/server/modules";

/**
 * Services no loader is ever called with: `pages(services)` only builds the loaders, which capture what they need
 * (each service a function that throws if called).
 */
const UNUSED_SERVICES = new Proxy(
  {},
  {
    get: (_, key) => () => {
      throw new Error(`bench: services.${String(key)} was called while listing the rendered pages`);
    },
  },
);

export function renderedPagePaths(): string[] {
  return MODULES.flatMap((module) =>
    "pages" in module && module.pages ? Object.keys(module.pages(UNUSED_SERVICES as never)) : [],
  ).sort();
}
