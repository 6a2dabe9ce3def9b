/** Auth numbers shared by server and web (SPEC §9). */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 7;
/** OTP alphabet: upper-case letters and digits without the look-alikes 0/O and 1/I. */
export const OTP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const OTP_EXPIRES_SECONDS = 300;
export const OTP_ALLOWED_ATTEMPTS = 5;
export const LINKEDIN_SCOPES = ["openid", "profile", "email", "w_member_social"] as const;
export const LINKEDIN_PROVIDER_ID = "linkedin";
export const SUPPORTED_LANGUAGES = ["en", "fr"] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
