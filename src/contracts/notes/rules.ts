import { messageCodes } from "../messages";

/** Note rules without zod (the notes screen's first load reads them). */
export const NOTE_LIMITS = {
  bodyMax: 20_000,
  tagsMax: 20,
  tagMax: 50,
} as const;

export const NOTE_MESSAGES = {
  tooManyTags: "A note can have at most 20 tags",
  tagInvalid: "A tag is 1 to 50 characters, without commas or line breaks",
} as const;
export const NOTE_CODES = messageCodes(NOTE_MESSAGES);

/** Tags as stored: trimmed, inner spaces collapsed, a leading "#" dropped, the first spelling of each kept (case-insensitive). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, "").replace(/\s+/g, " ").trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}
