import { useTranslation } from "@/lib/use-translation";

/** Dates and numbers in the interface language (SPEC §9: en, fr). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language ?? "en").startsWith("fr") ? "fr-FR" : "en-US";
  return {
    locale,
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    currency: (value: number, currency = "EUR") =>
      new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(value),
  };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One plain number formatter per language, kept: building one costs more than a keystroke's whole render. */
export function numberFormat(language: string): Intl.NumberFormat {
  let nf = numberFormats.get(language);
  if (!nf) numberFormats.set(language, (nf = new Intl.NumberFormat(language)));
  return nf;
}
