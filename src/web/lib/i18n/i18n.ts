import type { Language } from "@contracts/language";
import { cacheLanguage, detectLanguages } from "./language-detector";
import type { Namespace } from "./namespaces";
import { loadTranslations } from "./translation-backend";
import { createI18n, pickLanguage } from "./translate";

/** The language menu: every contract language with its own name. */
export const SUPPORTED_LANGUAGES = [
  { code: "en", label: "English" },
  { code: "fr", label: "Français" },
] as const satisfies readonly { code: Language; label: string }[];
export type LanguageCode = Language;

/**
 * The app's translations (SPEC §9: en + fr, fallback en): strings from /locales/<lng>/<namespace>.json
 * (translation-backend.ts: retries, warnings; the core file first, a page's own with its route: `translations`), the language from the visitor's browser (language-detector.ts:
 * query lng, cookie i18next, localStorage i18nextLng, sessionStorage, navigator, html lang), remembered in
 * localStorage and mirrored on <html lang> at every change.
 */
const i18n = createI18n({ load: loadTranslations });

i18n.subscribe(() => {
  cacheLanguage(i18n.language);
  if (typeof document === "undefined") return;
  // only when it changes: setting <html lang> restyles the whole page, even to the same value
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
});

let ready: Promise<void> | undefined;
/** Detects the language and loads its strings (and English's); main.tsx renders once this settles. */
export function startI18n(): Promise<void> {
  ready ??= i18n
    .changeLanguage(pickLanguage(detectLanguages()))
    .catch((err: unknown) => console.warn("i18n initialisation failed", err));
  return ready;
}

export default i18n;

/** A route's loader: the files of strings its page shows besides the core (tests/unit/translation-namespaces.test.ts). */
export const translations =
  (...namespaces: Namespace[]) =>
  (): Promise<void> =>
    i18n.loadNamespaces(namespaces);
