/** A wait in the interface language, in the largest sensible unit ("45 seconds", "12 minutes", "3 hours"). */
export function formatWait(seconds: number, language: string): string {
  const locale = language.startsWith("fr") ? "fr-FR" : "en-US";
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), "second"]
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), "minute"]
        : [Math.ceil(seconds / 3600), "hour"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
