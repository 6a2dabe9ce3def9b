import { Check, Cloud, Flag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { StrategyQuestion, Strategy } from "@contracts/strategy/schemas";
import { Page } from "@/components/layout/page";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/entities/profile/use-can";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { useSession } from "@/lib/session/use-session";
import { toast } from "@/lib/ui/use-toast";
import { cn } from "@/lib/utils";
import { isAnswered, type Language } from "@contracts/strategy/rules";
import { useQuestions, useResetStrategy, useResponses, useStrategies, useUpdatePillar } from "./api";
import { PillarCard } from "./components/pillar-card";
import { PillarForm } from "./components/lazy-pillar-form";
import { QuestionCard, QuestionError } from "./components/question-card";
import { ResultsIntro, StrategyHeader } from "./components/results";
import { useGeneration } from "./use-generation";
import { useWizard } from "./use-wizard";
import { wizardLanguage } from "./prefetch";

/** SPEC §2 Strategy wizard (/strategy). */
export function StrategyPage() {
  const { t, i18n } = useTranslation();
  const lang = wizardLanguage(i18n);
  const { user } = useSession();
  const questions = useQuestions(lang);
  const responses = useResponses();
  const strategies = useStrategies();
  // a role that may not change the strategy (reviewer, client) reads it: no questions to answer, no generating,
  // resetting or editing (the server refuses each: 403), and nothing kept in this browser
  const mayWrite = useCan("strategy.write");
  const failed = strategies.isError || (mayWrite && (questions.isError || responses.isError));
  const ready = !!user && questions.data && responses.data && strategies.data;

  return (
    <Page
      title={t("strategy.title")}
      description={t("strategy.description")}
      actions={
        mayWrite ? (
          <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Cloud className="size-3.5" aria-hidden="true" />
            {t("strategy.autoSaveNote")}
          </p>
        ) : undefined
      }
    >
      {!mayWrite && user && strategies.data ? (
        <StrategyToRead strategies={strategies.data} />
      ) : mayWrite && ready ? (
        <Wizard
          key={user.id}
          userId={user.id}
          lang={lang}
          questions={questions.data}
          serverAnswers={responses.data.answers}
          strategies={strategies.data}
        />
      ) : failed ? (
        <QuestionError />
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 py-20 text-sm text-muted-foreground">
          <Spinner className="size-6" />
          {t("strategy.loading")}
        </div>
      )}
    </Page>
  );
}

/** The strategy for a role that reads it: its name and pillars, who changes it, and no control that would. */
function StrategyToRead({ strategies }: { strategies: Strategy[] }) {
  const { t } = useTranslation();
  const mayWritePosts = useCan("post.write");
  const strategy = strategies.find((s) => s.pillars.length > 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("strategy.readOnlyRole")}</p>
      {strategy ? (
        <>
          <StrategyHeader strategy={strategy} />
          <div className="grid gap-4 md:grid-cols-2">
            {strategy.pillars.map((p) => (
              <PillarCard key={p.id} pillar={p} writePost={mayWritePosts} />
            ))}
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-sm">{t("strategy.readOnlyNone")}</p>
      )}
    </div>
  );
}

function Wizard({
  userId,
  lang,
  questions,
  serverAnswers,
  strategies,
}: {
  userId: string;
  lang: Language;
  questions: StrategyQuestion[];
  serverAnswers: Record<string, unknown>;
  strategies: Strategy[];
}) {
  const { t } = useTranslation();
  const w = useWizard({ userId, questions, serverAnswers, strategies });
  const updatePillar = useUpdatePillar();
  const reset = useResetStrategy();
  const [finishing, setFinishing] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [lastEdited, setLastEdited] = useState<string | null>(null);
  const closeEditor = () => {
    setLastEdited(editing);
    setEditing(null);
  };
  const [confirmReset, setConfirmReset] = useState(false);
  const strategy = strategies.find((s) => s.pillars.length > 0) ?? strategies[0];
  const resultsStep = w.total + 1;
  const onResults = w.step === resultsStep;
  const question = w.visible[w.step - 1];

  const missing = (to: number) => {
    toast({
      variant: "destructive",
      title: t("strategy.toast.missingTitle"),
      description: t("strategy.toast.missingDescription"),
    });
    w.setStep(to);
  };
  const generation = useGeneration({
    w,
    questions,
    lang,
    hasStrategy: !!strategy && strategy.pillars.length > 0,
    onMissing: missing,
  });

  const finish = async () => {
    const gap = w.firstUnanswered();
    if (gap !== null) return missing(gap);
    setFinishing(true);
    try {
      await w.save();
      toast({ title: t("strategy.toast.strategySaved") });
      w.setStep(resultsStep);
    } catch (err) {
      toastApiFailure(t("strategy.toast.strategySaveFailed"), err, t);
    } finally {
      setFinishing(false);
    }
  };

  const [savingProgress, setSavingProgress] = useState(false);
  /**
   * "Save progress": writes the answers to this browser, then, when online, to the account. Offline, the local
   * result is the news ("Progress saved locally"); online, the server's ("Responses saved successfully").
   */
  const saveProgress = async () => {
    const savedLocally = w.saveLocal();
    if (!navigator.onLine) {
      toast(
        savedLocally
          ? { title: t("strategy.toast.localSaved") }
          : { variant: "destructive", title: t("strategy.toast.localSaveFailed") },
      );
      return;
    }
    setSavingProgress(true);
    try {
      await w.save();
      toast({ title: t("strategy.toast.responsesSaved") });
    } catch (err) {
      toastApiFailure(t("strategy.toast.responsesFailed"), err, t);
    } finally {
      setSavingProgress(false);
    }
  };

  const toggle = (id: string, isActive: boolean) =>
    updatePillar.mutate(
      { id, input: { isActive } },
      {
        onSuccess: () => toast({ title: t("strategy.toast.pillarUpdated") }),
      },
    );

  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirmReset(false);
        setEditing(null);
        w.reset();
        toast({ title: t("strategy.toast.reset") });
      },
    });

  const editingPillar = strategy?.pillars.find((p) => p.id === editing);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium">{t("strategy.progress.label")}</span>
          <span className="text-muted-foreground tabular-nums">
            {t("strategy.progress.value", { percent: w.progress, answered: w.answeredCount, total: w.total })}
          </span>
        </div>
        <Progress value={w.progress} label={t("strategy.progress.label")} />
        <nav aria-label={t("strategy.steps.label")}>
          <ol className="flex flex-wrap gap-1.5">
            {w.visible.map((q, i) => {
              const n = i + 1;
              const done = isAnswered(q, w.answers[q.id]);
              const current = n === w.step;
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    disabled={w.review}
                    aria-current={current ? "step" : undefined}
                    aria-label={t(done ? "strategy.steps.answered" : "strategy.steps.step", { n })}
                    onClick={() => w.setStep(n)}
                    className={cn(
                      "flex size-8 items-center justify-center rounded-md border text-xs font-semibold tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60",
                      current
                        ? "border-primary bg-primary text-primary-foreground"
                        : done
                          ? "border-primary/40 bg-accent text-foreground hover:bg-accent/70"
                          : "bg-background text-muted-foreground hover:bg-accent",
                    )}
                  >
                    {n}
                  </button>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                disabled={w.review}
                aria-current={onResults ? "step" : undefined}
                aria-label={t("strategy.steps.results")}
                onClick={() => w.setStep(resultsStep)}
                className={cn(
                  "flex size-8 items-center justify-center rounded-md border transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60",
                  onResults
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-background text-muted-foreground hover:bg-accent",
                )}
              >
                {w.progress === 100 ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Flag className="size-4" aria-hidden="true" />
                )}
              </button>
            </li>
          </ol>
        </nav>
      </div>

      {onResults ? (
        strategy && strategy.pillars.length > 0 ? (
          <div className="flex flex-col gap-4">
            <StrategyHeader
              strategy={strategy}
              onReview={() => {
                w.setReview(true);
                w.setStep(1);
              }}
              onReset={() => setConfirmReset(true)}
            />
            {editingPillar ? (
              <PillarForm
                key={editingPillar.id}
                pillar={editingPillar}
                onCancel={closeEditor}
                onSave={
                  (values) =>
                    updatePillar
                      .mutateAsync({ id: editingPillar.id, input: values })
                      .then(() => {
                        toast({ title: t("strategy.toast.pillarUpdated") });
                        closeEditor();
                      })
                      .catch(() => {}) // the mutation said why; the form stays open with what was typed
                }
              />
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {strategy.pillars.map((p) => (
                  <PillarCard
                    key={p.id}
                    pillar={p}
                    pending={updatePillar.isPending && updatePillar.variables?.id === p.id}
                    onToggle={(active) => toggle(p.id, active)}
                    onEdit={() => setEditing(p.id)}
                    focusEdit={p.id === lastEdited}
                  />
                ))}
              </div>
            )}
          </div>
        ) : (
          <ResultsIntro
            generating={generation.busy}
            generationStartedAt={generation.startedAt}
            onGenerate={() => void generation.run()}
            onBack={() => w.setStep(w.total)}
          />
        )
      ) : question ? (
        <QuestionCard
          question={question}
          index={w.step}
          total={w.total}
          value={w.valueOf(question.id)}
          onChange={(v, immediate) => w.change(question.id, v, immediate)}
          onPrevious={() => w.setStep(w.step - 1)}
          onNext={() => (w.step === w.total && !w.review ? void finish() : w.setStep(w.step + 1))}
          review={w.review}
          finishing={finishing}
          onSaveProgress={() => void saveProgress()}
          savingProgress={savingProgress}
          onBackToResults={() => w.setStep(resultsStep)}
        />
      ) : (
        <QuestionError />
      )}

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t("strategy.reset.title")}
        description={t("strategy.reset.description")}
        confirmLabel={t("strategy.reset.confirm")}
        cancelLabel={t("strategy.reset.cancel")}
        onConfirm={doReset}
        pending={reset.isPending}
        destructive
      />
    </div>
  );
}
