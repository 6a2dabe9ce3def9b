import type { z } from "zod";
import type { listPostsQuerySchema } from "../../contracts/posts/schemas";
import { POST_STATUSES, type PostDateField, type PostSort, type PostStatus } from "../../contracts/posts/rules";

/**
 * Content Management's list queries: the web's (features/content-management/api.ts) and the server's loader of the
 * page's first data (modules/posts/content-management-page.ts), which must ask the same URLs.
 */

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
/** Posts needing a check listed at most (the API's page); a larger backlog shows the rest once these are answered. */
export const CHECK_PAGE_SIZE = 100;

type ListPostsQuery = z.input<typeof listPostsQuerySchema>;
/** A list query without its page (limit and offset). */
export type ContentListQuery = Omit<ListPostsQuery, "limit" | "offset">;

/** The posts whose publication needs a check, the earliest planned first (the section above the lists). */
export const NEEDS_CHECK_QUERY: ContentListQuery = { status: "needs_check", sort: "planned", order: "asc" };

// A day of the date filters in the runtime's own zone: they are set in the browser (the server's first view has none).
const dayStart = (d: string, plusDays = 0) => {
  const [y, m, day] = d.split("-").map(Number);
  return new Date(y, m - 1, day + plusDays).toISOString();
};

export function toContentQuery(f: ContentFilter, s: ContentSort): ContentListQuery {
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

/** One page of a list query, as `api()` is asked it (the URL's parameters in this order). */
export function contentPageQuery(query: ContentListQuery, pageSize: number, offset: number): ListPostsQuery {
  return { ...query, limit: pageSize, offset };
}

/** The order each board column reads: planned time for what is (or was) on its way to LinkedIn, else last change. */
export const columnSort = (status: PostStatus): ContentSort =>
  status === "scheduled" || status === "publishing"
    ? { sort: "planned", order: "asc" }
    : status === "published"
      ? { sort: "planned", order: "desc" }
      : DEFAULT_SORT;

/** The page's views (`?view=`); the table is the default. */
export type ContentView = "table" | "board";
export const CONTENT_VIEWS: readonly ContentView[] = ["table", "board"];

/** The view an address's `?view=` names, as the route reads it (anything else: the table). */
export const contentView = (view: unknown): ContentView => (view === "board" ? "board" : "table");

/**
 * The first pages a view's lists read, unfiltered: the posts needing a check, then the table's first page, or each
 * board column's (every status, in the board's order).
 */
export function contentFirstQueries(view: ContentView): Array<{ query: ContentListQuery; pageSize: number }> {
  const lists =
    view === "table"
      ? [{ query: toContentQuery(EMPTY_CONTENT_FILTER, DEFAULT_SORT), pageSize: TABLE_PAGE_SIZE }]
      : POST_STATUSES.map((status) => ({
          query: toContentQuery({ ...EMPTY_CONTENT_FILTER, status }, columnSort(status)),
          pageSize: COLUMN_PAGE_SIZE,
        }));
  return [{ query: NEEDS_CHECK_QUERY, pageSize: CHECK_PAGE_SIZE }, ...lists];
}
