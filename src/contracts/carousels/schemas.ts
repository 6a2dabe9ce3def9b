import { z } from "zod";
import { instantSchema, pageTotalSchema, paginationQuerySchema, versionSchema } from "../common";
import { carouselDesignSchema } from "./carousel";

/** Carousel contract (issue 31): PDF document posts made of slides. */
export * from "./carousel";

export const CAROUSEL_NAME_MAX = 120;

const name = z
  .string()
  .trim()
  .min(1, "A carousel needs a name")
  .max(CAROUSEL_NAME_MAX, `A name is at most ${CAROUSEL_NAME_MAX} characters`)
  .refine((s) => !s.includes("\u0000"), "No NUL characters");

export const carouselSchema = z.object({
  id: z.string(),
  workspaceId: z.string().describe("The workspace that owns it"),
  createdBy: z.string().nullable().describe("The user who made it; null once that user is deleted"),
  name: z.string(),
  pillarId: z.string().nullable().describe("Its strategy pillar; null for none"),
  design: carouselDesignSchema,
  slideCount: z.number().int(),
  version: z
    .number()
    .int()
    .describe("Send it back with every change: a change made elsewhere since then answers 409 VERSION_CONFLICT"),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable().describe("In the trash since then (purged after 30 days); null when not deleted"),
});
export type Carousel = z.infer<typeof carouselSchema>;

export const carouselResponseSchema = z.object({ carousel: carouselSchema });

export const createCarouselSchema = z.object({
  name,
  pillarId: z.string().nullable().optional(),
  design: carouselDesignSchema,
});
export type CreateCarouselInput = z.infer<typeof createCarouselSchema>;

export const updateCarouselSchema = z.object({
  version: versionSchema,
  name: name.optional(),
  pillarId: z.string().nullable().optional(),
  design: carouselDesignSchema.optional(),
});
export type UpdateCarouselInput = z.infer<typeof updateCarouselSchema>;

export const carouselParamsSchema = z.object({
  id: z.string().describe("The carousel's id; 404 when the workspace has none with it"),
});

export const listCarouselsQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Only carousels whose name contains this (case and accents ignored)"),
  trash: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe("true: the trash (deleted carousels) instead of the live ones"),
});
export type ListCarouselsQuery = z.infer<typeof listCarouselsQuerySchema>;

export const carouselPageSchema = z.object({
  items: z.array(carouselSchema),
  total: pageTotalSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});

/** Why a PDF was not made (the screen says it in the user's language, and what to do). */
export const CAROUSEL_EXPORT_ERRORS = [
  /** No Chromium on the machine that runs the jobs. */
  "RENDERER_MISSING",
  /** Chromium failed or took too long. */
  "RENDER_FAILED",
  /** The PDF is over LinkedIn's limits (100 MB, 300 pages) or its pages differ in size. */
  "PDF_INVALID",
  /** The workspace's storage is full. */
  "STORAGE_FULL",
  /** A slide's image is no longer in the Library. */
  "IMAGE_MISSING",
] as const;
export type CarouselExportError = (typeof CAROUSEL_EXPORT_ERRORS)[number];

export const carouselExportSchema = z.object({
  id: z.string(),
  carouselId: z.string(),
  carouselVersion: z.number().int().describe("The carousel's version printed: what the user saw when asking"),
  title: z.string().describe("The PDF's name in the Library, and LinkedIn's document title"),
  status: z.enum(["queued", "rendering", "done", "failed"]),
  error: z.enum(CAROUSEL_EXPORT_ERRORS).nullable().describe("Why it failed; null unless failed"),
  mediaId: z.string().nullable().describe("The Library document it became; null until done"),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type CarouselExport = z.infer<typeof carouselExportSchema>;
export const carouselExportResponseSchema = z.object({ export: carouselExportSchema });

export const CAROUSEL_TITLE_MAX = 120;
export const createCarouselExportSchema = z.object({
  version: versionSchema.describe("The carousel's version on screen: 409 VERSION_CONFLICT if it has changed since"),
  title: z
    .string()
    .trim()
    .max(CAROUSEL_TITLE_MAX, `A title is at most ${CAROUSEL_TITLE_MAX} characters`)
    .refine((s) => !s.includes("\u0000"), "No NUL characters")
    .optional()
    .describe("The document's title; default: the cover's title, else the carousel's name"),
  lang: z.enum(["en", "fr"]).default("en").describe("The language the PDF's text is marked as (hyphenation, shaping)"),
});
export type CreateCarouselExportInput = z.infer<typeof createCarouselExportSchema>;

export const carouselExportParamsSchema = z.object({
  id: z.string().describe("The carousel's id"),
  exportId: z.string().describe("The export's id; 404 when the carousel has none with it"),
});
