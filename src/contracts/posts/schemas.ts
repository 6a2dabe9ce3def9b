import { z } from "zod";
import { instantSchema, pageTotalSchema, paginationQuerySchema, versionSchema } from "../common";
import { MEDIA_CODES, MEDIA_LIMITS } from "../media/rules";
import { mediaSchema } from "../media/schemas";
import { tooLongMessage } from "../messages";
import {
  BULK_MOVE_STATUSES,
  POST_CODES,
  POST_DATE_FIELDS,
  POST_SORTS,
  POST_STATUSES,
  POST_STORAGE_LIMITS as L,
  WRITABLE_POST_STATUSES,
} from "./rules";

/** Post contract (issue 10): the core record, from idea to published. */
export * from "./rules";

export const postStatusSchema = z
  .enum(POST_STATUSES)
  .describe(
    "idea and draft are set by the writer; scheduled, publishing, published, failed, needs_check by publishing",
  );
const writableStatusSchema = z
  .enum(WRITABLE_POST_STATUSES, { error: () => POST_CODES.statusNotWritable })
  .describe("idea or draft: the other statuses are set by scheduling and publishing");

// Text is kept exactly as written (no trim): what the writer typed is what LinkedIn shows.
const body = z
  .string()
  .max(L.bodyMax, tooLongMessage(L.bodyMax))
  .describe(
    "The text exactly as published (not trimmed); over LinkedIn's 3,000 UTF-16 units it saves but cannot be scheduled",
  );
const firstComment = z
  .string()
  .max(L.firstCommentMax, tooLongMessage(L.firstCommentMax))
  .describe('Posted as the first comment right after the post is published; "" for none');
const documentTitle = z
  .string()
  .max(L.documentTitleMax, tooLongMessage(L.documentTitleMax))
  .nullable()
  .describe("A PDF post's title on LinkedIn; null (or only spaces): its file name without the extension");
const mediaIds = z
  .array(z.string())
  .max(MEDIA_LIMITS.postMaxImages, MEDIA_CODES.mediaTooMany)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, MEDIA_CODES.mediaDuplicate)
  .describe(
    "The post's files in order, ids from the workspace's Library: 1-20 images or one PDF ([] removes them all)",
  );
const pillarId = z
  .string()
  .nullable()
  .describe("One of the user's strategy pillars (400 PILLAR_NOT_FOUND otherwise); null for none");

export const postSchema = z.object({
  id: z.string(),
  workspaceId: z.string().describe("The workspace that owns it"),
  createdBy: z.string().nullable().describe("The user who created it; null once that user is deleted"),
  pillarId: z.string().nullable().describe("Its strategy pillar; null for none"),
  noteId: z.string().nullable().describe("The note it was made from; null for none"),
  remixOf: z
    .string()
    .nullable()
    .describe("The saved post whose structure it reuses (Remix into my pillar); null for none"),
  body: z.string().describe("The text exactly as LinkedIn gets it"),
  firstComment: z.string().describe('Posted as the first comment once published; "" for none'),
  documentTitle: z
    .string()
    .nullable()
    .describe("The title LinkedIn shows over the post's PDF; null: the file's name without its extension"),
  status: postStatusSchema,
  version: z
    .number()
    .int()
    .describe("Send it back with every change: a change made elsewhere since then answers 409 VERSION_CONFLICT"),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable().describe("In the trash since then (purged after 30 days); null when not deleted"),
  scheduledAt: instantSchema
    .nullable()
    .describe("When it is (or was) to be published: set while scheduled, kept afterwards; null for an idea or a draft"),
  publishedAt: instantSchema.nullable().describe("When LinkedIn took it; null until published"),
  media: z.array(mediaSchema).describe("Its files in order: images (1-20) or one PDF; [] for a text post"),
});
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = z.object({ post: postSchema });

export const createPostSchema = z.object({
  body: body.optional(),
  firstComment: firstComment.optional(),
  documentTitle: documentTitle.optional(),
  pillarId: pillarId.optional(),
  noteId: z
    .string()
    .nullable()
    .optional()
    .describe("The note it is made from, in the same workspace (400 NOTE_NOT_FOUND)"),
  remixOf: z
    .string()
    .nullable()
    .optional()
    .describe("The saved post whose structure it reuses, in the same workspace (400 SAVED_POST_NOT_FOUND)"),
  status: writableStatusSchema.optional(),
  mediaIds: mediaIds.optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** PATCH: the version the change is based on, and any of the writable fields. */
export const updatePostSchema = z.object({
  version: versionSchema,
  body: body.optional(),
  firstComment: firstComment.optional(),
  documentTitle: documentTitle.optional(),
  pillarId: pillarId.optional(),
  status: writableStatusSchema.optional(),
  mediaIds: mediaIds.optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const postParamsSchema = z.object({
  id: z.string().describe("The post's id; 404 when the workspace has none with it"),
});

export const listPostsQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Full-text search (accents ignored, last word as a prefix): best matches first"),
  status: postStatusSchema.optional(),
  from: instantSchema.optional().describe("At or after this instant, on the dateField"),
  to: instantSchema.optional().describe("Before this instant, on the dateField"),
  dateField: z
    .enum(POST_DATE_FIELDS)
    .optional()
    .describe("The date from/to read: updated (default), created, planned (published, else scheduled time)"),
  sort: z
    .enum(POST_SORTS)
    .optional()
    .describe(
      "Order without q (a search ranks best first): updated (default), created, planned (posts without a time last), status (idea to needs_check), pillar (by name, none last)",
    ),
  order: z.enum(["asc", "desc"]).optional().describe("Default: desc (newest first); asc for status and pillar"),
  pillarId: z.string().optional().describe("Only posts of this pillar"),
  hasMedia: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe("true: only posts with images or a PDF; false: only text posts"),
  trash: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe("true: the trash (deleted posts, most recently deleted first)"),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const postPageSchema = z.object({
  items: z.array(postSchema),
  total: pageTotalSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});

/**
 * One action on several posts at once (the Library's and Content Management's selection): all or nothing, other
 * workspaces' ids ignored. `move`: to idea or draft (a scheduled post is unscheduled first, as in the editor), or to
 * scheduled (each idea or draft added to the queue, in the given order, with the scheduler's checks; scheduled
 * posts stay as they are); a post that cannot move so refuses the whole request (409, nothing changed).
 */
const bulkIds = z.array(z.string()).min(1).max(100).describe("1 to 100 post ids; ids of other workspaces are ignored");
export const bulkPostsSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("delete"), ids: bulkIds }),
  z.object({ action: z.literal("restore"), ids: bulkIds }),
  z.object({
    action: z.literal("assignPillar"),
    ids: bulkIds,
    pillarId,
  }),
  z.object({
    action: z.literal("move"),
    ids: bulkIds,
    status: z
      .enum(BULK_MOVE_STATUSES)
      .describe("idea or draft (a scheduled post is unscheduled), or scheduled (each added to the queue, in order)"),
  }),
]);
export type BulkPostsInput = z.infer<typeof bulkPostsSchema>;

export const bulkPostsResultSchema = z.object({ posts: z.array(postSchema) });
