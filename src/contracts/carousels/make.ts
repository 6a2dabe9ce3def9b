import { z } from "zod";
import { languageSchema } from "../common";
import { CAROUSEL_NAME_MAX, carouselSchema } from "./schemas";

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

export const makeCarouselResponseSchema = z.object({
  carousel: carouselSchema,
  mode: z
    .enum(["template", "llm"])
    .describe(
      "template: the built-in outline cut from the text itself (no model); llm: written by the configured model",
    ),
});
export type MakeCarouselResult = z.infer<typeof makeCarouselResponseSchema>;
