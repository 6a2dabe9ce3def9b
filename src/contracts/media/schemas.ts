import { z } from "zod";
import { instantSchema, paginationQuerySchema } from "../common";
import { MEDIA_KINDS } from "./rules";

/** Media contract (issue 10): the Library's images and PDF documents, and what posts use them. */
export * from "./rules";

export const mediaKindSchema = z.enum(MEDIA_KINDS);

export const mediaSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  createdBy: z.string().nullable(),
  kind: mediaKindSchema,
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Image: as stored (after a downscale to LinkedIn's pixel cap); PDF: its first page at 72 dpi. */
  width: z.number().int(),
  height: z.number().int(),
  /** PDF only; null for images. */
  pageCount: z.number().int().nullable(),
  /** The file and its thumbnail, read with the session (the workspace's members only). */
  url: z.string(),
  thumbnailUrl: z.string(),
  createdAt: instantSchema,
});
export type Media = z.infer<typeof mediaSchema>;

/** A post that uses a file ("used in"), including posts in the trash (they would lose it). */
export const mediaUseSchema = z.object({
  id: z.string(),
  /** The post's first line, shortened. */
  excerpt: z.string(),
  status: z.string(),
  deletedAt: instantSchema.nullable(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const libraryMediaSchema = mediaSchema.extend({ usedIn: z.array(mediaUseSchema) });
export type LibraryMedia = z.infer<typeof libraryMediaSchema>;

export const mediaResponseSchema = z.object({ media: libraryMediaSchema });

export const mediaParamsSchema = z.object({ id: z.string() });

export const listMediaQuerySchema = paginationQuerySchema.extend({
  kind: mediaKindSchema.optional(),
});
export type ListMediaQuery = z.infer<typeof listMediaQuerySchema>;

export const mediaPageSchema = z.object({
  items: z.array(libraryMediaSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const deleteMediaQuerySchema = z.object({
  /** true: delete it even when posts use it (they lose it); otherwise a file in use answers 409 MEDIA_IN_USE. */
  force: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export const uploadMediaFormSchema = z.object({ file: z.any().optional().meta({ type: "string", format: "binary" }) });
