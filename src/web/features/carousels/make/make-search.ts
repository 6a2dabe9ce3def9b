/**
 * "Make a carousel"'s address: `?post=<id>`, `?note=<id>`, `?pillar=<id>` or `?topic=<text>` picks the source (the
 * Post Editor's "Make a carousel"); nothing: a topic. Only the first of them is kept, anything else dropped; an id
 * the workspace does not hold is refused by the server (404) when the carousel is asked for.
 */
export type MakeSourceKind = "topic" | "post" | "note" | "pillar";

export interface MakeCarouselSearch {
  post?: string;
  note?: string;
  pillar?: string;
  topic?: string;
}

const id = (value: unknown) =>
  typeof value === "string" && value.length > 0 && value.length <= 64 ? value : undefined;

export function validateMakeCarouselSearch(search: Record<string, unknown>): MakeCarouselSearch {
  for (const kind of ["post", "note", "pillar"] as const) {
    const value = id(search[kind]);
    if (value) return { [kind]: value };
  }
  const topic = typeof search.topic === "string" ? search.topic.slice(0, 1000) : "";
  return topic ? { topic } : {};
}

/** The source the page opens with. */
export function initialSource(search: MakeCarouselSearch): { kind: MakeSourceKind; id?: string; topic?: string } {
  if (search.post) return { kind: "post", id: search.post };
  if (search.note) return { kind: "note", id: search.note };
  if (search.pillar) return { kind: "pillar", id: search.pillar };
  return { kind: "topic", topic: search.topic };
}
