import { z } from "zod";
import { instantSchema, INT_MAX } from "../common";
import { COMMON_CODES } from "../messages";
import { CAROUSEL_LIMITS, carouselFontSchema, DEFAULT_CAROUSEL_THEME, hexColourSchema } from "./carousel";
import { CONTRAST_MINIMUMS, kitContrast } from "./contrast";
import { CAROUSEL_CODES } from "./rules";

/**
 * A workspace's brand kit (issue 31): the colours, fonts, logo, headshot, name and handle its carousels start from.
 * A carousel copies the kit when it is made (its theme and author), so a kit changed later never repaints a carousel
 * already designed or exported; each carousel shows or hides the kit's parts (`design.author.show`).
 */
const text = z
  .string()
  .max(CAROUSEL_LIMITS.handleMax)
  .refine((s) => !s.includes("\u0000"), "No NUL characters");

const imageId = z.string().uuid("An image of the Library").nullable();

export const brandKitSchema = z
  .object({
    background: hexColourSchema,
    text: hexColourSchema,
    accent: hexColourSchema,
    headingFont: carouselFontSchema,
    bodyFont: carouselFontSchema,
    /** Library images of the workspace (another workspace's, a PDF or a deleted one: 400 MEDIA_NOT_FOUND). */
    logoMediaId: imageId.default(null),
    headshotMediaId: imageId.default(null),
    name: text.default(""),
    handle: text.default(""),
  })
  // Refused rather than warned about: a kit is every carousel's start, and a slide nobody can read is not published
  .superRefine((kit, ctx) => {
    const ratio = kitContrast(kit);
    if (ratio.text < CONTRAST_MINIMUMS.text)
      ctx.addIssue({ code: "custom", path: ["text"], message: CAROUSEL_CODES.textContrastLow });
    if (ratio.accent < CONTRAST_MINIMUMS.accent)
      ctx.addIssue({ code: "custom", path: ["accent"], message: CAROUSEL_CODES.accentContrastLow });
  });
export type BrandKit = z.infer<typeof brandKitSchema>;
export type BrandKitInput = z.input<typeof brandKitSchema>;

export const DEFAULT_BRAND_KIT: BrandKit = {
  ...DEFAULT_CAROUSEL_THEME,
  logoMediaId: null,
  headshotMediaId: null,
  name: "",
  handle: "",
};

const kitVersionSchema = z
  .number({ error: () => COMMON_CODES.versionInvalid })
  .int(COMMON_CODES.versionInvalid)
  .min(0, COMMON_CODES.versionInvalid)
  .max(INT_MAX, COMMON_CODES.versionInvalid);

export const brandKitStateSchema = z.object({
  kit: brandKitSchema,
  version: kitVersionSchema.describe("0 while the workspace has never saved a kit (the defaults are shown)"),
  updatedAt: instantSchema.nullable().describe("When it was last saved; null for the defaults"),
  contrast: z
    .object({ text: z.number(), accent: z.number() })
    .describe("WCAG contrast ratios against the background: text (needs 4.5), accent (needs 3)"),
});
export type BrandKitState = z.infer<typeof brandKitStateSchema>;
export const brandKitResponseSchema = z.object({ brandKit: brandKitStateSchema });

export const putBrandKitSchema = z.object({
  version: kitVersionSchema.describe(
    "The version as last read (0 for the first save); 409 VERSION_CONFLICT when it changed since",
  ),
  kit: brandKitSchema,
});
export type PutBrandKitInput = z.infer<typeof putBrandKitSchema>;
