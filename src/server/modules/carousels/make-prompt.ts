import { z } from "zod";
import { CAROUSEL_LIMITS as L, slideSchema } from "../../../contracts/carousels/carousel";
import { LLM_SLIDE_COUNT, LLM_SLIDE_LAYOUTS } from "../../../contracts/carousels/make";
import type { Language } from "../../../contracts/language";
import type { OutlineSource } from "./template-outline";

/** The structured output's name (the fake LLM server answers it in its "good" mode). */
export const CAROUSEL_SCHEMA_NAME = "linkedin_carousel_slides";

/** What the model writes: the slides it can (no images), checked by the carousel's own slide schema. */
export const llmSlidesSchema = z.object({
  slides: z
    .array(slideSchema)
    .min(LLM_SLIDE_COUNT.min)
    .max(LLM_SLIDE_COUNT.max)
    .refine((slides) => slides.every((s) => (LLM_SLIDE_LAYOUTS as readonly string[]).includes(s.layout)), {
      message: `Only these layouts: ${LLM_SLIDE_LAYOUTS.join(", ")}`,
    })
    .refine((slides) => slides[0]?.layout === "cover" && slides.at(-1)?.layout === "cta", {
      message: "The first slide is a cover, the last a cta",
    }),
});

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "French" };
/** The source's text as the prompt quotes it: within a LinkedIn post's length. */
const SOURCE_MAX = 3000;

export function makeCarouselPrompt(source: OutlineSource, lang: Language): { system: string; prompt: string } {
  const system = [
    "You turn a professional's ideas into a LinkedIn PDF carousel: one idea per slide, few words, concrete and plain.",
    "Answer with a JSON object only, following the given schema exactly.",
  ].join(" ");
  const what = {
    post: "their LinkedIn post",
    note: "their note",
    pillar: "their content pillar",
    topic: "their topic",
  }[source.kind];
  const lines = [
    `Write the slides of one carousel from ${what}, ${LLM_SLIDE_COUNT.min} to ${LLM_SLIDE_COUNT.max} slides.`,
    `Language: write every slide in ${LANGUAGE_NAMES[lang]}${lang === "fr" ? " (natural French, French typography)" : ""}.`,
    "",
  ];
  if (source.title) lines.push(`Title: ${source.title.replace(/\s+/g, " ").trim()}`);
  if (source.text.trim()) lines.push("Text:", "<<<", source.text.slice(0, SOURCE_MAX).trim(), ">>>");
  lines.push(
    "",
    "Rules:",
    `- The first slide is a "cover" (title at most ${L.titleMax} characters, a short subtitle), the last a "cta" (a call to action).`,
    `- In between, 4 to 8 slides: "text" (body at most ${Math.round(L.bodyMax / 2)} characters), "list" (${L.listMinItems} to ${L.listMaxItems} items of at most ${L.itemMax} characters), "quote", "stat" (a value of at most ${L.statMax} characters and its label).`,
    "- Use the writer's own facts and words; invent no figure, no quote, no name.",
    "- Plain text: no hashtags, no markdown headings.",
  );
  return { system, prompt: lines.join("\n") };
}
