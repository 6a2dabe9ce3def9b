import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostingSlotInput } from "@contracts/scheduling/schemas";
import { SCHEDULING_PATHS as P } from "@contracts/scheduling/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const postingSlotsQuery = queryOptions({
  queryKey: ["posting-slots"] as const,
  queryFn: () => api(P.listPostingSlots, {}),
});

export const usePostingSlots = () => useQuery(postingSlotsQuery);

/** Saves the whole set (the server stamps it with the user's time zone). */
export function useReplacePostingSlots(failure = "slots.toast.saveFailed") {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (slots: PostingSlotInput[]) => api(P.replacePostingSlots, { body: { slots } }),
    failure,
    onSuccess: (answer) => client.setQueryData(postingSlotsQuery.queryKey, answer),
  });
}

/** The slots suggested from the strategy's posting frequency (read when asked for: nothing is saved). */
export function fetchSuggestedSlots() {
  return api(P.suggestPostingSlots, {});
}
