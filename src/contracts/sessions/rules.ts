/**
 * Signing devices out, per user: a person signs out a few devices; a script trying session ids (each a 404) or
 * hammering the endpoints is stopped. Every attempt counts, refused or not.
 */
export const ACCOUNT_SESSION_RULES = {
  maxPerWindow: 20,
  windowSeconds: 10 * 60,
} as const;
