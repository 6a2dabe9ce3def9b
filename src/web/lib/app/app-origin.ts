import { refuseServerRender } from "./server-refusal";

/**
 * The app's origin as the browser shows it (`location.origin`), or, while the server renders a page
 * (src/web/prerender/render-page.tsx), the app's public origin (its APP_URL: the one origin the API's CSRF check lets
 * write, so the page was asked there). Saved Posts' bookmarklet names it in its code; the same text on both sides.
 */
let rendering: string | undefined;

/** The server's render of one page: the app's origin, until `undefined` clears it. */
export function setRenderOrigin(origin: string | undefined) {
  rendering = origin;
}

/** Throws in a server's render that was not told the origin: the page then goes out without markup. */
export function appOrigin(): string {
  if (rendering !== undefined) return rendering;
  if (typeof window === "undefined") refuseServerRender("the app's origin is unknown");
  return window.location.origin;
}
