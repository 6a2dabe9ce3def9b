/** The posts' error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const POST_ERRORS = {
  PILLAR_NOT_FOUND: 400,
  NOTE_NOT_FOUND: 400,
  POST_NOT_EDITABLE: 409,
} as const;
