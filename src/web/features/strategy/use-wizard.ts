import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import {
  firstStep,
  isAnswered,
  progressPercent,
  visibleQuestions,
  type Answers,
  type AnswerValue,
} from "@contracts/strategy/rules";
import type { StrategyQuestion, Strategy } from "@contracts/strategy/schemas";
import { toast } from "@/lib/ui/use-toast";
import { answersForSave, clearLocalAnswers, mergeAnswers, readLocalAnswers, writeLocalAnswers } from "./local-answers";
import { saveResponses } from "./api";

/** SPEC §9: a change in a question field is recorded after 500 ms without typing. */
export const AUTO_RECORD_MS = 500;

export interface WizardInit {
  userId: string;
  questions: StrategyQuestion[];
  serverAnswers: Record<string, unknown>;
  strategies: Strategy[];
}

const storage = () => window.localStorage;

/** The wizard's state (SPEC §4): answers held locally, the current step, review mode. */
export function useWizard({ userId, questions, serverAnswers, strategies }: WizardInit) {
  const { t } = useTranslation();
  const [init] = useState(() => {
    // No storage when the server renders the page (src/web/prerender/render-page.tsx): the database's answers.
    const inBrowser = typeof window !== "undefined";
    const merged = mergeAnswers(questions, serverAnswers, inBrowser ? readLocalAnswers(storage(), userId) : null);
    if (merged.dropped && inBrowser) {
      writeLocalAnswers(storage(), userId, { answers: merged.answers, unsaved: merged.unsaved });
    }
    const hasStrategy = strategies.some((s) => s.pillars.length > 0);
    return { ...merged, step: firstStep(questions, merged.answers, hasStrategy), review: hasStrategy };
  });
  const [answers, setAnswers] = useState<Answers>(init.answers);
  const [unsaved, setUnsaved] = useState(init.unsaved);
  const [step, setStepState] = useState(init.step);
  const [review, setReview] = useState(init.review);
  const [draft, setDraft] = useState<{ id: string; value: AnswerValue } | null>(null);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const visible = useMemo(() => visibleQuestions(questions, answers), [questions, answers]);
  const total = visible.length;
  const progress = progressPercent(questions, answers);
  const answeredCount = visible.filter((q) => isAnswered(q, answers[q.id])).length;

  const persist = useCallback(
    (next: Answers, nextUnsaved: boolean) => {
      if (!writeLocalAnswers(storage(), userId, { answers: next, unsaved: nextUnsaved })) {
        toast({ variant: "destructive", title: t("strategy.toast.localSaveFailed") });
      }
    },
    [t, userId],
  );

  /** Records an answer: state, localStorage, unsaved flag. */
  const record = useCallback(
    (id: string, value: AnswerValue | undefined) => {
      const next = { ...answersRef.current, [id]: value };
      if (value === undefined) delete next[id];
      answersRef.current = next;
      setAnswers(next);
      setUnsaved(true);
      persist(next, true);
    },
    [persist],
  );

  // Auto-record the field being typed in after 500 ms without a change.
  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => {
      record(draft.id, draft.value);
      setDraft(null);
    }, AUTO_RECORD_MS);
    return () => clearTimeout(timer);
  }, [draft, record]);

  // Leaving the page (a reload, a closed tab, a phone switching apps) records a draft still inside its 500 ms: the
  // localStorage write is synchronous, so the keys typed last are not lost.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => {
    const recordPending = () => {
      const pending = draftRef.current;
      if (!pending) return;
      draftRef.current = null;
      record(pending.id, pending.value);
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") recordPending();
    };
    window.addEventListener("pagehide", recordPending);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", recordPending);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [record]);

  /** Records the pending draft now (before moving, validating or saving). Returns the answers. */
  const flush = useCallback(() => {
    if (draft) {
      record(draft.id, draft.value);
      setDraft(null);
    }
    return answersRef.current;
  }, [draft, record]);

  const change = useCallback(
    (id: string, value: AnswerValue, immediate: boolean) => {
      if (immediate) {
        setDraft(null);
        record(id, value);
      } else setDraft({ id, value });
    },
    [record],
  );

  const valueOf = (id: string) => (draft?.id === id ? draft.value : answers[id]);

  const setStep = useCallback(
    (n: number) => {
      flush();
      setStepState(Math.max(1, Math.min(n, total + 1)));
    },
    [flush, total],
  );

  /** The explicit local save: records the pending draft and writes the answers to localStorage; false when refused. */
  const saveLocal = useCallback(() => {
    const current = flush();
    return writeLocalAnswers(storage(), userId, { answers: current, unsaved });
  }, [flush, unsaved, userId]);

  /** Saves every answer to the database; clears the unsaved flag. Throws the API error. */
  const save = useCallback(async () => {
    const current = flush();
    await saveResponses(answersForSave(questions, current));
    setUnsaved(false);
    persist(current, false);
  }, [flush, persist, questions]);

  const firstUnanswered = useCallback(() => {
    const current = flush();
    const shown = visibleQuestions(questions, current);
    const i = shown.findIndex((q) => !isAnswered(q, current[q.id]));
    return i === -1 ? null : i + 1;
  }, [flush, questions]);

  const reset = useCallback(() => {
    clearLocalAnswers(storage(), userId);
    answersRef.current = {};
    setDraft(null);
    setAnswers({});
    setUnsaved(false);
    setReview(false);
    setStepState(1);
  }, [userId]);

  return {
    answers,
    visible,
    total,
    step,
    setStep,
    review,
    setReview,
    progress,
    answeredCount,
    unsaved,
    valueOf,
    change,
    flush,
    saveLocal,
    save,
    firstUnanswered,
    reset,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
