import type { BrandKit } from "../../contracts/carousels/brand-kit";
import type { CarouselDesign } from "../../contracts/carousels/carousel";

/**
 * A design in the workspace's brand kit: its colours, fonts, logo, headshot, name and handle (what "Make a carousel"
 * starts from, and what the editor's "Apply brand kit" does). The carousel's own switches (what it shows, the counter,
 * the progress bar, the arrow) are kept.
 */
export function applyBrandKit(design: CarouselDesign, kit: BrandKit): CarouselDesign {
  return {
    ...design,
    theme: {
      background: kit.background,
      text: kit.text,
      accent: kit.accent,
      headingFont: kit.headingFont,
      bodyFont: kit.bodyFont,
    },
    author: {
      ...design.author,
      name: kit.name,
      handle: kit.handle,
      logoMediaId: kit.logoMediaId,
      headshotMediaId: kit.headshotMediaId,
    },
  };
}
