/**
 * Error codes: every error body (`{ error: { code, message } }`, better-auth's `{ code, message }` too) carries a
 * stable code; the web shows the translation of its code (`./error-messages`), never the English message.
 * Zod-free: the web's first load imports it.
 */

/** Text Postgres cannot store (a NUL character) or that is not valid Unicode (an unpaired surrogate). */
export const INVALID_CHARACTERS = {
  code: "INVALID_CHARACTERS",
  message: "Text cannot contain NUL characters or invalid Unicode",
} as const;
