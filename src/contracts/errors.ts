/** Errors any endpoint can answer, shared by the server and the web app (which shows them translated). */

/** Text Postgres cannot store (a NUL character) or that is not valid Unicode (an unpaired surrogate). */
export const INVALID_CHARACTERS = {
  code: "INVALID_CHARACTERS",
  message: "Text cannot contain NUL characters or invalid Unicode",
} as const;
