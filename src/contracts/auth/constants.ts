/**
 * Auth constants shared by the server and the web app (SPEC §5, §9): limits, error codes and the SPEC's
 * English messages. No zod here, so the web app can import these without the validation library;
 * the zod schemas live in `./auth` (which re-exports everything from this file).
 */

export const AUTH_LIMITS = {
  /** Minimum password length (SPEC §9). */
  passwordMinLength: 7,
  /** Maximum password length accepted by the forms (better-auth default max is 128). */
  passwordMaxLength: 128,
  /** One-time code length: 7 slots, separator after the 4th (SPEC §9). */
  otpLength: 7,
  otpSeparatorAfter: 4,
  nameMaxLength: 100,
} as const;

/** One-time-code characters: letters and digits only (SPEC §5). */
export const OTP_CHAR_PATTERN = "^[A-Za-z0-9]+$";
export const otpCharRegExp = new RegExp(OTP_CHAR_PATTERN);

/** better-auth / server error codes the web app maps to SPEC §8 messages. */
export const AUTH_ERROR_CODES = {
  userAlreadyExists: "USER_ALREADY_EXISTS",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  invalidEmailOrPassword: "INVALID_EMAIL_OR_PASSWORD",
  invalidOtp: "INVALID_OTP",
  otpExpired: "OTP_EXPIRED",
  tooManyAttempts: "TOO_MANY_ATTEMPTS",
  invalidToken: "INVALID_TOKEN",
  passwordTooCommon: "PASSWORD_TOO_COMMON",
} as const;

/** The server's message for a new password found in its list of the most common ones. */
export const PASSWORD_TOO_COMMON_MESSAGE = "This password is too common. Please choose another one.";

export const AUTH_MESSAGES = {
  emailRequired: "Please enter your email",
  emailInvalid: "Invalid email address",
  passwordRequired: "Please enter your password",
  passwordTooShort: "Password must be at least 7 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  nameTooLong: "Must be at most 100 characters",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords don't match",
  otpRequired: "Please enter your otp code.",
  otpInvalidChars: "The code may only contain letters and digits",
  otpIncomplete: "The code must be 7 characters long",
  tokenRequired: "The reset link is missing its token",
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** Reverse map: English message -> key (used by the web app to translate validation messages). */
export const AUTH_MESSAGE_KEYS: Record<string, AuthMessageKey> = Object.fromEntries(
  (Object.keys(AUTH_MESSAGES) as AuthMessageKey[]).map((key) => [AUTH_MESSAGES[key], key]),
);

/** Full name as stored: "First Last" (trimmed). */
export function buildFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");
}
/** Auth numbers the server configures better-auth with (SPEC §9). */
export const OTP_LENGTH = AUTH_LIMITS.otpLength;
/** OTP alphabet: upper-case letters and digits without the look-alikes 0/O and 1/I. */
export const OTP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const OTP_EXPIRES_SECONDS = 300;
export const OTP_ALLOWED_ATTEMPTS = 5;
export const LINKEDIN_SCOPES = ["openid", "profile", "email", "w_member_social"] as const;
export const LINKEDIN_PROVIDER_ID = "linkedin";
