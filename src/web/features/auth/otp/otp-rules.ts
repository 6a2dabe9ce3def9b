import { AUTH_LIMITS, otpCharRegExp } from "@contracts/auth/constants";

export const OTP_LENGTH = AUTH_LIMITS.otpLength;
export const OTP_SEPARATOR_AFTER = AUTH_LIMITS.otpSeparatorAfter;

/** Marker that never matches the slot pattern: makes input-otp reject the whole paste. */
const REJECT = "\u0000";

/**
 * SPEC §5 paste rules: strip whitespace and newlines, accept only if every character is a letter or digit,
 * truncate to the slot count. Returns the accepted code (uppercase) or null when the paste is rejected.
 */
export function sanitizeOtpPaste(text: string, length: number = OTP_LENGTH): string | null {
  const stripped = text.replace(/\s+/g, "");
  if (!stripped || !otpCharRegExp.test(stripped)) return null;
  return stripped.slice(0, length).toUpperCase();
}

/** input-otp `pasteTransformer`: a rejected paste becomes a value the pattern refuses, so nothing changes. */
export function otpPasteTransformer(text: string): string {
  return sanitizeOtpPaste(text) ?? REJECT;
}

/** Typed characters are shown and submitted in uppercase. */
export function normalizeOtpValue(value: string): string {
  return value.toUpperCase().slice(0, OTP_LENGTH);
}

export function isOtpComplete(value: string): boolean {
  return value.length === OTP_LENGTH && otpCharRegExp.test(value);
}
