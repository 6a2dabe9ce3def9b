import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PostDateField, PostSort, PostStatus } from "@contracts/posts/schemas";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { PUBLISHING_PATHS } from "@contracts/publishing/paths";
import { api, type ApiInput } from "@/lib/api/api-client";
import { POST_KEYS } from "@/entities/posts/api";

/** What the table and the board show: the filters both share, and the table's order. */
export interface ContentFilter {
  /** Full-text search (the list API's `q`: accents ignored, the last word as a prefix). */
  q: string;
  status: PostStatus | "";
  pillarId: string;
  /** Which date the range reads. */
  dateField: PostDateField;
  /** yyyy-mm-dd in the user's calendar, inclusive. */
  from: string;
  to: string;
}

export interface ContentSort {
  sort: PostSort;
  order: "asc" | "desc";
}

export const EMPTY_CONTENT_FILTER: ContentFilter = {
  q: "",
  status: "",
  pillarId: "",
  dateField: "updated",
  from: "",
  to: "",
};
export const DEFAULT_SORT: ContentSort = { sort: "updated", order: "desc" };

/** Rows per page of the table ("Show more" loads the next; the API answers at most 100). */
export const TABLE_PAGE_SIZE = 50;
/** Cards per column of the board before "Show more". */
export const COLUMN_PAGE_SIZE = 30;

type ListQuery = Omit<NonNullable<ApiInput<typeof P.listPosts>["query"]>, "limit" | "offset">;

const dayStart = (d: string, plusDays = 0) => {
  const [y, m, day] = d.split("-").map(Number);
  return new Date(y, m - 1, day + plusDays).toISOString();
};

export function toContentQuery(f: ContentFilter, s: ContentSort): ListQuery {
  const q = f.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.pillarId ? { pillarId: f.pillarId } : {}),
    ...(f.from || f.to ? { dateField: f.dateField } : {}),
    ...(f.from ? { from: dayStart(f.from) } : {}),
    ...(f.to ? { to: dayStart(f.to, 1) } : {}),
    sort: s.sort,
    order: s.order,
  };
}

/** Posts of one list query, a page at a time (`fetchNextPage` for "Show more"). */
export function useContentPosts(query: ListQuery, pageSize: number, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: POST_KEYS.list({ ...query, pages: pageSize, view: "content" }),
    queryFn: ({ pageParam }) => api(P.listPosts, { query: { ...query, limit: pageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** The order each board column reads: planned time for what is (or was) on its way to LinkedIn, else last change. */
export const columnSort = (status: PostStatus): ContentSort =>
  status === "scheduled" || status === "publishing"
    ? { sort: "planned", order: "asc" }
    : status === "published"
      ? { sort: "planned", order: "desc" }
      : DEFAULT_SORT;

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
