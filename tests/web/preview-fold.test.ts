import { describe, expect, it } from "vitest";
import { FOLDED_PREFIX_UNITS, foldCut, foldKnownWithoutLayout, foldsByLines } from "@/features/editor/preview-fold";

describe("foldCut", () => {
  it("keeps a short text whole", () => {
    expect(foldCut("")).toEqual({ cut: 0, surelyFolds: false });
    expect(foldCut("one\ntwo\nthree")).toEqual({ cut: 13, surelyFolds: false });
    expect(foldCut("a\nb\nc\nd")).toEqual({ cut: 7, surelyFolds: false }); // four lines, three breaks: all laid out
  });

  it("stops before the fourth line break: four lines or more fold for sure", () => {
    const text = "a\nb\n\nd\nafter the fourth break";
    expect(foldCut(text)).toEqual({ cut: 6, surelyFolds: true });
    expect(text.slice(0, 6)).toBe("a\nb\n\nd");
    expect(foldCut("\n\n\n\n")).toEqual({ cut: 3, surelyFolds: true });
  });

  it("cuts a long paragraph after the prefix's units; the fold is then measured on the prefix", () => {
    const long = "I almost quit my first job after six weeks. ".repeat(70);
    expect(foldCut(long)).toEqual({ cut: FOLDED_PREFIX_UNITS, surelyFolds: false });
    expect(foldCut("a\nb\n" + long)).toEqual({ cut: FOLDED_PREFIX_UNITS, surelyFolds: false });
    expect(foldCut("a\nb\nc\n" + long)).toEqual({ cut: FOLDED_PREFIX_UNITS, surelyFolds: true });
    // a break past the prefix does not count
    expect(foldCut("a\nb\nc" + "x".repeat(FOLDED_PREFIX_UNITS) + "\nd")).toEqual({
      cut: FOLDED_PREFIX_UNITS,
      surelyFolds: false,
    });
  });

  it("never splits a surrogate pair (styled letters, emoji)", () => {
    const styled = "𝗯".repeat(FOLDED_PREFIX_UNITS); // two units each: unit 999 ends a pair
    expect(foldCut(styled).cut).toBe(FOLDED_PREFIX_UNITS);
    const shifted = "x" + styled;
    expect(foldCut(shifted).cut).toBe(FOLDED_PREFIX_UNITS - 1);
    expect(shifted.slice(0, FOLDED_PREFIX_UNITS - 1).endsWith("𝗯")).toBe(true);
  });
});

describe("whether the fold is known without a layout (the server's render)", () => {
  it("is known for more than three lines (it folds) and for up to three lines too short to wrap", () => {
    expect(foldKnownWithoutLayout("one\ntwo\nthree\nfour")).toBe(true);
    expect(foldKnownWithoutLayout(`${"a long first line ".repeat(10)}\n\nthird\nfourth`)).toBe(true);
    expect(foldKnownWithoutLayout("")).toBe(true);
    expect(foldKnownWithoutLayout("Hello world\n\nShort post.")).toBe(true);
    expect(foldsByLines("one\ntwo\nthree\nfour")).toBe(true);
    expect(foldsByLines("one\ntwo\nthree")).toBe(false);
  });

  it("is not known for up to three lines one of which may wrap: only the browser's layout tells", () => {
    expect(foldKnownWithoutLayout("A sentence long enough to wrap on a phone's feed card, maybe.")).toBe(false);
    expect(foldKnownWithoutLayout("Short\n\nA second paragraph that may well wrap on a narrow card.")).toBe(false);
  });
});
