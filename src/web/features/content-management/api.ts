import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { contentPageQuery, type ContentListQuery } from "@shared/posts/content-query";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { PUBLISHING_PATHS } from "@contracts/publishing/paths";
import { api } from "@/lib/api/api-client";
import { POST_KEYS } from "@/entities/posts/api";

export {
  COLUMN_PAGE_SIZE,
  columnSort,
  DEFAULT_SORT,
  EMPTY_CONTENT_FILTER,
  TABLE_PAGE_SIZE,
  toContentQuery,
  type ContentFilter,
  type ContentSort,
} from "@shared/posts/content-query";

/** The read of a list query's posts, a page at a time (`fetchNextPage` for "Show more"). */
export const contentPostsQuery = (query: ContentListQuery, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: POST_KEYS.list({ ...query, pages: pageSize, view: "content" }),
    queryFn: ({ pageParam }) => api(P.listPosts, { query: contentPageQuery(query, pageSize, pageParam) }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

/** Posts of one list query, a page at a time (the previous query's while the next one loads). */
export function useContentPosts(query: ContentListQuery, pageSize: number, enabled = true) {
  return useInfiniteQuery({ ...contentPostsQuery(query, pageSize), enabled, placeholderData: keepPreviousData });
}

/** One card's move by PATCH (idea <-> draft) or "Unschedule" (then PATCH to idea when asked). */
export async function moveBack(
  post: { id: string; version: number },
  plan: { kind: "update"; status: "idea" | "draft" } | { kind: "unschedule"; then: "idea" | null },
) {
  if (plan.kind === "update")
    return api(P.updatePost, { params: { id: post.id }, body: { version: post.version, status: plan.status } }).then(
      (r) => r.post,
    );
  const { post: unscheduled } = await api(PUBLISHING_PATHS.unschedulePost, {
    params: { id: post.id },
    body: { version: post.version },
  });
  if (!plan.then) return unscheduled;
  return api(P.updatePost, {
    params: { id: post.id },
    body: { version: unscheduled.version, status: plan.then },
  }).then((r) => r.post);
}
