import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { libraryPageQuery, LIBRARY_PAGE_SIZE, toListQuery, type LibraryFilter } from "@shared/posts/library-query";
import { api } from "@/lib/api/api-client";
import { POST_KEYS } from "@/entities/posts/api";

export { EMPTY_FILTER, LIBRARY_PAGE_SIZE, toListQuery, type LibraryFilter } from "@shared/posts/library-query";

/** The filter's posts, a page at a time (`fetchNextPage` for "Show more"): the page's list, and its route's prefetch. */
export function libraryPostsQuery(filter: LibraryFilter) {
  const query = toListQuery(filter);
  return infiniteQueryOptions({
    queryKey: POST_KEYS.list({ ...query, pages: LIBRARY_PAGE_SIZE }),
    queryFn: ({ pageParam }) => api(P.listPosts, { query: libraryPageQuery(filter, pageParam) }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** The filter's posts, a page at a time (`fetchNextPage` for "Show more"). */
export function useLibraryPosts(filter: LibraryFilter, enabled = true) {
  const trash = toListQuery(filter).trash;
  return useInfiniteQuery({
    ...libraryPostsQuery(filter),
    enabled,
    // a new filter keeps the view's list while it loads; never across the trash switch (live posts with Restore)
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { trash?: string } | undefined)?.trash === trash
        ? keepPreviousData(previous)
        : undefined,
  });
}
