import { queryOptions, useQuery } from "@tanstack/react-query";
import { GENERATION_PATHS as P } from "@contracts/generation/paths";
import { ApiError, api } from "@/lib/api/api-client";

export const GENERATION_SETTINGS_KEY = ["generations", "settings"] as const;

/** Whether an AI model is configured (else only the template mode answers): Generate Post and Make a carousel. */
export const generationSettingsQuery = queryOptions({
  queryKey: GENERATION_SETTINGS_KEY,
  // a server without the endpoint (404, 405): no model, the page works without it
  queryFn: () =>
    api(P.generationSettings).catch((e: unknown) => {
      if (e instanceof ApiError && (e.status === 404 || e.status === 405)) return { llmAvailable: false };
      throw e;
    }),
  staleTime: 5 * 60_000,
});
export const useGenerationSettings = () => useQuery(generationSettingsQuery);
