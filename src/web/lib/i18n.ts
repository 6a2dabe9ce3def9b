import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "@contracts/language";
import { languageDetector } from "./language-detector";
import { translationBackend } from "./translation-backend";

/** The language menu: every contract language with its own name. */
export const SUPPORTED_LANGUAGES = [
  { code: "en", label: "English" },
  { code: "fr", label: "Français" },
] as const satisfies readonly { code: Language; label: string }[];
export type LanguageCode = Language;

function syncHtmlLang(lng: string | undefined) {
  if (typeof document === "undefined" || !lng) return;
  document.documentElement.lang = lng.split("-")[0];
}

i18n.on("languageChanged", syncHtmlLang);

/**
 * SPEC §9: en + fr, fallback en, namespace "translation"; detection querystring lng, cookie i18next,
 * localStorage i18nextLng, sessionStorage, navigator, html lang; cached in localStorage (language-detector.ts).
 * The backend (translation-backend.ts) retries 5xx / network failures and not 4xx / parse failures, and reports
 * them as "failed loading {url}; status code: N" / "failed parsing {url} to json" (logged as warnings).
 */
/** Warnings and errors only (i18next forwards warnings to a logger only in debug mode). */
const quietLogger = {
  type: "logger" as const,
  log: () => {},
  warn: (args: unknown[]) => console.warn(...args),
  error: (args: unknown[]) => console.error(...args),
};

export const i18nReady = i18n
  .use(quietLogger)
  .use(translationBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    fallbackLng: "en",
    ns: ["translation"],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    debug: true, // routed to quietLogger: warnings and errors only
    maxRetries: 3,
    retryTimeout: 350,
  })
  .then(() => syncHtmlLang(i18n.resolvedLanguage ?? i18n.language))
  .catch((err: unknown) => console.warn("i18n initialisation failed", err));

export default i18n;
