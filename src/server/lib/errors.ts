import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorCode, type ValidationIssue } from "../../contracts/errors";
import { MESSAGE_TEXTS } from "../../contracts/message-catalog";

export { ERROR_STATUS, type ErrorCode };

export interface AppErrorOptions {
  code: ErrorCode;
  /** English, for logs and API clients; defaults to the code's text in the message catalogue. */
  message?: string;
  /** A VALIDATION_FAILED error's problems (each with its message code: the web translates those). */
  issues?: ValidationIssue[];
  /** For RATE_LIMITED: sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** The one error type: thrown anywhere, rendered as { error: { code, message, details? } } with the mapped status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ValidationIssue[];
  readonly retryAfterSeconds?: number;
  constructor({ code, message, issues, retryAfterSeconds }: AppErrorOptions) {
    super(message ?? MESSAGE_TEXTS[code] ?? code);
    this.code = code;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
  get body() {
    return errorBody(this.code, this.message, this.issues);
  }
}

/** The 401 every signed-in route answers without a live session. */
export const signedOutError = () => new AppError({ code: "UNAUTHORIZED", message: "You must be signed in" });

export function errorBody(code: string, message: string, issues?: ValidationIssue[]) {
  return { error: issues === undefined ? { code, message } : { code, message, details: { issues } } };
}
