import { z } from "zod";
import { instantSchema } from "../common";
import { postStatusSchema } from "../posts/schemas";
import { SEARCH_LIMITS as L } from "./rules";

export * from "./rules";

/** Free text: every word must match, the last one as a prefix (search as you type). */
export const searchTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(L.queryMax)
  .describe("Free text: every word must match, the last one as a prefix; accents ignored");

export const searchQuerySchema = z.object({
  q: searchTextSchema,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(L.resultsMax)
    .default(L.resultsDefault)
    .describe(`Results at most, 1 to ${L.resultsMax} (default ${L.resultsDefault})`),
});

export const searchResultSchema = z.object({
  kind: z.enum(["post", "note", "saved_post"]),
  id: z.string().describe("The post's, the note's or the saved post's id, by kind"),
  snippet: z
    .string()
    .describe("The best passage, each match between U+E000 and U+E001 (HIGHLIGHT_START, HIGHLIGHT_END): plain text"),
  status: postStatusSchema.nullable().describe("A post's status; null for a note or a saved post"),
  updatedAt: instantSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
