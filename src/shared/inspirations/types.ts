import type { PostFormat } from "../../contracts/generation/rules";
import type { Language } from "../../contracts/language";

/**
 * Inspirations (issue 32): hook, ending and post structures written for this app. A structure is text with
 * `{slot}` tokens; slot ids are English identifiers shared by both languages (their labels: ./slots.ts), and the
 * worked example gives every slot its value, so filling the structure with the example writes the example post.
 */
export const PATTERN_KINDS = ["hook", "ending", "post"] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

export const PATTERN_GOALS = ["awareness", "trust", "leads", "hiring", "engagement"] as const;
export type PatternGoal = (typeof PATTERN_GOALS)[number];

export interface PatternText {
  name: string;
  /** When to use it, one or two sentences. */
  when: string;
  /** The structure: text with `{slot}` tokens, lines separated by "\n". */
  structure: string;
  /** The worked example: a value for every slot of the structure. */
  example: Record<string, string>;
}

export interface InspirationPattern {
  id: string;
  kind: PatternKind;
  formats: readonly PostFormat[];
  goals: readonly PatternGoal[];
  text: Record<Language, PatternText>;
}
