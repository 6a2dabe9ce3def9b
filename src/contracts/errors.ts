/**
 * Error codes: every error body (`{ error: { code, message, details? } }`, better-auth's `{ code, message }` too)
 * carries a stable code; the web shows the translation of its code (`./error-messages`), never the English message.
 * A validation failure (VALIDATION_FAILED) lists its problems in `details.issues`, each with its message code.
 * Zod-free: the web's first load imports it.
 */

/** Every top-level code the app's own endpoints send, with its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CHARACTERS: 400,
  AVATAR_MISSING: 400,
  PILLAR_NOT_FOUND: 400,
  NOTE_NOT_FOUND: 400,
  NO_PROVIDER_REFRESH_TOKEN: 400,
  SCHEDULE_IN_PAST: 400,
  POST_EMPTY: 400,
  POST_TOO_LONG_FOR_LINKEDIN: 400,
  MEDIA_MISSING: 400,
  MEDIA_UNREADABLE: 400,
  MEDIA_PDF_TOO_MANY_PAGES: 400,
  MEDIA_IMAGE_TOO_MANY_PIXELS: 400,
  MEDIA_TOO_COMPLEX: 400,
  MEDIA_NOT_FOUND: 400,
  MEDIA_MIXED: 400,
  MEDIA_TOO_MANY: 400,
  VARIANT_INDEX_INVALID: 400,
  WORKSPACE_INVALID: 400,
  UNAUTHORIZED: 401,
  CSRF_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  NOT_FOUND: 404,
  GENERATION_NOT_FOUND: 404,
  PROMPT_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GENERATION_IN_PROGRESS: 409,
  POST_GENERATION_IN_PROGRESS: 409,
  VERSION_CONFLICT: 409,
  LINKEDIN_NOT_CONFIGURED: 409,
  LINKEDIN_NOT_CONNECTED: 409,
  LINKEDIN_RECONNECT_NEEDED: 409,
  LINKEDIN_TOKEN_EXPIRES_BEFORE: 409,
  POST_NOT_SCHEDULABLE: 409,
  POST_NOT_SCHEDULED: 409,
  POST_NOT_NEEDS_CHECK: 409,
  POST_NOT_RETRYABLE: 409,
  COMMENT_NOT_FAILED: 409,
  POST_NOT_EDITABLE: 409,
  NO_POSTING_SLOTS: 409,
  NO_FREE_POSTING_SLOT: 409,
  TIME_ZONE_REQUIRED: 409,
  MEDIA_IN_USE: 409,
  TOO_MANY_PROMPTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  AVATAR_TOO_LARGE: 413,
  MEDIA_IMAGE_TOO_LARGE: 413,
  MEDIA_PDF_TOO_LARGE: 413,
  MEDIA_TOO_LARGE: 413,
  MEDIA_QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  AVATAR_TYPE: 415,
  MEDIA_TYPE: 415,
  AI_CHECK_RATE_LIMITED: 429,
  RATE_LIMITED: 429,
  LLM_RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  PROVIDER_REFRESH_FAILED: 502,
  COMMENT_NOT_POSTED: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** One problem of a VALIDATION_FAILED answer: where (dotted path, "" for the whole body) and its message code. */
export interface ValidationIssue {
  path: string;
  /** A message code (`./messages`), or INVALID when the contracts have no message for it. */
  code: string;
  /** For a code with a number (TOO_LONG): the number. */
  max?: number;
}

/** Text Postgres cannot store (a NUL character) or that is not valid Unicode (an unpaired surrogate). */
export const INVALID_CHARACTERS = {
  code: "INVALID_CHARACTERS",
  message: "Text cannot contain NUL characters or invalid Unicode",
} as const;
