import { slideSchema } from "@contracts/carousels/carousel";
import type { MakeCarouselEvent } from "@contracts/carousels/make";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isMode = (v: unknown) => v === "template" || v === "llm";

/** A line of the "Make a carousel" stream as its event, or undefined when it is none (the stream then fails). */
export function narrowMakeEvent(v: unknown): MakeCarouselEvent | undefined {
  if (!isObject(v)) return undefined;
  switch (v.type) {
    case "start":
      return isMode(v.mode) ? (v as MakeCarouselEvent) : undefined;
    case "thinking":
      return v as MakeCarouselEvent;
    case "slide":
      return Number.isInteger(v.index) && (v.index as number) >= 0 && slideSchema.safeParse(v.slide).success
        ? (v as MakeCarouselEvent)
        : undefined;
    case "done":
      return isMode(v.mode) && isObject(v.carousel) && typeof v.carousel.id === "string"
        ? (v as MakeCarouselEvent)
        : undefined;
    case "error":
      return typeof v.code === "string" && typeof v.message === "string" && typeof v.templateAvailable === "boolean"
        ? (v as MakeCarouselEvent)
        : undefined;
    default:
      return undefined;
  }
}

export const isLastMakeEvent = (e: MakeCarouselEvent) => e.type === "done" || e.type === "error";
