import { INVALID_CHARACTERS } from "./errors";

/** Code -> i18n key (public/locales/{en,fr}/translation.json; a test checks both have each key). */
export const ERROR_MESSAGE_KEYS = {
  // the app's own codes (server/lib/errors.ts)
  BAD_REQUEST: "apiErrors.invalid",
  VALIDATION_FAILED: "apiErrors.invalid",
  [INVALID_CHARACTERS.code]: "apiErrors.invalidCharacters",
  UNAUTHORIZED: "apiErrors.notAuthenticated",
  CSRF_REJECTED: "apiErrors.forbidden",
  FORBIDDEN: "apiErrors.forbidden",
  NOT_FOUND: "apiErrors.notFound",
  CONFLICT: "apiErrors.conflict",
  PAYLOAD_TOO_LARGE: "apiErrors.tooLarge",
  UNSUPPORTED_MEDIA_TYPE: "apiErrors.unsupported",
  RATE_LIMITED: "apiErrors.rateLimited",
  INTERNAL: "apiErrors.server",
  BAD_GATEWAY: "apiErrors.server",
  SERVICE_UNAVAILABLE: "apiErrors.server",
  // the web's own: a read answered 204 (SPEC §8)
  NO_CONTENT: "apiErrors.noContent",
  // better-auth's and the auth guards' codes (SPEC §8)
  USER_ALREADY_EXISTS: "auth.errors.emailExists",
  EMAIL_NOT_VERIFIED: "auth.errors.emailNotVerified",
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
  INVALID_OTP: "auth.errors.invalidOtp",
  OTP_EXPIRED: "auth.errors.otpExpired",
  TOO_MANY_ATTEMPTS: "auth.errors.tooManyAttempts",
  INVALID_TOKEN: "auth.errors.invalidResetLink",
  PASSWORD_TOO_COMMON: "auth.errors.passwordTooCommon",
} as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

/** The i18n key for an error: its code's, else a generic one by status. */
export function errorMessageKey(code: string | undefined, status?: number): string {
  const known = code ? (ERROR_MESSAGE_KEYS as Record<string, string>)[code] : undefined;
  if (known) return known;
  return status !== undefined && status >= 500 ? "apiErrors.server" : "apiErrors.generic";
}
