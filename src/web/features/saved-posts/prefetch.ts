import type { QueryClient } from "@tanstack/react-query";
import { NO_FILTERS } from "@shared/saved-posts/list-query";
import { strategiesQuery } from "@/features/strategy/api";
import { savedPostsQuery } from "./api";

/**
 * Starts the swipe file's first requests (the route's loader, while the page's code loads): the saved posts for the
 * search the address names (`?q=`, else none) with their facets, and the strategies (the pillars of the form, the
 * filter and the cards).
 */
export function prefetchSavedPosts(queryClient: QueryClient, q = ""): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(savedPostsQuery({ ...NO_FILTERS, q: q.trim() })),
    queryClient.prefetchQuery(strategiesQuery),
  ]);
}
