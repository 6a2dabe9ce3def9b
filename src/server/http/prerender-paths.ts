/** The signed-out screens prerendered at build time (scripts/prerender.mjs), in every language (contracts/language). */
export const PRERENDERED_PATHS = ["/sign-in", "/sign-up", "/forgot-password", "/otp"] as const;
