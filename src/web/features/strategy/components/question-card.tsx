import { ArrowLeft, ArrowRight, Check, Flag, Lock, Save } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { StrategyQuestion } from "@contracts/strategy/schemas";
import { validateAnswer, type AnswerValue } from "@contracts/strategy/rules";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { messageText } from "@/lib/forms/validation-message";
import { cn } from "@/lib/utils";
import { selectClass, textareaClass } from "@/components/ui/input";

/** One question of the wizard with its input, its validation message and Previous / Next (Finish). */
export function QuestionCard({
  question,
  index,
  total,
  value,
  onChange,
  onPrevious,
  onNext,
  review,
  finishing,
  onSaveProgress,
  savingProgress = false,
  onBackToResults,
}: {
  question: StrategyQuestion;
  index: number;
  total: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue, immediate: boolean) => void;
  onPrevious: () => void;
  /** Called once the answer is valid. */
  onNext: () => void;
  review: boolean;
  finishing: boolean;
  /** The explicit "Save progress" action (not shown in review mode). */
  onSaveProgress?: () => void;
  savingProgress?: boolean;
  /** Review mode only: leave the questions for the strategy (the numbered steps are locked then). */
  onBackToResults?: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const fieldRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = index === total;

  // New question: clear the message and move focus to the question (announced to screen readers). Not away from
  // the field of the question the page opened on, when the visitor is already in it (the server-rendered page they
  // started typing in, which the app has just taken over: lib/app/take-over.ts).
  const openedOn = useRef(question.id);
  useEffect(() => {
    setError(null);
    if (question.id === openedOn.current && fieldRef.current?.contains(document.activeElement)) return;
    headingRef.current?.focus({ preventScroll: true });
  }, [question.id]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (review) {
      onNext();
      return;
    }
    // A yes/no question left unanswered is refused like any other (no silent "No").
    const message = validateAnswer(question, value);
    if (message) {
      setError(messageText(t, message, "strategy.validation.answerRequired"));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    onNext();
  };

  const described = error ? errorId : undefined;
  const set = (v: AnswerValue, immediate: boolean) => {
    if (error) setError(null);
    onChange(v, immediate);
  };
  const options = (question.options ?? []).map((label, i) => ({ label, value: question.values?.[i] ?? label }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-xl border bg-card p-5 shadow-xs sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          {t("strategy.question.counter", { current: index, total })}
        </p>
        {review ? (
          <p className="inline-flex items-center gap-1.5 rounded-full border bg-muted px-2.5 py-1 text-xs font-medium">
            <Lock className="size-3.5" aria-hidden="true" />
            {t("strategy.question.reviewMode")}
          </p>
        ) : null}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-4" disabled={review}>
        <legend className="contents">
          <h2
            ref={headingRef}
            tabIndex={-1}
            id={`${inputId}-label`}
            className="text-lg font-semibold tracking-tight outline-none sm:text-xl"
          >
            {question.text}
          </h2>
        </legend>
        {question.type === "text" ? (
          <textarea
            id={inputId}
            ref={(el) => {
              fieldRef.current = el;
            }}
            aria-labelledby={`${inputId}-label`}
            aria-invalid={!!error}
            aria-describedby={described}
            rows={4}
            value={typeof value === "string" ? value : ""}
            onChange={(e) => set(e.target.value, false)}
            placeholder={t("strategy.question.placeholder")}
            className={cn(textareaClass, "min-h-28")}
          />
        ) : null}
        {question.type === "select" ? (
          <select
            id={inputId}
            ref={(el) => {
              fieldRef.current = el;
            }}
            aria-labelledby={`${inputId}-label`}
            aria-invalid={!!error}
            aria-describedby={described}
            value={typeof value === "string" ? value : ""}
            onChange={(e) => set(e.target.value, true)}
            className={selectClass}
          >
            <option value="">{t("strategy.question.choose")}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : null}
        {question.type === "multiselect" ? (
          <div
            role="group"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={described}
            className="grid gap-2 sm:grid-cols-2"
          >
            {options.map((o, i) => {
              const list = Array.isArray(value) ? value : [];
              const checked = list.includes(o.value);
              return (
                <label
                  key={o.value}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    checked && "border-primary bg-accent",
                    review && "cursor-not-allowed opacity-70",
                  )}
                >
                  <input
                    type="checkbox"
                    ref={
                      i === 0
                        ? (el) => {
                            fieldRef.current = el;
                          }
                        : undefined
                    }
                    className="size-4 accent-[var(--primary)]"
                    checked={checked}
                    onChange={() => set(checked ? list.filter((x) => x !== o.value) : [...list, o.value], true)}
                  />
                  {o.label}
                </label>
              );
            })}
          </div>
        ) : null}
        {question.type === "checkbox" ? (
          <div
            role="radiogroup"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={described}
            aria-required="true"
            aria-invalid={!!error}
            className="grid gap-2 sm:grid-cols-2"
          >
            {([true, false] as const).map((choice) => (
              <label
                key={String(choice)}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  value === choice && "border-primary bg-accent",
                  review && "cursor-not-allowed opacity-70",
                )}
              >
                <input
                  type="radio"
                  name={inputId}
                  ref={
                    choice
                      ? (el) => {
                          fieldRef.current = el;
                        }
                      : undefined
                  }
                  className="size-4 accent-[var(--primary)]"
                  checked={value === choice}
                  onChange={() => set(choice, true)}
                />
                {t(choice ? "strategy.question.yes" : "strategy.question.no")}
              </label>
            ))}
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="flex items-center justify-between gap-2 border-t pt-5">
        <Button variant="outline" onClick={onPrevious} disabled={index === 1}>
          <ArrowLeft aria-hidden="true" />
          {t("strategy.question.previous")}
        </Button>
        {onSaveProgress && !review ? (
          <Button type="button" variant="ghost" className="ml-auto" onClick={onSaveProgress} busy={savingProgress}>
            {savingProgress ? (
              t("strategy.question.savingProgress")
            ) : (
              <>
                <Save aria-hidden="true" />
                {/* Icon only on narrow screens; the name stays for assistive technology. */}
                <span className="sr-only sm:not-sr-only">{t("strategy.question.saveProgress")}</span>
              </>
            )}
          </Button>
        ) : null}
        {review && onBackToResults ? (
          <Button type="button" variant="ghost" className="ml-auto" onClick={onBackToResults}>
            <Flag aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t("strategy.question.backToResults")}</span>
          </Button>
        ) : null}
        <Button type="submit" disabled={finishing}>
          {last ? t("strategy.question.finish") : t("strategy.question.next")}
          {finishing ? <Spinner /> : last ? <Check aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}

/** Shown when the current step has no question (SPEC §2 "Error Loading Question"). */
export function QuestionError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center shadow-xs"
    >
      <h2 className="text-lg font-semibold tracking-tight">{t("strategy.error.title")}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t("strategy.error.description")}</p>
      <Button onClick={() => window.location.reload()}>{t("strategy.error.refresh")}</Button>
    </div>
  );
}
