import { readCookie, writeCookie } from "./request-cookie";

/**
 * Whether the browser's window is a phone's (below MOBILE_BREAKPOINT), told to the server in a cookie kept up to date
 * while the app runs: the server renders a page whose content differs by width (Content Management's table is a
 * list of cards on a phone) as the browser will show it. Without it the server cannot know, and that page goes out
 * without markup (src/web/prerender/render-page.tsx).
 */
export const VIEWPORT_COOKIE = "pp-viewport";
export type Viewport = "mobile" | "desktop";

/** SPEC §9: below 768 px the sidebar is a sheet (hooks/use-mobile.ts reads the same breakpoint). */
export const MOBILE_BREAKPOINT = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/**
 * Writes the window's viewport to the cookie now and whenever it crosses the breakpoint (the signed-in shell, while
 * it is shown); returns the stop.
 */
export function rememberViewport(win: Window = window): () => void {
  if (typeof win.matchMedia !== "function") return () => {};
  const mq = win.matchMedia(MOBILE_QUERY);
  const write = () => {
    const viewport: Viewport = mq.matches ? "mobile" : "desktop";
    if (readCookie(VIEWPORT_COOKIE) !== viewport) writeCookie(VIEWPORT_COOKIE, viewport, 365 * 24 * 3600);
  };
  write();
  mq.addEventListener("change", write);
  return () => mq.removeEventListener("change", write);
}

/** The viewport a Cookie header (or, in the browser, document.cookie) names; undefined when it names none. */
export function viewportOf(value: string | undefined): Viewport | undefined {
  return value === "mobile" || value === "desktop" ? value : undefined;
}

/** The viewport the page's request told (the server's render: the request's cookie); undefined when unknown. */
export const renderedViewport = (): Viewport | undefined => viewportOf(readCookie(VIEWPORT_COOKIE));
