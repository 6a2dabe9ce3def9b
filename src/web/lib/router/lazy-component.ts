// Components whose code is fetched on first use (the routes' split components, the error screens), written so that
// a fetch that failed (offline) is tried again for real later. TanStack Router's own lazyRouteComponent reloads the
// whole page on the first failed import of a file (meant for a file a newer deployment removed): offline, that
// reload only brings back the same page and nothing is loaded; the route files use this one instead
// (scripts/vite-lazy-route-component.ts swaps it in).
//
// Retrying needs nothing more than calling import() again: Chromium keeps no failed fetch in its module map (a
// failed import() of a file, or of a file it imports, succeeds once the network is back: checked with Chromium
// 156), and Vite's preload helper forgets a failed file too. What must not be kept is the failure itself: React.lazy
// keeps a rejected import for good, so a screen that failed once offline would never load again without a reload.
import { createElement, use, type ComponentType } from "react";
import { isChunkLoadError } from "./load-failure";

/** A lazy component: `preload()` fetches its code (again after a failure); it is gone once the code is loaded. */
export type LazyComponent<P = any> = ComponentType<P> & { preload?: () => Promise<void> };

/** The loads that failed and have not been tried again, for retryFailedLoads(). */
const failedLoads = new Set<() => Promise<void>>();

/**
 * Tries again every failed load (e.g. when the network is back), and waits for them. A chunk's stylesheet that did
 * not load is taken out first: Vite's preload helper adds a chunk's stylesheet only when the page has no link to it,
 * so the failed one would stay and the screen would load without its styles.
 */
export async function retryFailedLoads(): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.sheet) link.remove();
  }
  const loads = [...failedLoads];
  failedLoads.clear();
  await Promise.all(loads.map((load) => load()));
}

const RELOAD_KEY = "pp:chunk-reload:";

/**
 * Online, a file that cannot be fetched was most likely removed by a newer deployment: the page is reloaded, once
 * per file and tab session, to get the new build. Offline, a reload would bring back the same page: the failure is
 * shown instead (the route's error screen offers to retry, and retries when the network is back).
 */
function reloadForNewBuild(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof navigator === "undefined" || !navigator.onLine) return false;
  try {
    const key = RELOAD_KEY + (error as Error).message;
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, "1");
  } catch {
    return false;
  }
  location.reload();
  return true;
}

const reloading = new Promise<never>(() => undefined);

/**
 * `importer`'s export `exportName` as a component. Rendering it before its code is loaded suspends; after a failed
 * load it throws the error (to the nearest error boundary) until `preload()` or retryFailedLoads() loads it.
 */
export function lazyComponent<T extends Record<string, unknown>, K extends keyof T & string = "default" & keyof T>(
  importer: () => Promise<T>,
  exportName?: K,
): LazyComponent {
  let component: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;

  const load = (): Promise<void> => {
    if (component) return Promise.resolve();
    failure = undefined;
    loading ??= importer().then(
      (module) => {
        loading = undefined;
        component = module[exportName ?? "default"] as ComponentType;
        // loaded: the router then has nothing to wait for on this route (as with its own lazy components)
        delete Lazy.preload;
      },
      (error: unknown) => {
        loading = undefined;
        failure = { error };
        failedLoads.add(load);
      },
    );
    return loading;
  };

  const Lazy: LazyComponent = (props: any) => {
    if (!component && !failure) use(loading ?? load());
    if (failure) {
      if (reloadForNewBuild(failure.error)) use(reloading);
      throw failure.error;
    }
    return createElement(component!, props);
  };
  Lazy.preload = load;
  return Lazy;
}

/** The same, under the name and signature of TanStack Router's, for the route files' split components. */
export function lazyRouteComponent<T extends Record<string, unknown>>(importer: () => Promise<T>, exportName?: string) {
  return lazyComponent(importer, exportName as keyof T & string);
}
