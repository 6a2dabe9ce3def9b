import { CAROUSEL_LIMITS, type CarouselDesign, type Slide, type SlideLayout } from "@contracts/carousels/carousel";

/**
 * The Carousel Editor's changes to a deck, as pure functions of the design (the editor keeps them in its history for
 * undo and redo, and autosaves the result). Each keeps the deck within 2-20 slides and answers the same design,
 * unchanged, for a change it cannot make, so the caller can tell nothing happened.
 */

/** A new slide of a layout, with the placeholder texts the editor gives (translated by the caller). */
export function newSlide(layout: Exclude<SlideLayout, "image">, text: (key: string) => string): Slide {
  switch (layout) {
    case "cover":
      return { layout, title: text("cover.title"), subtitle: text("cover.subtitle") };
    case "text":
      return { layout, heading: text("text.heading"), body: text("text.body") };
    case "list":
      return {
        layout,
        heading: text("list.heading"),
        numbered: true,
        items: [1, 2, 3].map((n) => text(`list.item${n}`)),
      };
    case "quote":
      return { layout, quote: text("quote.quote"), attribution: text("quote.attribution") };
    case "stat":
      return { layout, value: "87%", label: text("stat.label"), source: "" };
    case "code":
      return { layout, heading: "", language: "typescript", code: text("code.code") };
    case "cta":
      return { layout, title: text("cta.title"), action: text("cta.action") };
  }
}

const withSlides = (design: CarouselDesign, slides: Slide[]): CarouselDesign => ({ ...design, slides });

export function insertSlide(design: CarouselDesign, at: number, slide: Slide): CarouselDesign {
  if (design.slides.length >= CAROUSEL_LIMITS.maxSlides) return design;
  const index = Math.max(0, Math.min(at, design.slides.length));
  return withSlides(design, [...design.slides.slice(0, index), slide, ...design.slides.slice(index)]);
}

export function duplicateSlide(design: CarouselDesign, index: number): CarouselDesign {
  const slide = design.slides[index];
  if (!slide) return design;
  return insertSlide(design, index + 1, structuredClone(slide));
}

export function removeSlide(design: CarouselDesign, index: number): CarouselDesign {
  if (design.slides.length <= CAROUSEL_LIMITS.minSlides || !design.slides[index]) return design;
  return withSlides(
    design,
    design.slides.filter((_, i) => i !== index),
  );
}

/** Moves the slide at `from` to `to` (the others keep their order); out of range: unchanged. */
export function moveSlide(design: CarouselDesign, from: number, to: number): CarouselDesign {
  const n = design.slides.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return design;
  const slides = [...design.slides];
  const [moved] = slides.splice(from, 1);
  slides.splice(to, 0, moved!);
  return withSlides(design, slides);
}

/** Changes fields of one slide; `layout` cannot change this way (a new layout is a new slide). */
export function updateSlide<S extends Slide>(
  design: CarouselDesign,
  index: number,
  change: Partial<Omit<S, "layout">>,
): CarouselDesign {
  const slide = design.slides[index];
  if (!slide) return design;
  const slides = [...design.slides];
  slides[index] = { ...slide, ...change, layout: slide.layout } as Slide;
  return withSlides(design, slides);
}

/**
 * Where the selection goes after a change, `count` being the slides after it: the slide added or moved; after a
 * removal, the slide that took its place, or the new last one.
 */
export function selectionAfter(
  change: { kind: "insert"; at: number } | { kind: "remove"; at: number } | { kind: "move"; to: number },
  count: number,
): number {
  const at = change.kind === "move" ? change.to : change.at;
  return Math.max(0, Math.min(at, count - 1));
}

/**
 * Whether two designs draw slide `index` the same: the same slide (edits replace only the slide they change) and the
 * same carousel-wide look (size, theme, author, counter, bar, arrow) and slide count (the counter shows it).
 */
export function sameLookAndSlide(a: CarouselDesign, b: CarouselDesign, index: number): boolean {
  return a.slides[index] === b.slides[index] && sameLook(a, b);
}

/** The same carousel-wide look and slide count: every field of the design but the slides' content. */
export function sameLook(a: CarouselDesign, b: CarouselDesign): boolean {
  if (a === b) return true;
  if (a.slides.length !== b.slides.length) return false;
  for (const key of Object.keys(a) as (keyof CarouselDesign)[]) if (key !== "slides" && a[key] !== b[key]) return false;
  return Object.keys(a).length === Object.keys(b).length;
}
