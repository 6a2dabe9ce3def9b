/** Saved posts' error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const SAVED_POST_ERRORS = {
  SAVED_POST_DUPLICATE: 409,
  SAVED_POST_IMPORT_INVALID: 400,
  SAVED_POST_IMPORT_TOO_LARGE: 413,
  SAVED_POST_NOT_FOUND: 400,
} as const;
