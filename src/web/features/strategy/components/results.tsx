import { ArrowLeft, Bot, ListChecks, RotateCcw, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Strategy } from "@contracts/strategy/schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";

/** A step's heading takes the focus when it appears (after Finish, after Generate), so it is announced and Tab goes on from it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return ref;
}

/** Results step before generation: what will be generated, Generate Strategy, Back to Questions. */
export function ResultsIntro({
  onGenerate,
  onBack,
  generating,
  generationStartedAt,
}: {
  onGenerate: () => void;
  onBack: () => void;
  generating: boolean;
  /** Start of the server-side generation (it may have started on an earlier visit of the page). */
  generationStartedAt?: number;
}) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const items = ["description", "purpose", "audience", "formats", "engagement", "frequency"] as const;
  return (
    <section
      aria-labelledby="results-intro"
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="results-intro"
          className="text-lg font-semibold tracking-tight outline-none sm:text-xl"
        >
          {t("strategy.results.readyTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("strategy.results.readyDescription")}</p>
      </div>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {items.map((k) => (
          <li key={k} className="flex items-center gap-2">
            <ListChecks className="size-4 shrink-0 text-brand-text" aria-hidden="true" />
            {t(`strategy.results.includes.${k}`)}
          </li>
        ))}
      </ul>
      {generating ? <GenerationProgress startedAt={generationStartedAt} /> : null}
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t("strategy.results.back")}
        </Button>
        <Button onClick={onGenerate} disabled={generating}>
          {generating ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {generating ? t("strategy.results.generating") : t("strategy.results.generate")}
        </Button>
      </div>
    </section>
  );
}

const STAGES = ["saving", "thinking", "writing", "finishing"] as const;

/** While the server generates (an LLM can take many seconds): stage, elapsed time, indeterminate bar. */
function GenerationProgress({ startedAt }: { startedAt?: number }) {
  const { t } = useTranslation();
  const [from] = useState(() => startedAt ?? Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - from) / 1000));
  const stage = STAGES[Math.min(STAGES.length - 1, seconds < 2 ? 0 : seconds < 10 ? 1 : seconds < 25 ? 2 : 3)];
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">{t(`strategy.generation.${stage}`)}</span>
        <span className="text-muted-foreground tabular-nums">{t("strategy.generation.elapsed", { seconds })}</span>
      </div>
      <Progress label={t("strategy.generation.label")} />
      <p className="text-xs text-muted-foreground">{t("strategy.generation.hint")}</p>
    </div>
  );
}

/**
 * Heading of a generated strategy: name, which generator made it, Review Questions and Reset Strategy (neither
 * without `onReview` and `onReset`: a role that reads the strategy).
 */
export function StrategyHeader({
  strategy,
  onReview,
  onReset,
}: {
  strategy: Strategy;
  onReview?: () => void;
  onReset?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const date = new Date(strategy.createdAt).toLocaleDateString(i18n.resolvedLanguage ?? "en", { dateStyle: "medium" });
  return (
    <section
      aria-labelledby="strategy-name"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t("strategy.results.yourStrategy")}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="strategy-name"
          className="text-xl font-semibold tracking-tight break-words outline-none"
        >
          {strategy.name}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {strategy.generator ? (
            <Badge variant={strategy.generator === "llm" ? "brand" : "outline"}>
              {strategy.generator === "llm" ? (
                <Sparkles className="size-3" aria-hidden="true" />
              ) : (
                <Bot className="size-3" aria-hidden="true" />
              )}
              {t(`strategy.results.generator.${strategy.generator}`)}
            </Badge>
          ) : null}
          <span>{t("strategy.results.created", { date })}</span>
          <span aria-hidden="true">·</span>
          <span>{t("strategy.results.pillarCount", { count: strategy.pillars.length })}</span>
        </div>
      </div>
      {onReview && onReset ? (
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onReview}>
            <ListChecks aria-hidden="true" />
            {t("strategy.results.review")}
          </Button>
          <Button variant="outline" onClick={onReset} className="text-destructive hover:text-destructive">
            <RotateCcw aria-hidden="true" />
            {t("strategy.results.reset")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
