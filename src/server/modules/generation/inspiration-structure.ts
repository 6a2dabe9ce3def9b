import type { Language } from "../../../contracts/language";
import { findPattern } from "../../../shared/inspirations/patterns";
import { fillStructure } from "../../../shared/inspirations/structure";
import type { PatternKind, PatternText } from "../../../shared/inspirations/types";

/** An Inspirations pattern a generation follows (issue 32): a whole post's structure, a hook's or an ending's. */
export interface StructureBrief {
  kind: PatternKind;
  text: PatternText;
}

/** The pattern `id` names in `language`; undefined for an id Inspirations does not have (or no longer has). */
export function findStructure(id: string, language: Language): StructureBrief | undefined {
  const pattern = findPattern(id);
  return pattern && { kind: pattern.kind, text: pattern.text[language] };
}

/** What the built-in generator wrote for the topic that a structure's slots can take. */
export interface GeneratedParts {
  hook: string;
  /** The closing question or call to action. */
  ask: string;
  subject: string;
}

/**
 * The slots the built-in generator can fill from the topic; every other slot ("{mistake}", "{cost}") is the writer's
 * own experience, which no template knows: it stays as its bracketed label ("[what it cost]") for the writer to fill
 * in the editor, never made up.
 */
function slotValues(parts: GeneratedParts): Record<string, string> {
  return {
    hook: parts.hook,
    topic: parts.subject,
    question: parts.ask,
    openQuestion: parts.ask,
    cta: parts.ask,
    invite: parts.ask,
  };
}

/** The structure's text with what the generator knows filled in, one paragraph a line. */
export function filledStructure(structure: StructureBrief, parts: GeneratedParts, language: Language): string {
  return fillStructure(structure.text.structure, slotValues(parts), language);
}

/** Does the structure open with its own hook (a `{hook}` slot), or does the generated hook go above it? */
export const hasOwnHook = (structure: StructureBrief) => structure.text.structure.includes("{hook}");
