import { describe, expect, it } from "vitest";
import { visibleLength } from "../../src/shared/post-text";
import { mulberry32 } from "../../src/shared/random/seeded-random";

/** The reference: every grapheme cluster of the whole text, from Intl.Segmenter. */
const reference = (text: string) => [...new Intl.Segmenter().segment(text)].length;

// Pieces that join or split clusters in every way UAX #29 knows, beside plain text.
const PIECES = [
  "a",
  "Z",
  " ",
  "\n",
  "\r",
  "\r\n",
  "é", // precomposed
  "e\u0301", // e + combining acute
  "\u0301", // a lone combining mark (joins whatever precedes)
  "\u00ad", // soft hyphen (a control)
  "\t",
  "©",
  "®",
  "\u200d", // ZWJ
  "\ufe0f", // variation selector 16
  "👩‍💻",
  "❤️",
  "©\u200d©",
  "👍🏽",
  "🏽",
  "🇫",
  "🇷",
  "🇫🇷",
  "\u0600", // Arabic number sign: Prepend (joins the next character)
  "\u0915\u094d\u0937", // Devanagari conjunct (Indic conjunct break)
  "\u0915",
  "\u094d",
  "ᄀ", // Hangul L
  "ᅡ", // Hangul V
  "ᆨ", // Hangul T
  "각",
  "𝗯", // styled letter (surrogate pair)
  "\ud835", // a lone high surrogate
  "\udc00", // a lone low surrogate
  "™",
  "½",
  "\u00a0",
  "ั", // Thai vowel sign (Extend)
  "ำ", // Thai sara am (SpacingMark)
];

describe("visibleLength", () => {
  it("counts what a reader sees", () => {
    expect(visibleLength("")).toBe(0);
    expect(visibleLength("plain text")).toBe(10);
    expect(visibleLength("𝗯𝗼𝗹𝗱")).toBe(4);
    expect(visibleLength("👩‍💻 👍🏽 🇫🇷 é")).toBe(7);
    expect(visibleLength("e\u0301")).toBe(1);
    expect(visibleLength("a\r\nb")).toBe(3);
    expect(visibleLength("©\u200d©")).toBe(1);
    expect(visibleLength("x\u0600a")).toBe(2);
  });

  it("agrees with Intl.Segmenter on the whole text for every pair and triple of tricky pieces", () => {
    for (const a of PIECES)
      for (const b of PIECES) {
        expect(visibleLength(a + b), JSON.stringify(a + b)).toBe(reference(a + b));
        for (const c of ["a", "\u0301", "\u200d", "🇫", "\u0600", "©"])
          expect(visibleLength(a + b + c), JSON.stringify(a + b + c)).toBe(reference(a + b + c));
      }
  });

  it("agrees with Intl.Segmenter on 5,000 random mixes of plain text and those pieces", () => {
    const next = mulberry32(42);
    for (let run = 0; run < 5000; run++) {
      let text = "";
      const parts = 1 + Math.floor(next() * 40);
      for (let p = 0; p < parts; p++)
        text +=
          next() < 0.5
            ? "plain words ".slice(0, 1 + Math.floor(next() * 12))
            : PIECES[Math.floor(next() * PIECES.length)];
      expect(visibleLength(text), JSON.stringify(text)).toBe(reference(text));
    }
  });

  it("counts a 3,000-character post like the segmenter, styled letters and emoji included", () => {
    const post = "I almost quit my first job 𝗮𝗳𝘁𝗲𝗿 six weeks 👩‍💻🇫🇷. Café\u0301\r\n".repeat(60).slice(0, 3000);
    expect(visibleLength(post)).toBe(reference(post));
  });
});
