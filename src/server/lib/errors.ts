import type { ContentfulStatusCode } from "hono/utils/http-status";

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CHARACTERS: 400,
  UNAUTHORIZED: 401,
  CSRF_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  code: ErrorCode;
  /** English, for logs and API clients; the web shows the code's translation (contracts/errors.ts). */
  message: string;
  details?: unknown;
  /** For RATE_LIMITED: sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** The one error type: thrown anywhere, rendered as { error: { code, message } } with the mapped status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  constructor({ code, message, details, retryAfterSeconds }: AppErrorOptions) {
    super(message);
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** The 401 every signed-in route answers without a live session. */
export const signedOutError = () => new AppError({ code: "UNAUTHORIZED", message: "You must be signed in" });

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
