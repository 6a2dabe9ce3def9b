import type { Language } from "../../contracts/language";
import { SLOT_LABELS } from "./slots";
import type { PatternText } from "./types";

const SLOT = /\{([a-zA-Z]+)\}/g;

/** The slots of a structure, in order of first appearance. */
export function structureSlots(structure: string): string[] {
  return [...new Set([...structure.matchAll(SLOT)].map((m) => m[1]))];
}

export function slotLabel(slot: string, language: Language): string {
  return SLOT_LABELS[slot]?.[language] ?? slot;
}

/**
 * The structure with each slot replaced by `values[slot]` (a missing value keeps the slot's bracketed label), one
 * paragraph a line: what the built-in generator and "Use this structure" write with.
 */
export function fillStructure(structure: string, values: Record<string, string>, language: Language): string {
  return structure
    .split("\n")
    .map((line) => line.replace(SLOT, (_, slot: string) => values[slot]?.trim() || `[${slotLabel(slot, language)}]`))
    .join("\n\n");
}

/** The skeleton a draft starts from: every slot as its bracketed label ("[mistake]"). */
export function skeleton(text: PatternText, language: Language): string {
  return fillStructure(text.structure, {}, language);
}

/** The worked example as a post. */
export function exampleText(text: PatternText, language: Language): string {
  return fillStructure(text.structure, text.example, language);
}

/** The structure to read: `{erreur} → {ce que ça a coûté} → …` (a whole post's lines joined with arrows). */
export function displayStructure(text: PatternText, language: Language): string {
  return text.structure
    .split("\n")
    .map((line) => line.replace(SLOT, (_, slot: string) => `{${slotLabel(slot, language)}}`))
    .join(" → ");
}
