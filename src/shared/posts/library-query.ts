import type { z } from "zod";
import type { listPostsQuerySchema } from "../../contracts/posts/schemas";
import type { PostStatus } from "../../contracts/posts/rules";

/** What the Library's filter fields hold. */
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

type ListPostsQuery = z.input<typeof listPostsQuerySchema>;
/** The list query for a filter, without its page (limit and offset). */
export type LibraryListQuery = Omit<ListPostsQuery, "limit" | "offset">;

/** The list query for a filter (its pages add limit and offset): a local day's start for "from", the next day's start for "to". */
export function toListQuery(f: LibraryFilter): LibraryListQuery {
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

/**
 * One page of a filter's posts, as the Library asks it (features/library/api.ts); the server reads the first page
 * of the unfiltered list or trash for the page itself (modules/posts/pages.ts).
 */
export function libraryPageQuery(filter: LibraryFilter, offset: number): ListPostsQuery {
  return { ...toListQuery(filter), limit: LIBRARY_PAGE_SIZE, offset };
}
