/** The signed-out screens prerendered at build time (scripts/prerender.mjs) and the languages they exist in. */
export const PRERENDERED_PATHS = ["/sign-in", "/sign-up", "/forgot-password", "/otp"] as const;
export const PRERENDER_LANGUAGES = ["en", "fr"] as const;
export type PrerenderLanguage = (typeof PRERENDER_LANGUAGES)[number];
