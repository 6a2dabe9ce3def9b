import type { QueryClient } from "@tanstack/react-query";
import { strategiesQuery } from "@/features/strategy/api";
import { carouselsQuery } from "./api";

/**
 * Starts the carousels list's first requests (the route's loader, while the page's code loads): the live carousels,
 * unsearched, and the strategies (the pillar each card names).
 */
export function prefetchCarousels(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(carouselsQuery(false, "")),
    queryClient.prefetchQuery(strategiesQuery),
  ]);
}
