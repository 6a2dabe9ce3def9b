/**
 * Trigram similarity as Postgres' pg_trgm computes it (lower-cased words of letters and digits, each padded with
 * two spaces before and one after; |shared| / |union| of the distinct trigrams), here in TypeScript so the web
 * warns before a remix is saved, and the server checks again, with no extension needed in the database.
 * Accents are folded so that "réseau" and "reseau" match.
 */

export const NEAR_COPY_THRESHOLD = 0.5;

function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const word of words) {
    const padded = [..."  ", ...word, " "];
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3).join(""));
  }
  return out;
}

/** 0 (nothing in common) to 1 (the same words). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Whether a draft reads as a near copy of its source (the user must confirm before it becomes a draft). */
export const isNearCopy = (draft: string, source: string) => trigramSimilarity(draft, source) >= NEAR_COPY_THRESHOLD;
