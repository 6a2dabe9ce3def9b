import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { PLANNING_PATHS as P } from "@contracts/planning/paths";
import type { FillGapInput, FillGapResult } from "@contracts/planning/schemas";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { POST_KEYS } from "@/features/posts/api";

export const PILLAR_MIX_KEY = ["pillar-mix"] as const;
/** Fill the gap's mutation: its answer carries the new mix (no need to read it again). */
export const FILL_GAP_KEY = ["pillar-mix", "fill-gap"] as const;

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
