import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@contracts/language";
import { PROMPT_PATHS as P } from "@contracts/prompts/paths";
import type { CreatePromptInput, UpdatePromptInput } from "@contracts/prompts/schemas";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const PROMPT_KEYS = {
  all: ["prompts"] as const,
  list: ["prompts", "list"] as const,
  starters: (language: Language) => ["prompts", "starters", language] as const,
};

/** The workspace's saved prompts, by name (Generate Post reads the same query). */
export const promptsQuery = queryOptions({
  queryKey: PROMPT_KEYS.list,
  queryFn: () => api(P.listPrompts, {}).then((r) => r.items),
});
export const usePrompts = () => useQuery(promptsQuery);

export const useStarterPrompts = (language: Language) =>
  useQuery({
    queryKey: PROMPT_KEYS.starters(language),
    queryFn: () => api(P.listStarterPrompts, { query: { language } }).then((r) => r.items),
    staleTime: Infinity,
  });

export function useCreatePrompt() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: CreatePromptInput) => api(P.createPrompt, { body: input }).then((r) => r.prompt),
    failure: "prompts.toast.createFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: PROMPT_KEYS.list }),
  });
}

export function useUpdatePrompt() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePromptInput }) =>
      api(P.updatePrompt, { params: { id }, body: input }).then((r) => r.prompt),
    failure: "prompts.toast.saveFailed",
    // a conflict also refreshes: the dialog then shows the current text
    onSettled: () => client.invalidateQueries({ queryKey: PROMPT_KEYS.list }),
  });
}

export function useDeletePrompt() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deletePrompt, { params: { id } }).then((r) => r.prompt),
    failure: "prompts.toast.deleteFailed",
    onSettled: () => client.invalidateQueries({ queryKey: PROMPT_KEYS.list }),
  });
}
