import type { QueryClient } from "@tanstack/react-query";
import { strategiesQuery } from "@/features/strategy/api";
import { favouritesQuery } from "@/entities/inspirations/favourites";

/**
 * Starts the Inspirations page's first requests (the route's loader, while the page's code loads): the workspace's
 * favourites (they come first in the list, starred) and the strategies (the pillar filter's choices).
 */
export function prefetchInspirations(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(favouritesQuery), queryClient.prefetchQuery(strategiesQuery)]);
}
