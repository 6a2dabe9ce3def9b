import { z } from "zod";
import { instantInputSchema, instantSchema, pageTotalSchema, paginationQuerySchema, versionSchema } from "../common";
import { tooLongMessage } from "../messages";
import { NOTE_CODES, normalizeTags } from "../notes/rules";
import { postResponseSchema } from "../posts/schemas";
import { SAVED_POST_FILE_FORMATS, SAVED_POST_LIMITS as L } from "./rules";

/** Saved post contract (issue 32): the user's swipe file, filled by hand; the app never fetches the source. */
export * from "./rules";

const tag = z
  .string()
  .max(L.tagMax, NOTE_CODES.tagInvalid)
  .refine((v) => !/[,\n\r]/.test(v), NOTE_CODES.tagInvalid);
const tags = z
  .array(tag)
  .max(L.tagsMax, NOTE_CODES.tooManyTags)
  .transform(normalizeTags)
  .describe(`At most ${L.tagsMax} tags without commas or line breaks; trimmed, kept once ignoring case`);
const short = (max: number) => z.string().trim().max(max, tooLongMessage(max));

export const savedPostSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  createdBy: z.string().nullable(),
  text: z.string().describe("The post's text as the user pasted it (plain text, never HTML)"),
  sourceUrl: z.string().nullable().describe("The canonical link back to the source; null when only text was saved"),
  authorName: z.string(),
  hookPattern: z.string(),
  format: z.string(),
  angle: z.string(),
  whySaved: z.string(),
  tags: z.array(z.string()),
  pillarId: z.string().nullable(),
  figures: z.string().describe("Figures the user typed (reactions, comments…), never fetched"),
  ideaPostId: z.string().nullable().describe("The idea card made from it on the Content Management board"),
  version: z.number().int(),
  savedAt: instantSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type SavedPost = z.infer<typeof savedPostSchema>;
export const savedPostResponseSchema = z.object({ savedPost: savedPostSchema });

const fields = {
  text: z.string().max(L.textMax, tooLongMessage(L.textMax)),
  sourceUrl: z
    .string()
    .max(L.urlMax, tooLongMessage(L.urlMax))
    .nullable()
    .describe("An http(s) address, canonicalised (LinkedIn's forms of one post become one); others refused"),
  authorName: short(L.authorMax),
  hookPattern: short(L.shortMax),
  format: short(L.shortMax),
  angle: short(L.angleMax),
  whySaved: z.string().max(L.whyMax, tooLongMessage(L.whyMax)),
  tags,
  pillarId: z.string().nullable(),
  figures: short(L.figuresMax),
};

export const createSavedPostSchema = z.object({
  ...fields,
  text: fields.text.optional(),
  sourceUrl: fields.sourceUrl.optional(),
  authorName: fields.authorName.optional(),
  hookPattern: fields.hookPattern.optional(),
  format: fields.format.optional(),
  angle: fields.angle.optional(),
  whySaved: fields.whySaved.optional(),
  tags: fields.tags.optional(),
  pillarId: fields.pillarId.optional(),
  figures: fields.figures.optional(),
  savedAt: instantInputSchema().optional(),
});
export type CreateSavedPostInput = z.infer<typeof createSavedPostSchema>;

export const updateSavedPostSchema = createSavedPostSchema.omit({ savedAt: true }).extend({ version: versionSchema });
export type UpdateSavedPostInput = z.infer<typeof updateSavedPostSchema>;

export const publishedPostParamsSchema = z.object({
  postId: z.string().describe("A published post of the workspace; 404 when it has none with it"),
});

export const savedPostParamsSchema = z.object({
  id: z.string().describe("The saved post's id; 404 when the workspace has none with it"),
});

export const listSavedPostsQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200).optional().describe("Full-text search (accents ignored, words as prefixes)"),
  tag: z.string().max(L.tagMax).optional().describe("Only posts with this tag (case ignored)"),
  format: z.string().max(L.shortMax).optional().describe("Only posts of this format (case ignored)"),
  pillarId: z.string().optional().describe("Only posts of this pillar"),
});
export type ListSavedPostsQuery = z.infer<typeof listSavedPostsQuerySchema>;

export const savedPostPageSchema = z.object({
  items: z.array(savedPostSchema),
  total: pageTotalSchema,
  limit: z.number().int(),
  offset: z.number().int(),
  facets: z
    .object({ tags: z.array(z.string()), formats: z.array(z.string()) })
    .describe("Every tag and format of the workspace's saved posts, for the filters"),
});

export const importSavedPostsSchema = z.object({
  format: z.enum(SAVED_POST_FILE_FORMATS),
  content: z.string().describe(`The file's text (UTF-8), at most ${L.importMaxBytes} bytes`),
  commit: z.boolean().describe("false: only the preview; true: import every row, or none when a row has an error"),
});
export type ImportSavedPostsInput = z.infer<typeof importSavedPostsSchema>;

export const exportSavedPostsQuerySchema = z.object({
  format: z
    .enum(SAVED_POST_FILE_FORMATS)
    .default("csv")
    .describe("csv (formula cells made inert for spreadsheets) or json; both import back as they are"),
});

export const importRowSchema = z.object({
  line: z.number().int().describe("Where the row starts in the file (CSV: its line; JSON: its position, from 1)"),
  url: z.string().nullable(),
  author: z.string(),
  text: z.string(),
  errors: z.array(z.string()).describe("Message codes; a row with errors blocks the import"),
  duplicate: z.boolean().describe("Already saved, or earlier in the file: skipped"),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importSavedPostsResponseSchema = z.object({
  rows: z.array(importRowSchema),
  fileError: z.string().nullable().describe("A message code when the file itself cannot be read"),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  imported: z.number().int().describe("Rows saved (0 for a preview)"),
});
export type ImportSavedPostsResult = z.infer<typeof importSavedPostsResponseSchema>;

export const savedPostIdeaResponseSchema = postResponseSchema;
