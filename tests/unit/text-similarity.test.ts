import { describe, expect, it } from "vitest";
import { isNearCopy, trigramSimilarity } from "../../src/shared/saved-posts/similarity";

describe("trigramSimilarity", () => {
  it("is pg_trgm's value on known pairs", () => {
    // SELECT similarity('word', 'two words') = 0.363636 in Postgres (4 shared of 11)
    expect(trigramSimilarity("word", "two words")).toBeCloseTo(4 / 11, 5);
    expect(trigramSimilarity("abc", "abc")).toBe(1);
    expect(trigramSimilarity("abc", "xyz")).toBe(0);
    expect(trigramSimilarity("", "abc")).toBe(0);
  });

  it("ignores case, accents and punctuation", () => {
    expect(trigramSimilarity("Réseau, ÉTÉ!", "reseau ete")).toBe(1);
  });

  it("flags a near copy and not a remix that keeps only the structure", () => {
    const source =
      "I hired 12 engineers last year. I got 3 wrong. Here is what those mistakes cost me and what I do now. What is your best hiring advice?";
    const copy =
      "I hired 12 engineers last year, and got 3 wrong. Here's what those mistakes cost me and what I do now. What's your best hiring advice?";
    const remix =
      "We shipped our pricing page four times in a month. Twice it tanked signups. The lesson: test copy with five customers first. How do you test yours?";
    expect(isNearCopy(copy, source)).toBe(true);
    expect(isNearCopy(remix, source)).toBe(false);
  });
});
