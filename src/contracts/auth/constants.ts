/**
 * Auth constants shared by the server and the web app (SPEC §5, §9): limits, error codes and the SPEC's
 * English messages (sent beside their codes, see ../messages). No zod here, so the web app can import these without the validation library;
 * the zod schemas live in `./auth` (which re-exports everything from this file).
 */
import { messageCodes } from "../messages";

export const AUTH_LIMITS = {
  /** Minimum password length (SPEC §9). */
  passwordMinLength: 7,
  /** Maximum password length accepted by the forms (better-auth default max is 128). */
  passwordMaxLength: 128,
  /** One-time code length: 7 slots, separator after the 4th (SPEC §9). */
  otpLength: 7,
  otpSeparatorAfter: 4,
  nameMaxLength: 100,
  /** Longest email address accepted where one is changed (RFC 5321's path limit). */
  emailMaxLength: 254,
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

export const AUTH_MESSAGES = {
  emailRequired: "Please enter your email",
  emailInvalid: "Invalid email address",
  passwordRequired: "Please enter your password",
  passwordTooShort: "Password must be at least 7 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords don't match",
  otpRequired: "Please enter your otp code.",
  otpInvalidChars: "The code may only contain letters and digits",
  otpIncomplete: "The code must be 7 characters long",
  /** The server's refusal of a new password found in its list of the most common ones. */
  passwordTooCommon: "This password is too common. Please choose another one.",
} as const;

/** The codes the auth schemas give as messages (../messages); the names (first, last) use COMMON_CODES. */
export const AUTH_CODES = messageCodes(AUTH_MESSAGES);

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
