import { messageCodes } from "../messages";

/** Carousel messages without zod (the brand kit's screen reads them on its first load). */
export const CAROUSEL_MESSAGES = {
  textContrastLow:
    "The text colour is too close to the background colour: body text needs a contrast of at least 4.5:1 (WCAG AA)",
  accentContrastLow:
    "The accent colour is too close to the background colour: large text and the swipe arrow need at least 3:1 (WCAG AA)",
  sourceEmpty: "There is no text to make a carousel from: write some first",
} as const;
export const CAROUSEL_CODES = messageCodes(CAROUSEL_MESSAGES);
