import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { PLANNING_PATHS as P } from "@contracts/planning/paths";
import type { FillGapInput, FillGapResult, SetPillarSharesInput } from "@contracts/planning/schemas";
import { POST_PATHS } from "@contracts/posts/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { POST_KEYS } from "@/entities/posts/api";

export const PILLAR_MIX_KEY = ["pillar-mix"] as const;
/** The mix's own mutations: their answer carries the new mix (no need to read it again). */
export const FILL_GAP_KEY = ["pillar-mix", "fill-gap"] as const;
export const PILLAR_SHARES_KEY = ["pillar-mix", "shares"] as const;

/** The next 4 weeks' mix of the user's active pillars (GET /api/pillar-mix). */
export const pillarMixQuery = queryOptions({
  queryKey: PILLAR_MIX_KEY,
  queryFn: () => api(P.getPillarMix),
});

/**
 * "Fill the gap": creates idea posts for the pillars behind; the answer's mix replaces the cached one and every
 * post query is read again, so the new idea cards show on the board and in the Library.
 */
export function useFillGap(onDone: (result: FillGapResult) => void) {
  const client = useQueryClient();
  return useApiMutation({
    mutationKey: FILL_GAP_KEY,
    mutationFn: (input: FillGapInput) => api(P.fillGap, { body: input }),
    failure: "pillarMix.toast.failed",
    onSuccess: (result) => {
      client.setQueryData(PILLAR_MIX_KEY, result.mix);
      void client.invalidateQueries({ queryKey: POST_KEYS.all });
      onDone(result);
    },
  });
}

/**
 * Undo of "Fill the gap": exactly the idea cards it added go to the trash (one bulk delete, all or nothing); the
 * panel reads the mix again after it as after any post change.
 */
export function useUndoFillGap(onDone: (count: number) => void) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (ids: string[]) => api(POST_PATHS.bulkPosts, { body: { action: "delete", ids } }),
    failure: "pillarMix.toast.undoFailed",
    onSuccess: (result) => onDone(result.posts.length),
    onSettled: () => client.invalidateQueries({ queryKey: POST_KEYS.all }),
  });
}

/** The pillars' shares of the total (PUT /api/pillar-mix/shares): the answer is the new mix. */
export function useSetPillarShares() {
  const client = useQueryClient();
  return useApiMutation({
    mutationKey: PILLAR_SHARES_KEY,
    mutationFn: (input: SetPillarSharesInput) => api(P.setPillarShares, { body: input }),
    failure: "pillarMix.toast.sharesFailed",
    onSuccess: (mix) => client.setQueryData(PILLAR_MIX_KEY, mix),
  });
}
