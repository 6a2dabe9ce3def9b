/**
 * SPEC §9 language detection: query `lng`, cookie `i18next`, localStorage `i18nextLng`, sessionStorage,
 * navigator, html lang; the result is cached in localStorage. Kept apart from i18n.ts (which starts loading)
 * so tests can check it.
 */
export const DETECTION_OPTIONS = {
  order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
  lookupQuerystring: "lng",
  lookupCookie: "i18next",
  lookupLocalStorage: "i18nextLng",
  lookupSessionStorage: "i18nextLng",
  caches: ["localStorage"],
} as const;
