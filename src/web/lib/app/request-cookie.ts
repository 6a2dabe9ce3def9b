/**
 * A cookie's value as the page's first view sees it: the browser's `document.cookie`, or, while the server renders a
 * page (src/web/prerender/render-page.tsx), the request's Cookie header. What a first view reads from a cookie is
 * then the same on both sides: no change when the app takes the server's markup over.
 */
let rendering: string | undefined;

/** The server's render of one page: the request's Cookie header, until `undefined` clears it. */
export function setRenderCookie(cookie: string | undefined) {
  rendering = cookie;
}

export function readCookie(name: string): string | undefined {
  const header = rendering ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}
