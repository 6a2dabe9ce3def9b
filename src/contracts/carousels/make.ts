import { z } from "zod";
import { languageSchema } from "../common";
import { CAROUSEL_NAME_MAX, carouselSchema, slideSchema } from "./schemas";

/** "Make a carousel" (issue 31): a first carousel from a post, a note, a pillar or a topic, in the brand kit. */
export const MAKE_TOPIC_MAX = 1000;

const id = (what: string) =>
  z.string().max(100).describe(`The ${what}'s id: 404 when the workspace has none with it (or it is in the trash)`);

export const makeCarouselSchema = z.object({
  source: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("post"), id: id("post") }),
    z.object({ kind: z.literal("note"), id: id("note") }),
    z.object({ kind: z.literal("pillar"), id: id("pillar") }),
    z.object({
      kind: z.literal("topic"),
      topic: z
        .string()
        .trim()
        .min(1, "Required")
        .max(MAKE_TOPIC_MAX)
        .refine((s) => !s.includes("\u0000"), "No NUL characters")
        .describe("What the carousel is about: its first line is the cover, the rest its slides"),
    }),
  ]),
  mode: z
    .enum(["auto", "template"])
    .default("auto")
    .describe("auto: the configured model when there is one, else the built-in outline; template: the outline"),
  lang: languageSchema.default("en").describe("The language of the slides the outline adds (cover, call to action)"),
  name: z
    .string()
    .trim()
    .min(1)
    .max(CAROUSEL_NAME_MAX)
    .refine((s) => !s.includes("\u0000"), "No NUL characters")
    .optional()
    .describe("The carousel's name; default: the cover's title"),
});
export type MakeCarouselInput = z.infer<typeof makeCarouselSchema>;

export const makeModeSchema = z
  .enum(["template", "llm"])
  .describe("template: the built-in outline cut from the text itself (no model); llm: written by the configured model");
export type MakeMode = z.infer<typeof makeModeSchema>;

/** The stream's events, one a line: start, the slides as each is complete, then done (the saved carousel) or error. */
export const makeCarouselEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), mode: makeModeSchema }),
  /** The model reasons before writing: shown as "The model is thinking…" until the first slide. */
  z.object({ type: z.literal("thinking") }),
  z.object({
    type: z.literal("slide"),
    index: z.number().int().min(0),
    slide: slideSchema.describe("A complete slide, checked by the carousel's schema (the saved carousel is in done)"),
  }),
  z.object({ type: z.literal("done"), mode: makeModeSchema, carousel: carouselSchema }),
  z.object({
    type: z.literal("error"),
    code: z.string().describe("Why it failed (LLM_TIMEOUT, LLM_BUSY:<seconds>...), translated by clients"),
    message: z.string().describe("English text for API clients and logs"),
    templateAvailable: z.boolean().describe("The built-in outline can still answer (mode: template)"),
  }),
]);
export type MakeCarouselEvent = z.infer<typeof makeCarouselEventSchema>;

/** What the model is asked for: the slides a model can write (no image: it knows no Library). */
export const LLM_SLIDE_LAYOUTS = ["cover", "text", "list", "quote", "stat", "cta"] as const;
export const LLM_SLIDE_COUNT = { min: 6, max: 10 } as const;
