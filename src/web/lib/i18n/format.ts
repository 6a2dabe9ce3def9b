import { useTranslation } from "@/lib/i18n/use-translation";

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
    /** An instant's time of day in `timeZone`: "9:30 AM" in English, "09:30" in French. */
    time: (instant: Date | string | number, timeZone: string) => timeFormat(locale, timeZone).format(new Date(instant)),
    /** A wall-clock "HH:MM" (a posting slot's) or minutes since midnight, written like `time`. */
    wallTime: (time: string | number) => wallTimeText(locale, time),
    /** An instant's full date and time in `timeZone`: "Tuesday, April 6, 2027 at 9:30 AM". */
    dateTime: (instant: Date | string | number, timeZone: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(instant)),
  };
}

/** The one way the app writes a time of day: the language's own clock (12 h in English, 24 h in French). */
export const TIME_OF_DAY: Intl.DateTimeFormatOptions = { timeStyle: "short" };

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) timeFormats.set(key, (format = new Intl.DateTimeFormat(locale, { ...TIME_OF_DAY, timeZone })));
  return format;
}

/** "HH:MM" (or minutes since midnight) in the language's clock, whatever the zone. */
export function wallTimeText(locale: string, time: string | number): string {
  const minutes = typeof time === "number" ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return timeFormat(locale, "UTC").format(Date.UTC(2000, 0, 1, 0, minutes));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One plain number formatter per language, kept: building one costs more than a keystroke's whole render. */
export function numberFormat(language: string): Intl.NumberFormat {
  let nf = numberFormats.get(language);
  if (!nf) numberFormats.set(language, (nf = new Intl.NumberFormat(language)));
  return nf;
}
