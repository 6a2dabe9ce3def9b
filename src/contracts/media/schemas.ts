import { z } from "zod";
import { instantSchema, pageTotalSchema, paginationQuerySchema } from "../common";
import { MEDIA_KINDS } from "./rules";

/** Media contract (issue 10): the Library's images and PDF documents, and what posts use them. */
export * from "./rules";

export const mediaKindSchema = z.enum(MEDIA_KINDS);

export const mediaSchema = z.object({
  id: z.string(),
  workspaceId: z.string().describe("The workspace whose Library holds it"),
  createdBy: z.string().nullable().describe("The user who uploaded it; null once that user is deleted"),
  kind: mediaKindSchema,
  name: z.string().describe("The uploaded file's name, cleaned (a converted WebP takes its new extension)"),
  contentType: z.string().describe("The stored file's type, from its bytes (never the declared type)"),
  sizeBytes: z.number().int().describe("The stored file's size (the thumbnail not counted)"),
  width: z
    .number()
    .int()
    .describe("Pixels: an image as displayed (EXIF orientation applied), a PDF's first page at 72 dpi"),
  height: z.number().int().describe("Pixels, as width"),
  pageCount: z.number().int().nullable().describe("A PDF's pages; null for images"),
  url: z.string().describe("The file, read with the session (the workspace's members only)"),
  thumbnailUrl: z.string().describe("A WebP thumbnail (480 px on its longest side), read with the session"),
  createdAt: instantSchema,
});
export type Media = z.infer<typeof mediaSchema>;

/** A post that uses a file ("used in"), including posts in the trash (they would lose it). */
export const mediaUseSchema = z.object({
  id: z.string(),
  excerpt: z.string().describe("The post's first line, shortened"),
  status: z.string().describe("The post's status"),
  deletedAt: instantSchema.nullable().describe("Set when the post is in the trash"),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const libraryMediaSchema = mediaSchema.extend({
  usedIn: z.array(mediaUseSchema).describe("The posts using it, trashed ones included"),
});
export type LibraryMedia = z.infer<typeof libraryMediaSchema>;

export const mediaResponseSchema = z.object({ media: libraryMediaSchema });

/** The workspace's Library storage: the files' sizes added up, and WORKSPACE_STORAGE_QUOTA_MB (null: no limit). */
export const mediaStorageSchema = z.object({
  usedBytes: z.number().int().describe("The workspace's files' sizes added up (thumbnails not counted)"),
  quotaBytes: z.number().int().nullable().describe("WORKSPACE_STORAGE_QUOTA_MB in bytes; null: no limit"),
});
export type MediaStorage = z.infer<typeof mediaStorageSchema>;

export const mediaStorageResponseSchema = z.object({ storage: mediaStorageSchema });

export const mediaParamsSchema = z.object({
  id: z.string().describe("The file's id; 404 when the workspace has none with it"),
});

export const listMediaQuerySchema = paginationQuerySchema.extend({
  kind: mediaKindSchema.optional().describe("Only images, or only PDFs"),
});
export type ListMediaQuery = z.infer<typeof listMediaQuerySchema>;

export const mediaPageSchema = z.object({
  items: z.array(libraryMediaSchema),
  total: pageTotalSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});

export const deleteMediaQuerySchema = z.object({
  force: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe(
      "true: delete it even when posts use it (they lose it); otherwise a file in use answers 409 MEDIA_IN_USE",
    ),
});

export const uploadMediaFormSchema = z.object({ file: z.any().optional().meta({ type: "string", format: "binary" }) });
