import { useFormat } from "@/lib/i18n/format";

/** Times and days in the user's zone (never the browser's), in the interface language. */
export function useZonedFormat(zone: string) {
  const { locale, time } = useFormat();
  const day = new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "full" });
  const month = new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", year: "numeric" });
  const short = new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
  // a plain date ("YYYY-MM-DD") is formatted as that day at UTC noon, read back in UTC: no zone can shift it
  const plain = (date: string) => new Date(`${date}T12:00:00Z`);
  return {
    locale,
    time: (instant: string) => time(instant, zone),
    day: (date: string) => day.format(plain(date)),
    month: (date: string) => month.format(plain(date)),
    shortDay: (date: string) => short.format(plain(date)),
  };
}
