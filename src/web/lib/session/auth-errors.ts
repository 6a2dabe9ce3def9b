import { knownMessageKey } from "@contracts/error-messages";

/** The error object better-auth's client returns (`{ data, error }`); the app's guards add `error.details`. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  statusText?: string;
  error?: { details?: { issues?: { code?: string }[] } };
}

/** What each auth form says when the code is none it knows (SPEC §8). */
export type AuthFallback = "auth.errors.generic" | "auth.errors.updatePasswordFailed" | "auth.errors.sendCodeFailed";

// better-auth names one refusal several ways (USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL): the stem is the code.
const CODE_STEMS = ["USER_ALREADY_EXISTS"];

/**
 * The i18n key of an auth call's failure, by code only, through the one code table (contracts/error-messages.ts):
 * 429 is "too many requests" whatever the code; a validation failure says its first problem; else the code's key,
 * else the form's fallback.
 */
export function authErrorKey(error: AuthClientError, fallback: AuthFallback = "auth.errors.generic"): string {
  return knownAuthErrorKey(error) ?? fallback;
}

/** `authErrorKey` without a fallback: undefined when the failure has no code the table knows. */
export function knownAuthErrorKey(error: AuthClientError): string | undefined {
  if (error.status === 429) return knownMessageKey("RATE_LIMITED");
  const issue = error.error?.details?.issues?.find((i) => knownMessageKey(i.code) && i.code !== "INVALID");
  if (issue?.code) return knownMessageKey(issue.code);
  const raw = typeof error.code === "string" ? error.code.toUpperCase() : undefined;
  return knownMessageKey(CODE_STEMS.find((stem) => raw?.startsWith(stem)) ?? raw);
}

/** Turns anything thrown (network failure, …) into the client error shape. */
export function toAuthClientError(err: unknown): AuthClientError {
  if (err && typeof err === "object") {
    const e = err as AuthClientError;
    return { status: e.status, code: e.code, message: e.message, error: e.error };
  }
  return { message: String(err) };
}

/** The call never got an answer: offline, or the server out of reach (fetch rejects with a TypeError). */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
}
