import { z } from "zod";
import { instantSchema, paginationQuerySchema } from "../common";
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

export const postStatusSchema = z.enum(POST_STATUSES);
const writableStatusSchema = z.enum(WRITABLE_POST_STATUSES, { error: () => POST_CODES.statusNotWritable });

// Text is kept exactly as written (no trim): what the writer typed is what LinkedIn shows.
const body = z.string().max(L.bodyMax, tooLongMessage(L.bodyMax));
const firstComment = z.string().max(L.firstCommentMax, tooLongMessage(L.firstCommentMax));
/** The post's files in order, from the workspace's Library: 1-20 images or one PDF ([] removes them all). */
const mediaIds = z
  .array(z.string())
  .max(MEDIA_LIMITS.postMaxImages, MEDIA_CODES.mediaTooMany)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, MEDIA_CODES.mediaDuplicate);

export const postSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  createdBy: z.string().nullable(),
  pillarId: z.string().nullable(),
  noteId: z.string().nullable(),
  body: z.string(),
  firstComment: z.string(),
  status: postStatusSchema,
  /** Send it back with every change: a change made elsewhere since then answers 409 VERSION_CONFLICT. */
  version: z.number().int(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  /** In the trash since then; null when not deleted. */
  deletedAt: instantSchema.nullable(),
  /** When it is (or was) to be published: set while scheduled, kept afterwards; null for an idea or a draft. */
  scheduledAt: instantSchema.nullable(),
  /** When LinkedIn took it; null until published. */
  publishedAt: instantSchema.nullable(),
  /** Its files in order: images (1-20) or one PDF; [] for a text post. */
  media: z.array(mediaSchema),
});
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = z.object({ post: postSchema });

export const createPostSchema = z.object({
  body: body.optional(),
  firstComment: firstComment.optional(),
  pillarId: z.string().nullable().optional(),
  noteId: z.string().nullable().optional(),
  status: writableStatusSchema.optional(),
  mediaIds: mediaIds.optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** PATCH: the version the change is based on, and any of the writable fields. */
export const updatePostSchema = z.object({
  version: z.number().int().min(1),
  body: body.optional(),
  firstComment: firstComment.optional(),
  pillarId: z.string().nullable().optional(),
  status: writableStatusSchema.optional(),
  mediaIds: mediaIds.optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const postParamsSchema = z.object({ id: z.string() });

export const listPostsQuerySchema = paginationQuerySchema.extend({
  /** Full-text search (accents ignored, last word as a prefix): best matches first. */
  q: z.string().trim().max(200).optional(),
  status: postStatusSchema.optional(),
  /** At or after / before these instants, on the `dateField` (default: when it last changed). */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  dateField: z.enum(POST_DATE_FIELDS).optional(),
  /**
   * Order (without `q`; a search ranks best first): updated (default), created, planned (published or scheduled
   * time; posts without one last), status (idea to needs_check), pillar (by name; no pillar last).
   */
  sort: z.enum(POST_SORTS).optional(),
  /** Default: desc (newest first; for status and pillar: asc). */
  order: z.enum(["asc", "desc"]).optional(),
  pillarId: z.string().optional(),
  /** true: only posts with images or a PDF; false: only text posts. */
  hasMedia: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  /** true: the trash (deleted posts, most recently deleted first). */
  trash: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const postPageSchema = z.object({
  items: z.array(postSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/**
 * One action on several posts at once (the Library's and Content Management's selection): all or nothing, other
 * workspaces' ids ignored. `move`: to idea or draft (a scheduled post is unscheduled first, as in the editor), or to
 * scheduled (each idea or draft added to the queue, in the given order, with the scheduler's checks; scheduled
 * posts stay as they are); a post that cannot move so refuses the whole request (409, nothing changed).
 */
export const bulkPostsSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("delete"), ids: z.array(z.string()).min(1).max(100) }),
  z.object({ action: z.literal("restore"), ids: z.array(z.string()).min(1).max(100) }),
  z.object({
    action: z.literal("assignPillar"),
    ids: z.array(z.string()).min(1).max(100),
    pillarId: z.string().nullable(),
  }),
  z.object({
    action: z.literal("move"),
    ids: z.array(z.string()).min(1).max(100),
    status: z.enum(BULK_MOVE_STATUSES),
  }),
]);
export type BulkPostsInput = z.infer<typeof bulkPostsSchema>;

export const bulkPostsResultSchema = z.object({ posts: z.array(postSchema) });
