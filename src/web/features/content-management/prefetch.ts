import type { QueryClient } from "@tanstack/react-query";
import { contentFirstQueries, type ContentView } from "@shared/posts/content-query";
import { strategiesQuery } from "@/features/strategy/api";
import { contentPostsQuery } from "./api";
import { pillarMixQuery } from "./pillar-mix/api";

/**
 * Content Management's first reads, started by the route's loader with the page's code: the pillars (strategies),
 * the pillar mix, the posts needing a check and the view's lists (the table's first page, or each board column's).
 * On a page the server rendered they are in the page (server/modules/posts/content-management-page.ts asks the same
 * URLs), so the first render is the page itself.
 */
export function prefetchContentManagement(queryClient: QueryClient, view: ContentView): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(strategiesQuery),
    queryClient.prefetchQuery(pillarMixQuery),
    ...contentFirstQueries(view).map(({ query, pageSize }) =>
      queryClient.prefetchInfiniteQuery(contentPostsQuery(query, pageSize)),
    ),
  ]);
}
