import type { TFunction } from "@/lib/translate";
import type { GenerateStrategyResult } from "@contracts/strategy/schemas";

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

/** "AI generation limit reached; try again in 12 minutes. A strategy was built from your answers instead." */
export function aiLimitedText(t: TFunction, language: string, retryAfterSeconds: number | null | undefined): string {
  return retryAfterSeconds
    ? t("strategy.toast.aiLimited", { wait: formatWait(retryAfterSeconds, language) })
    : t("strategy.toast.aiLimitedNoWait");
}

/** The toast title once the server answered with a strategy: which generator made it, and why not the LLM when limited. */
export function generatedTitle(content: GenerateStrategyResult["content"], t: TFunction, language: string): string {
  if (content.generator === "llm") return t("strategy.toast.aiGenerated");
  if (content.fallbackReason === "rate-limited") return aiLimitedText(t, language, content.retryAfterSeconds);
  return t("strategy.toast.generated");
}
