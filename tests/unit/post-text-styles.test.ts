import { describe, expect, it } from "vitest";
import {
  applyStyle,
  clampToCodePoints,
  clearStyle,
  plainOf,
  selectionStyle,
  TEXT_STYLES,
  toPlainText,
  toStyledText,
  type TextStyle,
} from "../../src/shared/post-text";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const all = (text: string) => applyStyle(text, 0, text.length, "bold").text;

// First letters of each range, from the Unicode charts (Mathematical Alphanumeric Symbols, sans-serif).
const FIRST: Record<TextStyle, { A: number; a: number; zero: number | null }> = {
  bold: { A: 0x1d5d4, a: 0x1d5ee, zero: 0x1d7ec },
  italic: { A: 0x1d608, a: 0x1d622, zero: null },
  boldItalic: { A: 0x1d63c, a: 0x1d656, zero: 0x1d7ec },
  monospace: { A: 0x1d670, a: 0x1d68a, zero: 0x1d7f6 },
};

describe("Unicode styles: every letter and digit", () => {
  for (const style of TEXT_STYLES) {
    it(`${style}: A-Z, a-z and 0-9 map to their code points, case kept, and back to plain`, () => {
      const styled = toStyledText(UPPER + LOWER + DIGITS, style);
      const cps = [...styled].map((c) => c.codePointAt(0)!);
      for (let i = 0; i < 26; i++) {
        expect(cps[i], `${style} ${UPPER[i]}`).toBe(FIRST[style].A + i);
        expect(cps[26 + i], `${style} ${LOWER[i]}`).toBe(FIRST[style].a + i);
      }
      for (let i = 0; i < 10; i++) {
        const zero = FIRST[style].zero;
        expect(cps[52 + i], `${style} ${i}`).toBe(zero === null ? 0x30 + i : zero + i);
      }
      // every styled letter is 2 UTF-16 units (what LinkedIn counts)
      expect(styled.length).toBe(52 * 2 + (FIRST[style].zero === null ? 10 : 20));
      expect(toPlainText(styled)).toBe(UPPER + LOWER + DIGITS);
      for (const ch of styled)
        if (ch.codePointAt(0)! > 0xffff) expect(plainOf(ch.codePointAt(0)!)).toMatch(/^[A-Za-z0-9]$/);
    });
  }

  it("never upper-cases: case is kept in every style", () => {
    expect(toPlainText(toStyledText("Hello World", "bold"))).toBe("Hello World");
    expect(toStyledText("aB", "monospace")).toBe("𝚊𝙱");
  });

  it("leaves punctuation, spaces, emoji (ZWJ sequences and skin tones), CJK and symbols as they are", () => {
    const other = " ,.!?-–—'\"()[]#@/\n\t👍🏽👩‍💻🇫🇷❤️✅ 日本語 ™ ½ \u00a0€";
    expect(toStyledText(other, "bold")).toBe(other);
    expect(toPlainText(other)).toBe(other);
  });

  it("styles accented letters as the styled base letter plus its accent, and composes them again when plain", () => {
    const fr = "Été à l'école, ça déçoit: über naïve";
    for (const style of TEXT_STYLES) {
      const styled = toStyledText(fr, style);
      expect(styled).not.toContain("É");
      expect(styled.normalize("NFD")).toContain("\u0301"); // the acute accent is kept
      expect(toPlainText(styled)).toBe(fr);
      expect(toPlainText(styled).normalize("NFC")).toBe(fr.normalize("NFC"));
    }
    expect(toStyledText("é", "bold")).toBe("𝗲\u0301");
  });

  it("restyles from plain: bold over italic is bold, not a mix; any tool's styled letters count as styled", () => {
    const italic = toStyledText("mix", "italic");
    expect(toStyledText(italic, "bold")).toBe(toStyledText("mix", "bold"));
    expect(toPlainText("𝐁𝐨𝐥𝐝 𝑆𝑒𝑟𝑖𝑓 𝓈𝒸𝓇𝒾𝓅𝓉")).toBe("Bold Serif script"); // serif bold, serif italic, script
  });
});

describe("applyStyle on a selection", () => {
  it("styles only the selection and returns the selection over the styled text", () => {
    const text = "Make it bold now";
    const r = applyStyle(text, 8, 12, "bold");
    expect(r.text).toBe("Make it 𝗯𝗼𝗹𝗱 now");
    expect(r.text.slice(r.start, r.end)).toBe("𝗯𝗼𝗹𝗱");
    expect(r.end - r.start).toBe(8);
  });

  it("toggles: the same style again goes back to plain", () => {
    const once = applyStyle("abc", 0, 3, "italic");
    const twice = applyStyle(once.text, once.start, once.end, "italic");
    expect(twice.text).toBe("abc");
    expect([twice.start, twice.end]).toEqual([0, 3]);
  });

  it("a mixed selection takes the new style", () => {
    const text = `${toStyledText("ab", "bold")}cd`;
    expect(selectionStyle(text, 0, text.length)).toBeNull();
    expect(applyStyle(text, 0, text.length, "bold").text).toBe(toStyledText("abcd", "bold"));
  });

  it("never splits a surrogate pair: a selection edge inside one is widened", () => {
    const text = "x𝗯y";
    expect(clampToCodePoints(text, 2, 2)).toEqual([1, 1]); // a caret inside a pair moves before it
    expect(clampToCodePoints(text, 1, 2)).toEqual([1, 3]);
    expect(clampToCodePoints("👍🏽", 1, 3)).toEqual([0, 4]);
    const r = applyStyle(text, 2, 4, "bold"); // starts inside 𝗯
    expect(r.text).toBe("x𝗯𝘆");
    expect(toPlainText(r.text)).toBe("xby");
  });

  it("an empty selection changes nothing", () => {
    expect(applyStyle("abc", 1, 1, "bold")).toEqual({ text: "abc", start: 1, end: 1 });
  });

  it("clearStyle makes only the selection plain: ™, ½ and no-break spaces elsewhere and inside stay", () => {
    const text = `${all("Brand")}™ ½\u00a0${toStyledText("deal", "italic")}`;
    const r = clearStyle(text, 0, text.length);
    expect(r.text).toBe("Brand™ ½\u00a0deal");
    const partial = clearStyle(text, 0, 4); // only "𝗕𝗿"
    expect(partial.text.startsWith("Br")).toBe(true);
    expect(partial.text.slice(2)).toBe(text.slice(4));
  });
});

describe("selectionStyle (the toolbar's pressed button)", () => {
  it("names the style of a uniform selection, digits included", () => {
    expect(selectionStyle(toStyledText("Top 10", "bold"), 0, 8)).toBe("bold");
    expect(selectionStyle(toStyledText("Top 10", "italic"), 0, 9)).toBe("italic"); // digits stay plain in italic
    expect(selectionStyle(toStyledText("Top 10", "boldItalic"), 0, 10)).toBe("boldItalic");
    expect(selectionStyle(toStyledText("v2", "monospace"), 0, 4)).toBe("monospace");
    expect(selectionStyle("plain 1", 0, 7)).toBe("plain");
    expect(selectionStyle("👍 ✅", 0, 4)).toBeNull();
    expect(selectionStyle(toStyledText("é", "bold"), 0, 3)).toBe("bold");
  });
});
