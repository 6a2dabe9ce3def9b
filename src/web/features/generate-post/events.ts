import type { GenerationEvent } from "@contracts/generation/schemas";
import { GENERATION_LIMITS, GENERATION_MODES } from "@contracts/generation/rules";

/**
 * The stream's events, narrowed without zod (the page's first load stays free of it): the shape the contract's
 * `generationEventSchema` gives, checked field by field. Anything else is no event.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isMode = (v: unknown) => (GENERATION_MODES as readonly unknown[]).includes(v);

function isGeneration(v: unknown): boolean {
  if (!isObject(v) || typeof v.id !== "string" || !isMode(v.mode) || typeof v.createdAt !== "string") return false;
  if (!isObject(v.input) || typeof v.input.topic !== "string") return false;
  return (
    Array.isArray(v.variants) &&
    v.variants.length === GENERATION_LIMITS.variantCount &&
    v.variants.every((x) => isObject(x) && typeof x.text === "string" && typeof x.hook === "string")
  );
}

export function narrowGenerationEvent(v: unknown): GenerationEvent | undefined {
  if (!isObject(v)) return undefined;
  switch (v.type) {
    case "start":
      return isMode(v.mode) ? (v as GenerationEvent) : undefined;
    case "thinking":
      return v as GenerationEvent;
    case "delta":
      return Number.isInteger(v.index) &&
        (v.index as number) >= 0 &&
        (v.index as number) < GENERATION_LIMITS.variantCount &&
        typeof v.text === "string"
        ? (v as GenerationEvent)
        : undefined;
    case "done":
      return isGeneration(v.generation) ? (v as GenerationEvent) : undefined;
    case "error":
      return typeof v.code === "string" && typeof v.message === "string" && typeof v.templateAvailable === "boolean"
        ? (v as GenerationEvent)
        : undefined;
    default:
      return undefined;
  }
}

export const isLastEvent = (e: GenerationEvent) => e.type === "done" || e.type === "error";
