/**
 * Generate Post's address: `?pillar=<id>` writes for that pillar (a strategy card's "Write a post"), `?promptId=<id>`
 * with that prompt (Prompts' "Use"), `?remix=<id>` from a saved post's structure (Saved Posts' "Remix into my pillar"), `?structure=<id>` an Inspirations pattern's structure. Anything else is dropped; an id that is no pillar or prompt of the workspace is
 * ignored by the page.
 */
export interface GeneratePostSearch {
  pillar?: string;
  promptId?: string;
  remix?: string;
  /** An Inspirations pattern whose structure the post follows. */
  structure?: string;
}

const id = (value: unknown) =>
  typeof value === "string" && value.length > 0 && value.length <= 64 ? value : undefined;

export function validateGeneratePostSearch(search: Record<string, unknown>): GeneratePostSearch {
  const pillar = id(search.pillar);
  const promptId = id(search.promptId);
  const remix = id(search.remix);
  const structure = id(search.structure);
  return {
    ...(pillar ? { pillar } : {}),
    ...(promptId ? { promptId } : {}),
    ...(remix ? { remix } : {}),
    ...(structure ? { structure } : {}),
  };
}
