import { useSyncExternalStore } from "react";

import { MOBILE_BREAKPOINT, MOBILE_QUERY as QUERY, renderedViewport } from "@/lib/app/viewport";

export { MOBILE_BREAKPOINT };

function subscribe(cb: () => void) {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener("change", cb);
  return () => mq.removeEventListener("change", cb);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * As useIsMobile, for a page's own content that the server renders (Content Management's table): there, the width
 * the browser's cookie told (lib/app/viewport.ts), so the server's markup is the one the app then shows.
 */
export function useIsMobileContent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => renderedViewport() === "mobile",
  );
}
