import { ApiError, api } from "@/lib/api/api-client";
import { queryOptions, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/lib/api/api-mutation";
import i18n from "@/lib/i18n/i18n";
import type { Language, Pillar, Strategy, UpdatePillarInput } from "@contracts/strategy/schemas";
import type { StrategyDraft } from "@shared/strategy/builtin";
import { STRATEGY_PATHS as P } from "@contracts/strategy/paths";
import { toast } from "@/lib/ui/use-toast";
import { generatedToast } from "./generation-messages";

export const STRATEGY_KEYS = {
  questions: (lang: Language) => ["strategy", "questions", lang] as const,
  responses: ["strategy", "responses"] as const,
  strategies: ["strategy", "strategies"] as const,
};

export const questionsQuery = (lang: Language) =>
  queryOptions({
    queryKey: STRATEGY_KEYS.questions(lang),
    queryFn: () => api(P.listQuestions, { query: { lang } }).then((r) => r.questions),
    staleTime: 5 * 60_000,
  });

export const responsesQuery = queryOptions({
  queryKey: STRATEGY_KEYS.responses,
  queryFn: () => api(P.getResponses),
  // The wizard keeps its own copy once loaded; refetching on focus would only fight local edits.
  refetchOnWindowFocus: false,
});

export const strategiesQuery = queryOptions({
  queryKey: STRATEGY_KEYS.strategies,
  queryFn: () => api(P.listStrategies).then((r) => r.strategies),
});

export const useQuestions = (lang: Language) => useQuery(questionsQuery(lang));
export const useResponses = () => useQuery(responsesQuery);
export const useStrategies = () => useQuery(strategiesQuery);

export function saveResponses(answers: Record<string, unknown>) {
  return api(P.saveResponses, { body: { answers } });
}

const GENERATE_KEY = ["strategy", "generate"] as const;

/**
 * Generation can take many seconds and the user may browse elsewhere meanwhile: the success toast lives on the
 * mutation itself (it fires even when the page that started it is gone), and `useGenerationStartedAt` lets a page
 * opened later show that it is still running, and for how long.
 */
export function useGenerateStrategy() {
  const client = useQueryClient();
  return useApiMutation({
    mutationKey: GENERATE_KEY,
    onSuccess: (res) => toast(generatedToast(res.content, i18n.t, i18n.resolvedLanguage ?? "en")),
    mutationFn: (language: Language) => api(P.generate, { body: { options: { language } } }),
    // what a failure means depends on the wizard's state (build locally, wait for another tab): it says it
    failure: null,
    onSettled: () => client.invalidateQueries({ queryKey: STRATEGY_KEYS.strategies }),
  });
}

/** When the generation still running started (ms since epoch), or undefined when none runs. */
export function useGenerationStartedAt(): number | undefined {
  const started = useMutationState({
    filters: { mutationKey: GENERATE_KEY, status: "pending" },
    select: (m) => m.state.submittedAt,
  });
  return started.length ? Math.min(...started) : undefined;
}

/**
 * SPEC §4: the generate call itself failed (no answer, a server error, or a rate limit: nothing was built on the
 * server): the wizard builds the strategy itself.
 */
export function generateCallFailed(err: unknown): boolean {
  return err instanceof ApiError ? err.status >= 500 || err.status === 429 : err instanceof TypeError;
}

/** 409: a generation for this user is already running (another tab or device); its strategy will appear. */
export const generationAlreadyRunning = (err: unknown) => err instanceof ApiError && err.status === 409;

/** Saves a strategy built in the browser: POST /api/strategies, then POST /api/strategy-pillars per pillar. */
export async function saveBuiltinStrategy(draft: StrategyDraft): Promise<Strategy> {
  const { strategy } = await api(P.createStrategy, { body: { name: draft.name, generator: "builtin" } });
  const pillars: Pillar[] = [];
  for (const p of draft.pillars) {
    const { pillar } = await api(P.createPillar, { body: { ...p, strategyId: strategy.id, isActive: true } });
    pillars.push(pillar);
  }
  return { ...strategy, pillars };
}

export function useSaveBuiltinStrategy() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: saveBuiltinStrategy,
    failure: "strategy.toast.strategyCreateFailed",
    onSuccess: (strategy) =>
      client.setQueryData<Strategy[]>(STRATEGY_KEYS.strategies, (list) => [strategy, ...(list ?? [])]),
    onSettled: () => client.invalidateQueries({ queryKey: STRATEGY_KEYS.strategies }),
  });
}

export function useUpdatePillar() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePillarInput }) =>
      api(P.updatePillar, { params: { id }, body: input }).then((r) => r.pillar),
    failure: "strategy.toast.pillarUpdateFailed",
    onSuccess: (pillar) => {
      client.setQueryData<Strategy[]>(STRATEGY_KEYS.strategies, (list) =>
        list?.map((s) =>
          s.id === pillar.strategyId ? { ...s, pillars: s.pillars.map((p) => (p.id === pillar.id ? pillar : p)) } : s,
        ),
      );
    },
  });
}

export function useResetStrategy() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: () => api(P.resetStrategies),
    failure: "strategy.toast.resetFailed",
    onSuccess: () => {
      client.setQueryData<Strategy[]>(STRATEGY_KEYS.strategies, []);
      client.setQueryData(STRATEGY_KEYS.responses, { answers: {}, progress: 0 });
    },
  });
}
