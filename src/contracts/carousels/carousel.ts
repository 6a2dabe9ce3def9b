import { z } from "zod";

/** Slide sizes in CSS pixels (LinkedIn shows document pages at their aspect): 4:5 is the default. */
export const CAROUSEL_SIZES = {
  portrait: { width: 1080, height: 1350 },
  square: { width: 1080, height: 1080 },
} as const;
export type CarouselSize = keyof typeof CAROUSEL_SIZES;

export const CAROUSEL_LIMITS = {
  minSlides: 2,
  maxSlides: 20,
  /** Above this, the editor warns: readers rarely swipe further. */
  comfortableSlides: 12,
  titleMax: 120,
  subtitleMax: 200,
  bodyMax: 700,
  listMinItems: 3,
  listMaxItems: 6,
  itemMax: 140,
  quoteMax: 320,
  attributionMax: 80,
  statMax: 12,
  labelMax: 140,
  codeMax: 900,
  handleMax: 60,
} as const;

/** The self-hosted fonts a carousel may use (src/shared/carousel/fonts.ts has their files); nothing else reaches CSS. */
export const CAROUSEL_FONTS = [
  "inter",
  "manrope",
  "montserrat",
  "poppins",
  "playfair-display",
  "lora",
  "source-serif-4",
  "jetbrains-mono",
] as const;
export const carouselFontSchema = z.enum(CAROUSEL_FONTS);
export type CarouselFont = z.infer<typeof carouselFontSchema>;

/** `#rrggbb` only: a colour is written into CSS, so no other syntax (names, url(), expression()) is accepted. */
export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "A colour is #rrggbb");

export const CODE_LANGUAGES = ["plain", "javascript", "typescript", "python", "sql", "bash"] as const;

const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\u0000"), "No NUL characters");
const required = (max: number) => line(max).refine((s) => s.trim().length > 0, "Required");

export const slideSchema = z.discriminatedUnion("layout", [
  z.object({
    layout: z.literal("cover"),
    title: required(CAROUSEL_LIMITS.titleMax),
    subtitle: line(CAROUSEL_LIMITS.subtitleMax).default(""),
  }),
  z.object({
    layout: z.literal("text"),
    heading: line(CAROUSEL_LIMITS.titleMax).default(""),
    /** `**bold**`, `*italic*`, `==highlight==`; lines starting with "- " or "1. " are lists (src/shared/carousel/rich-text.ts). */
    body: required(CAROUSEL_LIMITS.bodyMax),
  }),
  z.object({
    layout: z.literal("list"),
    heading: line(CAROUSEL_LIMITS.titleMax).default(""),
    numbered: z.boolean().default(true),
    items: z
      .array(required(CAROUSEL_LIMITS.itemMax))
      .min(CAROUSEL_LIMITS.listMinItems)
      .max(CAROUSEL_LIMITS.listMaxItems),
  }),
  z.object({
    layout: z.literal("quote"),
    quote: required(CAROUSEL_LIMITS.quoteMax),
    attribution: line(CAROUSEL_LIMITS.attributionMax).default(""),
  }),
  z.object({
    layout: z.literal("stat"),
    value: required(CAROUSEL_LIMITS.statMax),
    label: required(CAROUSEL_LIMITS.labelMax),
    source: line(CAROUSEL_LIMITS.attributionMax).default(""),
  }),
  z.object({
    layout: z.literal("code"),
    heading: line(CAROUSEL_LIMITS.titleMax).default(""),
    language: z.enum(CODE_LANGUAGES).default("plain"),
    code: required(CAROUSEL_LIMITS.codeMax),
  }),
  z.object({
    layout: z.literal("image"),
    /** An image of the workspace's Library (checked when the carousel is saved, and again when it is printed). */
    mediaId: z.string().uuid("An image of the Library"),
    /** cover: fills the slide's picture area, cropped; contain: whole, with the background around it. */
    fit: z.enum(["cover", "contain"]).default("cover"),
    caption: line(CAROUSEL_LIMITS.subtitleMax).default(""),
  }),
  z.object({
    layout: z.literal("cta"),
    title: required(CAROUSEL_LIMITS.titleMax),
    action: line(CAROUSEL_LIMITS.subtitleMax).default(""),
  }),
]);
export type Slide = z.infer<typeof slideSchema>;
export type SlideLayout = Slide["layout"];

/** The Library images a design shows (its slides', its logo and headshot when shown), once each. */
export function designImageIds(design: {
  slides: readonly Slide[];
  author?: { logoMediaId?: string | null; headshotMediaId?: string | null; show?: Partial<AuthorShow> };
}): string[] {
  const author = design.author;
  const brand = [
    author?.show?.logo !== false ? author?.logoMediaId : null,
    author?.show?.headshot !== false ? author?.headshotMediaId : null,
  ].filter((id): id is string => !!id);
  return [...new Set([...design.slides.flatMap((s) => (s.layout === "image" ? [s.mediaId] : [])), ...brand])];
}

const libraryImageIdSchema = z.string().uuid("An image of the Library");

/** The per-carousel switches of the brand kit's parts. */
export const authorShowSchema = z.object({
  name: z.boolean().default(true),
  handle: z.boolean().default(true),
  logo: z.boolean().default(true),
  headshot: z.boolean().default(true),
});
export type AuthorShow = z.infer<typeof authorShowSchema>;
export const AUTHOR_SHOW_ALL: AuthorShow = { name: true, handle: true, logo: true, headshot: true };

export const carouselThemeSchema = z.object({
  background: hexColourSchema,
  text: hexColourSchema,
  accent: hexColourSchema,
  headingFont: carouselFontSchema,
  bodyFont: carouselFontSchema,
});
export type CarouselTheme = z.infer<typeof carouselThemeSchema>;

export const carouselDesignSchema = z.object({
  size: z.enum(["portrait", "square"]).default("portrait"),
  theme: carouselThemeSchema,
  /** Who made it, from the workspace's brand kit when the carousel is made (./brand-kit.ts); each part shown or not. */
  author: z
    .object({
      name: line(CAROUSEL_LIMITS.handleMax),
      handle: line(CAROUSEL_LIMITS.handleMax),
      /** Library images (checked like an image slide's when saved, read like them when printed). */
      logoMediaId: libraryImageIdSchema.nullable().default(null),
      headshotMediaId: libraryImageIdSchema.nullable().default(null),
      show: authorShowSchema.default(AUTHOR_SHOW_ALL),
    })
    .default({ name: "", handle: "", logoMediaId: null, headshotMediaId: null, show: AUTHOR_SHOW_ALL }),
  /** "3/10" on each slide. */
  counter: z.boolean().default(true),
  /** A bar along the slide's bottom edge, as long as the share of slides seen. */
  progressBar: z.boolean().default(false),
  /** A swipe arrow on every slide but the last. */
  swipeArrow: z.boolean().default(true),
  slides: z.array(slideSchema).min(CAROUSEL_LIMITS.minSlides).max(CAROUSEL_LIMITS.maxSlides),
});
export type CarouselDesign = z.infer<typeof carouselDesignSchema>;

export const DEFAULT_CAROUSEL_THEME: CarouselTheme = {
  background: "#0f172a",
  text: "#f8fafc",
  accent: "#38bdf8",
  headingFont: "manrope",
  bodyFont: "inter",
};
