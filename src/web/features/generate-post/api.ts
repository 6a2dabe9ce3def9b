import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Generation } from "@contracts/generation/schemas";
import { GENERATION_PATHS as P, HISTORY_QUERY } from "@contracts/generation/paths";
import { NOTE_PATHS } from "@contracts/notes/paths";
import { PLANNING_PATHS } from "@contracts/planning/paths";
import type { PillarMix } from "@contracts/planning/schemas";
import { ApiError, api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { GENERATION_SETTINGS_KEY } from "@/entities/generation/settings";

export const GENERATION_KEYS = {
  all: ["generations"] as const,
  list: ["generations", "list"] as const,
  one: (id: string) => ["generations", "one", id] as const,
  settings: GENERATION_SETTINGS_KEY,
  pillarMix: ["pillar-mix"] as const,
  notes: (q: string) => ["notes", "picker", q] as const,
};

/** A read that a server without the endpoint answers 404 (or 405) gives `fallback`: the page works without it. */
const orWhenMissing = <T>(read: Promise<T>, fallback: T) =>
  read.catch((e: unknown) => {
    if (e instanceof ApiError && (e.status === 404 || e.status === 405)) return fallback;
    throw e;
  });

export { generationSettingsQuery, useGenerationSettings } from "@/entities/generation/settings";

/** The pillar mix: which pillar is most behind its target (preselected; the server picks it). */
export const pillarMixQuery = queryOptions({
  queryKey: GENERATION_KEYS.pillarMix,
  queryFn: () => orWhenMissing<PillarMix | null>(api(PLANNING_PATHS.getPillarMix), null),
  staleTime: 60_000,
});
export const usePillarMix = () => useQuery(pillarMixQuery);

/** Notes to pick a topic from: the latest, or the best matches of a search. */
export const useNotePicker = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: GENERATION_KEYS.notes(q),
    queryFn: () => api(NOTE_PATHS.listNotes, { query: { limit: 20, ...(q ? { q } : {}) } }).then((r) => r.items),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const generationsQuery = queryOptions({
  queryKey: GENERATION_KEYS.list,
  queryFn: () => api(P.listGenerations, { query: HISTORY_QUERY }),
});
export const useGenerations = () => useQuery(generationsQuery);

/** Puts a finished generation at the head of the cached history. */
export function useRememberGeneration() {
  const client = useQueryClient();
  return (generation: Generation) => {
    client.setQueryData(GENERATION_KEYS.one(generation.id), generation);
    void client.invalidateQueries({ queryKey: GENERATION_KEYS.list });
  };
}

export function useDeleteGeneration() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deleteGeneration, { params: { id } }).then((r) => r.generation),
    failure: "generatePost.toast.deleteFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: GENERATION_KEYS.list }),
  });
}
