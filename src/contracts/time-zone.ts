/**
 * IANA time zones (zod-free, no library: the runtime's Intl knows the zone database on both sides). A zone is a
 * name ("Europe/Paris", "UTC"), never an offset like "+02:00" (newer runtimes accept those as zones too).
 */

/** The longest zone name accepted (the longest real one is about 30 characters). */
export const TIME_ZONE_MAX = 64;

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** A zone the runtime's time zone database knows ("Europe/Paris"; "UTC"), not an offset. */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A valid zone as stored: the database's own spelling when it differs only in case ("europe/paris" ->
 * "Europe/Paris"); an alias ("Asia/Kolkata", "US/Eastern") is kept as given, since runtimes disagree on which
 * name of a pair is canonical.
 */
export function canonicalTimeZone(zone: string): string {
  const resolved = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
}
