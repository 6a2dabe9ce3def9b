import { ENDING_PATTERNS } from "./patterns-endings";
import { HOOK_PATTERNS } from "./patterns-hooks";
import { POST_PATTERNS } from "./patterns-posts";
import type { InspirationPattern } from "./types";

/** The library, in the order it is shown: whole posts, then hooks, then endings. */
export const INSPIRATIONS: readonly InspirationPattern[] = [...POST_PATTERNS, ...HOOK_PATTERNS, ...ENDING_PATTERNS];

export function findPattern(id: string): InspirationPattern | undefined {
  return INSPIRATIONS.find((p) => p.id === id);
}
