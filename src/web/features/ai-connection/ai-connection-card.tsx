import { AlertTriangle, CheckCircle2, CircleDashed, Sparkles, XCircle } from "lucide-react";
import { AI_CHECK_STEPS, type AiCheckState } from "@contracts/ai/rules";
import type { AiConnectionCheck } from "@contracts/ai/schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/entities/profile/use-can";
import { useFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { aiFailureText } from "@/lib/i18n/ai-failure-text";
import { useCheckAiConnection } from "./api";

const STATE_ICONS = { passed: CheckCircle2, failed: XCircle, unknown: CircleDashed } as const;
const STATE_COLOURS = { passed: "text-brand-text", failed: "text-hot-text", unknown: "text-muted-foreground" } as const;

/**
 * "Test the AI connection": what the AI server (LLM_BASE_URL) says to the app, step by step, and what to fix. Only
 * what anyone signed in may see: the server's host, the model, each step's outcome and how long it took.
 */
export function AiConnectionCard() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const test = useCheckAiConnection();
  const mayTest = useCan("ai.configure");
  const result = test.data;
  const ms = (value: number | null) => (value === null ? null : t("aiConnection.ms", { ms: format.number(value) }));
  const failure = result?.structuredOutputFailure ?? result?.streamedAnswerFailure;
  const took: Partial<Record<(typeof AI_CHECK_STEPS)[number], number | null>> = {
    reachable: result?.latencyMs.models,
    structuredOutput: result?.latencyMs.structuredOutput,
    streamedAnswer: result?.latencyMs.streamedAnswer,
  };

  return (
    <section
      aria-labelledby="ai-connection-title"
      data-testid="ai-connection"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand/10">
          <Sparkles className="size-5 text-brand-text" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <h2 id="ai-connection-title" className="font-semibold">
            {t("aiConnection.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("aiConnection.purpose")}</p>
        </div>
        {result ? (
          <Badge variant={result.problem ? "hot" : "brand"} className="gap-1">
            {result.problem ? (
              <AlertTriangle className="size-3" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-3" aria-hidden="true" />
            )}
            {result.problem ? t("aiConnection.badge.problem") : t("aiConnection.badge.works")}
          </Badge>
        ) : null}
      </div>

      {mayTest ? (
        <div className="flex flex-col items-start gap-3">
          {/* not disabled while it runs (a disabled button drops the focus): a second press waits for the first */}
          <Button
            variant="outline"
            aria-busy={test.isPending || undefined}
            onClick={() => {
              if (!test.isPending) test.mutate();
            }}
          >
            {test.isPending ? <Spinner /> : null}
            {t("aiConnection.test")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("aiConnection.adminOnly")}</p>
      )}

      <div role="status" aria-live="polite" className="empty:hidden" data-testid="ai-connection-result">
        {test.isPending ? (
          <p className="text-sm text-muted-foreground">{t("aiConnection.testing")}</p>
        ) : result ? (
          <div className="flex flex-col gap-3 text-sm">
            <p className={result.problem ? "font-medium text-hot-text" : "font-medium text-brand-text"}>
              {result.problem ? t(`aiConnection.problems.${result.problem}`) : t("aiConnection.works")}
            </p>
            {result.configured ? (
              <>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">{t("aiConnection.server")}</dt>
                  <dd className="min-w-0 font-mono text-xs/5 wrap-anywhere">{result.host}</dd>
                  <dt className="text-muted-foreground">{t("aiConnection.model")}</dt>
                  <dd className="min-w-0 font-mono text-xs/5 wrap-anywhere">{result.model}</dd>
                </dl>
                <ul className="flex flex-col gap-1.5" aria-label={t("aiConnection.steps.label")}>
                  {AI_CHECK_STEPS.map((step) => {
                    const state: AiCheckState = result.checks[step];
                    const Icon = STATE_ICONS[state];
                    const stepTook = ms(took[step] ?? null);
                    return (
                      <li key={step} className="flex items-start gap-2" data-testid={`ai-check-${step}`}>
                        <Icon className={`mt-0.5 size-4 shrink-0 ${STATE_COLOURS[state]}`} aria-hidden="true" />
                        <span className="min-w-0">
                          {t(`aiConnection.steps.${step}`)}
                          {": "}
                          <span className={STATE_COLOURS[state]}>{t(`aiConnection.states.${state}`)}</span>
                          {stepTook ? <span className="text-muted-foreground"> ({stepTook})</span> : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {failure ? (
                  <p className="text-muted-foreground">
                    {aiFailureText(t, failure, null, i18n.resolvedLanguage ?? "en") ?? t("aiConnection.failures.other")}
                  </p>
                ) : null}
                <LearnedFacts learned={result.learned} />
                {result.otherModels.length ? (
                  <p className="text-muted-foreground wrap-anywhere">
                    {t("aiConnection.otherModels", { models: result.otherModels.join(", ") })}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * What the app learned of the server from its answers: the structured output mode of each kind of call, whether the
 * model reasons, whether answers stream. Hidden until something is known (a server that never answered).
 */
function LearnedFacts({ learned }: { learned: AiConnectionCheck["learned"] }) {
  const { t } = useTranslation();
  const { plain, streamed } = learned.structuredOutput;
  if (!plain && !streamed && learned.reasoning === null && learned.streaming === null) return null;
  const unknown = t("aiConnection.learned.unknown");
  const mode = (value: typeof plain) => (value ? t(`aiConnection.learned.modes.${value}`) : unknown);
  const yesNo = (value: boolean | null, states: "reasoningStates" | "streamingStates") =>
    value === null ? unknown : t(`aiConnection.learned.${states}.${value ? "yes" : "no"}`);
  const facts = [
    ["plainMode", mode(plain)],
    ["streamedMode", mode(streamed)],
    ["reasoning", yesNo(learned.reasoning, "reasoningStates")],
    ["streaming", yesNo(learned.streaming, "streamingStates")],
  ] as const;
  return (
    <section aria-labelledby="ai-connection-learned" className="flex flex-col gap-1" data-testid="ai-learned">
      <h3 id="ai-connection-learned" className="font-medium">
        {t("aiConnection.learned.label")}
      </h3>
      <dl className="grid grid-cols-1 gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr]">
        {facts.map(([key, value]) => (
          <div key={key} className="contents" data-testid={`ai-learned-${key}`}>
            <dt className="text-muted-foreground">{t(`aiConnection.learned.${key}`)}</dt>
            <dd className="mb-1 min-w-0 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
