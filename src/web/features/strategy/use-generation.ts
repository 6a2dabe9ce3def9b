import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Language, StrategyQuestion } from "@contracts/strategy/schemas";
import { briefQuestionOf, buildBrief } from "@shared/strategy/brief";
import { generateBuiltinStrategy } from "@shared/strategy/builtin";
import { ApiError } from "@/lib/api/api-client";
import { apiErrorText, toastApiFailure } from "@/lib/api/api-error-text";
import { toast } from "@/lib/ui/use-toast";
import {
  generateCallFailed,
  generationAlreadyRunning,
  useGenerateStrategy,
  useGenerationStartedAt,
  useSaveBuiltinStrategy,
  useStrategies,
} from "./api";
import { aiLimitedText } from "./generation-messages";
import type { Wizard } from "./use-wizard";

/** How long, after a 409, the page looks for the strategy another tab is generating. */
const WAIT_FOR_OTHER_MS = 120_000;

/**
 * Generate Strategy (SPEC §4): check and save the answers, ask the server, and when the call fails build the
 * built-in strategy here. One generation per user: a second click while one runs does nothing, and a 409 (another
 * tab is generating) waits for that strategy instead of building a second one.
 */
export function useGeneration({
  w,
  questions,
  lang,
  hasStrategy,
  onMissing,
}: {
  w: Wizard;
  questions: StrategyQuestion[];
  lang: Language;
  hasStrategy: boolean;
  onMissing: (step: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const generate = useGenerateStrategy();
  const startedAt = useGenerationStartedAt();
  const saveBuiltin = useSaveBuiltinStrategy();
  const refetchStrategies = useStrategies().refetch;
  const setReview = w.setReview;
  const runningRef = useRef(false);
  const [starting, setStarting] = useState(false);
  const [waitingForOther, setWaitingForOther] = useState(false);

  /** SPEC §4: build the built-in strategy here and save it, unless the server made one after all. */
  const buildLocally = async (err: unknown) => {
    const limited = err instanceof ApiError && err.status === 429;
    const existing = (await refetchStrategies().catch(() => undefined))?.data?.find((s) => s.pillars.length > 0);
    if (existing) {
      setReview(true);
      return;
    }
    if (!limited) toastApiFailure(t("strategy.toast.aiFailed"), err, t);
    const draft = generateBuiltinStrategy(buildBrief(questions.map(briefQuestionOf), w.flush(), {}, lang));
    try {
      await saveBuiltin.mutateAsync(draft);
      setReview(true);
      toast({
        title: t("strategy.toast.strategyCreated"),
        description: limited ? aiLimitedText(t, i18n.resolvedLanguage ?? lang, err.retryAfterSeconds) : undefined,
      });
    } catch {
      // the mutation said why
    }
  };

  const generateOnce = async () => {
    const gap = w.firstUnanswered();
    if (gap !== null) return onMissing(gap);
    try {
      await w.save();
    } catch (err) {
      toastApiFailure(t("strategy.toast.responsesSaveFailed"), err, t);
      return;
    }
    try {
      await generate.mutateAsync(lang);
      setReview(true);
    } catch (err) {
      if (generationAlreadyRunning(err)) {
        toast({ title: apiErrorText(err, t) });
        setWaitingForOther(true);
      } else if (generateCallFailed(err)) await buildLocally(err);
      else toastApiFailure(t("strategy.toast.generateFailed"), err, t);
    }
  };

  const run = async () => {
    // Set before the first await: a double click's second click finds it.
    if (runningRef.current || startedAt !== undefined) return;
    runningRef.current = true;
    setStarting(true);
    try {
      await generateOnce();
    } finally {
      runningRef.current = false;
      setStarting(false);
    }
  };

  // After a 409: look for the other generation's strategy every few seconds until it appears (or we give up).
  useEffect(() => {
    if (!waitingForOther) return;
    if (hasStrategy) {
      setWaitingForOther(false);
      setReview(true);
      return;
    }
    const timer = setInterval(() => void refetchStrategies(), 2000);
    const stop = setTimeout(() => setWaitingForOther(false), WAIT_FOR_OTHER_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [waitingForOther, hasStrategy, refetchStrategies, setReview]);

  return {
    run,
    busy: starting || waitingForOther || startedAt !== undefined || saveBuiltin.isPending,
    startedAt,
  };
}
