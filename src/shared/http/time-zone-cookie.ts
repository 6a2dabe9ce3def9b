/**
 * The browser's time zone, told to the server in a cookie the app writes at its start (src/web/lib/i18n/time-zone.ts):
 * the server's render of a page that shows dates formats them in it, and the Scheduler's loader reads the range the
 * browser will show, for a user whose profile names no zone yet.
 */
export const TIME_ZONE_COOKIE = "pp-time-zone";

/** The zone a Cookie header carries (see TIME_ZONE_COOKIE), or null (none or unreadable); not checked (isTimeZone). */
export function timeZoneFromCookie(cookie: string): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== TIME_ZONE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}
