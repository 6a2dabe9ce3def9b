import type { QueryClient } from "@tanstack/react-query";
import { gettingStartedQueries } from "@/features/onboarding/getting-started";
import { promptsQuery } from "@/features/prompts/api";
import { strategiesQuery } from "@/features/strategy/api";
import { generationSettingsQuery, generationsQuery, pillarMixQuery } from "./api";

/**
 * Generate Post's first view's reads (the pillars, the mix, the prompts, whether a model answers, the history, and
 * Getting started's steps), started by the route's loader with the page's code. On a page the server rendered they
 * are in the page (server/modules/generation/pages.ts gives the same URLs), so the first render is the form itself.
 */
export function prefetchGeneratePost(queryClient: QueryClient): Promise<unknown> {
  const queries = [
    strategiesQuery,
    pillarMixQuery,
    promptsQuery,
    generationSettingsQuery,
    generationsQuery,
    ...gettingStartedQueries,
  ] as const;
  return Promise.all(
    queries.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient["prefetchQuery"]>[0])),
  );
}
