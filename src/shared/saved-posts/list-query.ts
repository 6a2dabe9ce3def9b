import type { z } from "zod";
import type { listSavedPostsQuerySchema } from "../../contracts/saved-posts/schemas";

/** The swipe file's list reads up to this many saved posts (latest saved first, or the best matches). */
export const SAVED_POSTS_LIMIT = 100;

/** The list's search and filters; "" is none. */
export interface SavedPostFilters {
  q: string;
  tag: string;
  format: string;
  pillarId: string;
}
export const NO_FILTERS: SavedPostFilters = { q: "", tag: "", format: "", pillarId: "" };

/**
 * The saved posts' list query for the page's search and filters. The web asks it (features/saved-posts/api.ts) and
 * the server reads the first one for the page (modules/saved-posts/pages.ts).
 */
export function savedPostsListQuery(f: SavedPostFilters): z.input<typeof listSavedPostsQuerySchema> {
  const query: Record<string, string> = { limit: String(SAVED_POSTS_LIMIT) };
  for (const key of ["q", "tag", "format", "pillarId"] as const) if (f[key]) query[key] = f[key];
  return query;
}
