import type { QueryClient } from "@tanstack/react-query";
import { EMPTY_FILTER } from "@shared/posts/library-query";
import { mediaListQuery, mediaStorageQuery } from "@/entities/media/api";
import { strategiesQuery } from "@/features/strategy/api";
import { libraryPostsQuery } from "./api";
import type { LibraryTab } from "./library-tabs";

/**
 * Starts the first requests of the Library's tab (the route's loader, while the page's code loads): the first page of
 * the posts or of the trash, unfiltered, or the Media tab's files and the storage used; the strategies (the pillars
 * the posts tabs filter and file by) on every tab, as the page reads them on every tab.
 */
export function prefetchLibrary(queryClient: QueryClient, tab: LibraryTab): Promise<unknown> {
  const first =
    tab === "media"
      ? [queryClient.prefetchInfiniteQuery(mediaListQuery()), queryClient.prefetchQuery(mediaStorageQuery)]
      : [queryClient.prefetchInfiniteQuery(libraryPostsQuery({ ...EMPTY_FILTER, trash: tab === "trash" }))];
  return Promise.all([...first, queryClient.prefetchQuery(strategiesQuery)]);
}
