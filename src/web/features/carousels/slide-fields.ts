import { CAROUSEL_LIMITS as L, type Slide, type SlideLayout } from "@contracts/carousels/carousel";

/** A text field of a slide as the editor shows it: one line, several lines, or code (monospace, tabs kept). */
export type SlideFieldKey =
  | "title"
  | "subtitle"
  | "heading"
  | "body"
  | "quote"
  | "attribution"
  | "value"
  | "label"
  | "source"
  | "code"
  | "caption"
  | "action";

export interface SlideTextField {
  key: SlideFieldKey;
  kind: "line" | "text" | "code";
  max: number;
  required: boolean;
}

const f = (key: SlideFieldKey, kind: SlideTextField["kind"], max: number, required = false): SlideTextField => ({
  key,
  kind,
  max,
  required,
});

/** Each layout's text fields, in the order they read on the slide (the limits are the contract's). */
export const SLIDE_TEXT_FIELDS: Record<SlideLayout, SlideTextField[]> = {
  cover: [f("title", "text", L.titleMax, true), f("subtitle", "text", L.subtitleMax)],
  text: [f("heading", "line", L.titleMax), f("body", "text", L.bodyMax, true)],
  list: [f("heading", "line", L.titleMax)],
  quote: [f("quote", "text", L.quoteMax, true), f("attribution", "line", L.attributionMax)],
  stat: [
    f("value", "line", L.statMax, true),
    f("label", "text", L.labelMax, true),
    f("source", "line", L.attributionMax),
  ],
  code: [f("heading", "line", L.titleMax), f("code", "code", L.codeMax, true)],
  image: [f("caption", "line", L.subtitleMax)],
  cta: [f("title", "text", L.titleMax, true), f("action", "text", L.subtitleMax)],
};

/** The layouts a slide can be added as or switched to at once (an image slide needs its image picked first). */
export const PICKABLE_LAYOUTS = ["cover", "text", "list", "quote", "stat", "code", "cta"] as const;
export type PickableLayout = (typeof PICKABLE_LAYOUTS)[number];

/** The slide's main text (what a layout change carries over): its first text field's. */
export function mainText(slide: Slide): string {
  if (slide.layout === "list") return slide.heading || slide.items[0] || "";
  const first = SLIDE_TEXT_FIELDS[slide.layout][0];
  return first ? String((slide as Record<string, unknown>)[first.key] ?? "") : "";
}

/** A slide switched to another layout: the new layout's placeholders, with the old slide's main text kept. */
export function relayout(slide: Slide, fresh: Slide): Slide {
  const text = mainText(slide).trim();
  if (!text || fresh.layout === slide.layout) return fresh;
  if (fresh.layout === "list") return { ...fresh, heading: text.slice(0, L.titleMax) };
  const first = SLIDE_TEXT_FIELDS[fresh.layout][0];
  return first ? ({ ...fresh, [first.key]: text.slice(0, first.max) } as Slide) : fresh;
}

/** The required fields left empty (the server refuses such a design: the editor says which, before it saves). */
export function emptyRequired(slide: Slide): string[] {
  const empty: string[] = SLIDE_TEXT_FIELDS[slide.layout]
    .filter((field) => field.required && !String((slide as Record<string, unknown>)[field.key] ?? "").trim())
    .map((field) => field.key);
  if (slide.layout === "list") slide.items.forEach((item, i) => !item.trim() && empty.push(`item${i}`));
  return empty;
}
