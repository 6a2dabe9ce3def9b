import { WEEKDAYS } from "@contracts/scheduling/rules";

/** ISO weekday (1 Monday .. 7 Sunday) -> its name in `locale` (1 January 2024 was a Monday). */
export function weekdayNames(locale: string): Record<number, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return Object.fromEntries(WEEKDAYS.map((d) => [d, capitalize(format.format(Date.UTC(2024, 0, d)))]));
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
