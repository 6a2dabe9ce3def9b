import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  carouselDesignSchema,
  DEFAULT_CAROUSEL_THEME,
  type CarouselDesign,
} from "../../src/contracts/carousels/carousel";
import { CAROUSEL_FONT_FILES } from "../../src/shared/carousel/fonts";
import {
  duplicateSlide,
  insertSlide,
  moveSlide,
  newSlide,
  removeSlide,
  sameLook,
  sameLookAndSlide,
  selectionAfter,
  updateSlide,
} from "../../src/web/features/carousels/deck-edits";
import {
  HISTORY_LIMIT,
  MERGE_MS,
  record,
  redo,
  replacePresent,
  startHistory,
  undo,
} from "../../src/web/features/carousels/history";

const titles = (d: CarouselDesign) =>
  d.slides.map((s) => ("title" in s ? s.title : "heading" in s ? s.heading : s.layout));
const deck = (n: number) =>
  carouselDesignSchema.parse({
    theme: DEFAULT_CAROUSEL_THEME,
    slides: Array.from({ length: n }, (_, i) => ({ layout: "cta", title: `S${i + 1}` })),
  });
const text = (key: string) => `[${key}]`;

describe("the deck's edits", () => {
  it("make new slides of every layout that the contract accepts", () => {
    for (const layout of ["cover", "text", "list", "quote", "stat", "code", "cta"] as const) {
      const d = insertSlide(deck(2), 1, newSlide(layout, text));
      expect(carouselDesignSchema.safeParse(d).success, layout).toBe(true);
      expect(d.slides[1]!.layout).toBe(layout);
    }
  });

  it("insert, duplicate, remove and move, within 2 to 20 slides", () => {
    expect(titles(insertSlide(deck(2), 0, { layout: "cta", title: "New", action: "" }))).toEqual(["New", "S1", "S2"]);
    expect(titles(insertSlide(deck(2), 99, { layout: "cta", title: "New", action: "" }))).toEqual(["S1", "S2", "New"]);
    const full = deck(20);
    expect(insertSlide(full, 0, { layout: "cta", title: "x", action: "" })).toBe(full);
    expect(duplicateSlide(full, 0)).toBe(full);
    const dup = duplicateSlide(deck(3), 1);
    expect(titles(dup)).toEqual(["S1", "S2", "S2", "S3"]);
    expect(dup.slides[2]).not.toBe(dup.slides[1]); // a copy, not the same object
    expect(titles(removeSlide(deck(3), 0))).toEqual(["S2", "S3"]);
    const two = deck(2);
    expect(removeSlide(two, 0)).toBe(two);
    expect(titles(moveSlide(deck(4), 0, 2))).toEqual(["S2", "S3", "S1", "S4"]);
    expect(titles(moveSlide(deck(4), 3, 0))).toEqual(["S4", "S1", "S2", "S3"]);
    const four = deck(4);
    for (const [from, to] of [
      [0, 0],
      [-1, 2],
      [0, 4],
      [4, 0],
    ])
      expect(moveSlide(four, from!, to!)).toBe(four);
  });

  it("change a slide's fields but never its layout, and leave the other slides as they were", () => {
    const d = deck(3);
    const changed = updateSlide(d, 1, { title: "Changed", layout: "cover" } as never);
    expect(changed.slides[1]).toEqual({ layout: "cta", title: "Changed", action: "" });
    expect(changed.slides[0]).toBe(d.slides[0]);
    expect(updateSlide(d, 9, { title: "x" } as never)).toBe(d);
  });

  it("move the selection to the slide added or moved, and after a removal to the one in its place", () => {
    expect(selectionAfter({ kind: "insert", at: 2 }, 4)).toBe(2);
    expect(selectionAfter({ kind: "move", to: 0 }, 4)).toBe(0);
    expect(selectionAfter({ kind: "remove", at: 1 }, 3)).toBe(1);
    expect(selectionAfter({ kind: "remove", at: 3 }, 3)).toBe(2);
  });
});

describe("which thumbnails a change draws again (the rail and the deck's form are memoised on these)", () => {
  it("a key typed in one slide leaves the other slides and the carousel's look the same", () => {
    const d = deck(3);
    const typed = updateSlide(d, 1, { title: "Typed" } as never);
    expect(sameLookAndSlide(d, typed, 0)).toBe(true);
    expect(sameLookAndSlide(d, typed, 2)).toBe(true);
    expect(sameLookAndSlide(d, typed, 1)).toBe(false);
    expect(sameLook(d, typed)).toBe(true);
  });

  it("the look (theme, size, counter) or the slide count changing draws every slide again", () => {
    const d = deck(3);
    expect(sameLookAndSlide(d, { ...d, theme: { ...d.theme, accent: "#ff0000" } }, 0)).toBe(false);
    expect(sameLook(d, { ...d, size: "square" })).toBe(false);
    expect(sameLook(d, { ...d, counter: !d.counter })).toBe(false);
    // the counter shows "1/4" once a slide is added: the first slide's own object is the same, its drawing is not
    const added = insertSlide(d, 3, newSlide("text", text));
    expect(sameLookAndSlide(d, added, 0)).toBe(false);
  });
});

describe("undo and redo", () => {
  it("step back and forth, and a new change drops what was undone", () => {
    let h = startHistory("a");
    h = record(h, "b");
    h = record(h, "c");
    h = undo(h);
    expect(h.present).toBe("b");
    h = undo(h);
    expect(h.present).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe("b");
    h = record(h, "d");
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe("b");
  });

  it("make one step of a burst of typing in one field, and a new step after a pause or in another field", () => {
    let h = startHistory("");
    h = record(h, "H", { mergeKey: "s1.title", now: 0 });
    h = record(h, "He", { mergeKey: "s1.title", now: 200 });
    h = record(h, "Hel", { mergeKey: "s1.title", now: 400 });
    expect(h.past).toEqual([""]);
    h = record(h, "Hel!", { mergeKey: "s1.title", now: 400 + MERGE_MS });
    expect(h.past).toEqual(["", "Hel"]);
    h = record(h, "x", { mergeKey: "s2.title", now: 400 + MERGE_MS + 10 });
    expect(h.past).toEqual(["", "Hel", "Hel!"]);
    expect(undo(h).present).toBe("Hel!");
  });

  it("keeps at most HISTORY_LIMIT steps, and starts again from a design saved elsewhere", () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
    const replaced = replacePresent(h, 999);
    expect(replaced.present).toBe(999);
    expect(record(replaced, 1000, { mergeKey: "k" }).past.at(-1)).toBe(999);
  });
});

describe("the editor's fonts", () => {
  it("load exactly the files the PDF embeds", () => {
    const imports = [
      ...fs
        .readFileSync("src/web/features/carousels/carousel-fonts.ts", "utf8")
        .matchAll(/import "@fontsource\/([\w-]+)\/([\w-]+)\.css";/g),
    ]
      .map((m) => `${m[1]}/${m[2]}`)
      .sort();
    const wanted = Object.values(CAROUSEL_FONT_FILES)
      .flatMap(({ pkg, styles }) => styles.map((s) => `${pkg}/${s}`))
      .sort();
    expect(imports).toEqual(wanted);
  });
});
