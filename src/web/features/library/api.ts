import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PostStatus } from "@contracts/posts/schemas";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { api, type ApiInput } from "@/lib/api/api-client";
import { POST_KEYS } from "@/entities/posts/api";

export interface LibraryFilter {
  q: string;
  status: PostStatus | "";
  pillarId: string;
  /** yyyy-mm-dd in the user's calendar, inclusive. */
  from: string;
  to: string;
  trash: boolean;
  /** Posts with files, without, or either. */
  media: "" | "with" | "without";
}

/** Posts per page ("Show more" loads the next page; the API answers at most 100 at a time). */
export const LIBRARY_PAGE_SIZE = 50;

export const EMPTY_FILTER: LibraryFilter = {
  q: "",
  status: "",
  pillarId: "",
  from: "",
  to: "",
  trash: false,
  media: "",
};

/** The list query for a filter (its pages add limit and offset): a local day's start for "from", the next day's start for "to". */
type ListQuery = Omit<NonNullable<ApiInput<typeof P.listPosts>["query"]>, "limit" | "offset">;

export function toListQuery(f: LibraryFilter): ListQuery {
  const dayStart = (d: string, plusDays = 0) => {
    const [y, m, day] = d.split("-").map(Number);
    return new Date(y, m - 1, day + plusDays).toISOString();
  };
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.pillarId ? { pillarId: f.pillarId } : {}),
    ...(f.from ? { from: dayStart(f.from) } : {}),
    ...(f.to ? { to: dayStart(f.to, 1) } : {}),
    ...(f.media ? { hasMedia: f.media === "with" ? "true" : "false" } : {}),
    trash: f.trash ? "true" : "false",
  };
}

/** The filter's posts, a page at a time (`fetchNextPage` for "Show more"). */
export function useLibraryPosts(filter: LibraryFilter, enabled = true) {
  const query = toListQuery(filter);
  return useInfiniteQuery({
    enabled,
    queryKey: POST_KEYS.list({ ...query, pages: LIBRARY_PAGE_SIZE }),
    queryFn: ({ pageParam }) => api(P.listPosts, { query: { ...query, limit: LIBRARY_PAGE_SIZE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    // a new filter keeps the view's list while it loads; never across the trash switch (live posts with Restore)
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { trash?: string } | undefined)?.trash === query.trash
        ? keepPreviousData(previous)
        : undefined,
  });
}
