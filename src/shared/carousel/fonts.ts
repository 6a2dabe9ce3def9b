import type { CarouselFont } from "../../contracts/carousels/carousel";

/**
 * The carousel fonts: each an npm package of self-hosted static fonts (@fontsource/<pkg>: one file per weight and
 * style, which Chromium embeds in the PDF as TrueType, where variable fonts came out as Type 3 outlines), whose CSS
 * the editor imports and whose files the PDF renderer serves to its page (no font CDN, nothing from outside).
 * `styles`: the package's CSS files (weight, and "-italic"), the weights the slides use.
 */
/** What the slides use of a text font: regular and bold (each with italics), and the extra-bold of titles. */
const ALL_STYLES = ["400", "400-italic", "700", "700-italic", "800"];

export const CAROUSEL_FONT_FILES: Record<
  CarouselFont,
  { family: string; pkg: string; generic: string; styles: string[] }
> = {
  inter: {
    family: "Inter",
    pkg: "inter",
    generic: "sans-serif",
    styles: ["400", "400-italic", "700", "700-italic", "800"],
  },
  manrope: { family: "Manrope", pkg: "manrope", generic: "sans-serif", styles: ["400", "700", "800"] },
  montserrat: { family: "Montserrat", pkg: "montserrat", generic: "sans-serif", styles: ALL_STYLES },
  poppins: { family: "Poppins", pkg: "poppins", generic: "sans-serif", styles: ALL_STYLES },
  "playfair-display": { family: "Playfair Display", pkg: "playfair-display", generic: "serif", styles: ALL_STYLES },
  // Lora has no 800: the heaviest headings take its 700
  lora: { family: "Lora", pkg: "lora", generic: "serif", styles: ["400", "400-italic", "700", "700-italic"] },
  "source-serif-4": { family: "Source Serif 4", pkg: "source-serif-4", generic: "serif", styles: ALL_STYLES },
  "jetbrains-mono": { family: "JetBrains Mono", pkg: "jetbrains-mono", generic: "monospace", styles: ["400", "700"] },
};

/** The CSS font-family for a font id, with the colour emoji font after it (emoji are not in the text fonts). */
export function fontStack(font: CarouselFont): string {
  const { family, generic } = CAROUSEL_FONT_FILES[font];
  return `'${family}', 'Noto Color Emoji', ${generic}`;
}
