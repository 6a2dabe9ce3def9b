/**
 * Error codes: every error body (`{ error: { code, message, details? } }`, better-auth's `{ code, message }` too)
 * carries a stable code; the web shows the translation of its code (`./error-messages`), never the English message.
 * A validation failure (VALIDATION_FAILED) lists its problems in `details.issues`, each with its message code.
 * Zod-free: the web's first load imports it.
 */

import { ACCOUNT_DATA_ERRORS } from "./account-data/errors";
import { ACCOUNT_EMAIL_ERRORS } from "./account-email/errors";
import { ACCOUNT_DELETION_ERRORS } from "./account-deletion/errors";
import { ACCOUNT_SIGN_IN_ERRORS } from "./account-sign-in/errors";
import { AI_ERRORS } from "./ai/errors";
import { GENERATION_ERRORS } from "./generation/errors";
import { LINKEDIN_ERRORS } from "./linkedin/errors";
import { MEDIA_ERRORS } from "./media/errors";
import { POST_ERRORS } from "./posts/errors";
import { PROFILE_ERRORS } from "./profile/errors";
import { PROMPT_ERRORS } from "./prompts/errors";
import { PUBLISHING_ERRORS } from "./publishing/errors";
import { SAVED_POST_ERRORS } from "./saved-posts/errors";
import { SCHEDULING_ERRORS } from "./scheduling/errors";
import { SESSION_ERRORS } from "./sessions/errors";
import { STRATEGY_ERRORS } from "./strategy/errors";
import { WORKSPACE_ERRORS } from "./workspaces/errors";

/** The codes every domain may send (HTTP's own, the request checks), with their HTTP status. */
export const COMMON_ERRORS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CHARACTERS: 400,
  UNAUTHORIZED: 401,
  CSRF_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

/**
 * Each domain's codes with their statuses, declared beside its contracts (`<domain>/errors.ts`, zod-free); a code
 * belongs to one table (a test checks it).
 */
export const ERROR_TABLES = {
  COMMON_ERRORS,
  WORKSPACE_ERRORS,
  PROFILE_ERRORS,
  STRATEGY_ERRORS,
  POST_ERRORS,
  PUBLISHING_ERRORS,
  SCHEDULING_ERRORS,
  LINKEDIN_ERRORS,
  MEDIA_ERRORS,
  GENERATION_ERRORS,
  PROMPT_ERRORS,
  AI_ERRORS,
  SAVED_POST_ERRORS,
  ACCOUNT_DATA_ERRORS,
  SESSION_ERRORS,
  ACCOUNT_EMAIL_ERRORS,
  ACCOUNT_DELETION_ERRORS,
  ACCOUNT_SIGN_IN_ERRORS,
} as const;

type Tables = (typeof ERROR_TABLES)[keyof typeof ERROR_TABLES];
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? { [K in keyof I]: I[K] }
  : never;

/** Every top-level code the app's own endpoints send, with its HTTP status. */
export const ERROR_STATUS: Readonly<Merged<Tables>> = Object.assign({}, ...Object.values(ERROR_TABLES));

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
