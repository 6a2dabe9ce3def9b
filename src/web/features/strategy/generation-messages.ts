import type { TFunction } from "@/lib/i18n/translate";
import type { GenerateStrategyResult } from "@contracts/strategy/schemas";
import { aiFailureText } from "@/lib/i18n/ai-failure-text";
import { formatWait } from "@/lib/i18n/format-wait";

export { formatWait };

/** "AI generation limit reached; try again in 12 minutes. A strategy was built from your answers instead." */
export function aiLimitedText(t: TFunction, language: string, retryAfterSeconds: number | null | undefined): string {
  return retryAfterSeconds
    ? t("strategy.toast.aiLimited", { wait: formatWait(retryAfterSeconds, language) })
    : t("strategy.toast.aiLimitedNoWait");
}

/** The toast title once the server answered with a strategy: which generator made it, and why not the LLM when limited. */
export function generatedTitle(content: GenerateStrategyResult["content"], t: TFunction, language: string): string {
  return generatedToast(content, t, language).title;
}

/**
 * The toast once the server answered with a strategy: which generator made it and, when the AI failed, why and
 * what to do (never the plain success words of a setup without AI).
 */
export function generatedToast(
  content: GenerateStrategyResult["content"],
  t: TFunction,
  language: string,
): { title: string; description?: string } {
  if (content.generator === "llm") return { title: t("strategy.toast.aiGenerated") };
  if (content.fallbackReason === "rate-limited")
    return { title: aiLimitedText(t, language, content.retryAfterSeconds) };
  const why = aiFailureText(t, content.fallbackReason, content.retryAfterSeconds, language);
  return why ? { title: t("strategy.toast.aiFallback"), description: why } : { title: t("strategy.toast.generated") };
}
