import { useEffect, useState } from "react";
import type { CarouselDesign } from "@contracts/carousels/carousel";
import { sameLook } from "./deck-edits";

/** How long typing pauses before the slide rail draws the typed slide again. */
export const SETTLE_MS = 400;

/** `next` differs from `shown` by the content of one slide only, of the same layout: what a key typed does. */
export function oneSlideEdited(shown: CarouselDesign, next: CarouselDesign): boolean {
  if (!sameLook(shown, next)) return false;
  let changed = 0;
  for (let i = 0; i < next.slides.length; i++) {
    const a = shown.slides[i]!;
    const b = next.slides[i]!;
    if (a === b) continue;
    if (a.layout !== b.layout || ++changed > 1) return false;
  }
  return true;
}

/**
 * The design the slide rail draws: the same as `design`, except that while one slide's text is being typed it keeps
 * the design from before until typing pauses (SETTLE_MS), so a keystroke draws the big preview only, not its
 * thumbnail too (bench:editor: a second slide's render and layout per key). Anything else (a slide added, moved,
 * removed, another layout, the look) shows at once.
 */
export function useSettledDesign(design: CarouselDesign): CarouselDesign {
  const [settled, setSettled] = useState(design);
  const waits = settled !== design && oneSlideEdited(settled, design);
  // React's "adjust state during render": the new design is drawn in this render, with no second commit
  if (settled !== design && !waits) setSettled(design);
  useEffect(() => {
    if (!waits) return;
    const timer = setTimeout(() => setSettled(design), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [design, waits]);
  return waits ? settled : design;
}
