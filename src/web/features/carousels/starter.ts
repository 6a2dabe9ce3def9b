import { AUTHOR_SHOW_ALL, DEFAULT_CAROUSEL_THEME, type CarouselDesign } from "@contracts/carousels/carousel";
import { newSlide } from "./deck-edits";

/** The placeholder texts of new slides, from the `carousels.placeholders.*` strings. */
export const placeholderText = (t: (key: string) => string) => (key: string) => t(`carousels.placeholders.${key}`);

/** A new carousel: a cover, a text slide and a call to action, in the default theme, ready to be typed over. */
export function starterDesign(t: (key: string) => string): CarouselDesign {
  const text = placeholderText(t);
  return {
    size: "portrait",
    theme: DEFAULT_CAROUSEL_THEME,
    author: { name: "", handle: "", logoMediaId: null, headshotMediaId: null, show: AUTHOR_SHOW_ALL },
    counter: true,
    progressBar: false,
    swipeArrow: true,
    slides: [newSlide("cover", text), newSlide("text", text), newSlide("cta", text)],
  };
}
