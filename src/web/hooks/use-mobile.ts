import { useSyncExternalStore } from "react";

import { MOBILE_BREAKPOINT, MOBILE_QUERY as QUERY, renderedViewport } from "@/lib/app/viewport";

export { MOBILE_BREAKPOINT };

function subscribe(cb: () => void) {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener("change", cb);
  return () => mq.removeEventListener("change", cb);
}

/**
 * Whether the window is a phone's (the sidebar is then a sheet). The server renders the shell for the width the
 * browser's cookie told (lib/app/viewport.ts), and hydration starts from the same: on a phone, a shell rendered and
 * hydrated as a desktop's was switched to a phone's right after, unmounting the whole sidebar (a 65 ms task on a
 * loaded page, x4 on a phone). Without the cookie, a desktop's. Also for a page's own content the server renders
 * by width (Content Management's table or cards).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => renderedViewport() === "mobile",
  );
}
