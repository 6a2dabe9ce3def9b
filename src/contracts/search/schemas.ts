import { z } from "zod";
import { instantSchema } from "../common";
import { postStatusSchema } from "../posts/schemas";
import { SEARCH_LIMITS as L } from "./rules";

export * from "./rules";

/** Free text: every word must match, the last one as a prefix (search as you type). */
export const searchTextSchema = z.string().trim().min(1).max(L.queryMax);

export const searchQuerySchema = z.object({
  q: searchTextSchema,
  limit: z.coerce.number().int().min(1).max(L.resultsMax).default(L.resultsDefault),
});

export const searchResultSchema = z.object({
  kind: z.enum(["post", "note"]),
  id: z.string(),
  /** The best passage, matches between HIGHLIGHT_START and HIGHLIGHT_END. */
  snippet: z.string(),
  /** A post's status; null for a note. */
  status: postStatusSchema.nullable(),
  updatedAt: instantSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
