/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1), so built-in templates and
 * ideas come out the same for a seed and a randomised test names its seed and reproduces.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a (32 bits) of a text: a text seed for mulberry32. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32 seeded by a text (its FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  return mulberry32(hashSeed(seed));
}
