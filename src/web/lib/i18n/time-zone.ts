import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@shared/http/time-zone-cookie";
import { refuseServerRender } from "@/lib/app/server-refusal";

/**
 * The browser's time zone, told to the server in a cookie: the server's render of a page that shows dates (the
 * Library's) formats them in it, as the browser will. Without it (a browser's first page after signing in) that
 * render fails and the page goes out without markup (src/web/prerender/render-page.tsx), rather than with dates a
 * day off near midnight.
 */
export { TIME_ZONE_COOKIE, timeZoneFromCookie };

/** Set by the server's render only: the zone the page's request named, or null when it named none. */
let rendering: { zone: string | null } | undefined;

/**
 * The zone to show dates in (`timeZone` of Intl.DateTimeFormat): undefined in the browser (its own); in the
 * server's render the browser's, from its cookie. Throws there when the browser did not say, so the page is not
 * rendered rather than rendered with the server's zone.
 */
export function displayTimeZone(): string | undefined {
  if (!rendering) return undefined;
  if (!rendering.zone) refuseServerRender("the browser's time zone is unknown");
  return rendering.zone;
}

/** Writes the browser's zone to the cookie, when it is not there yet or changed (the app's start). */
export function rememberTimeZone(doc: Document = document) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || timeZoneFromCookie(doc.cookie) === zone) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${365 * 24 * 3600}; SameSite=Lax`;
}

/** The server's render: the zone of the request's cookie for this page (then `undefined` to forget it). */
export function renderInTimeZone(cookie: string | undefined) {
  rendering = cookie === undefined ? undefined : { zone: timeZoneFromCookie(cookie) };
}
