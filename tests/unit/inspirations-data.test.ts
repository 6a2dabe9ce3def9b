import { describe, expect, it } from "vitest";
import { POST_FORMATS } from "../../src/contracts/generation/rules";
import { LANGUAGES } from "../../src/contracts/language";
import { CONTENT_FORMATS } from "../../src/contracts/strategy/rules";
import { filterInspirations, favouritesFirst, foldText } from "../../src/shared/inspirations/filter";
import { INSPIRATIONS, findPattern } from "../../src/shared/inspirations/patterns";
import { POST_FORMATS_BY_CONTENT_FORMAT, pillarPostFormats } from "../../src/shared/inspirations/pillar-fit";
import { SLOT_LABELS } from "../../src/shared/inspirations/slots";
import {
  displayStructure,
  exampleText,
  fillStructure,
  skeleton,
  structureSlots,
} from "../../src/shared/inspirations/structure";
import { PATTERN_GOALS, PATTERN_KINDS } from "../../src/shared/inspirations/types";

describe("the inspirations library", () => {
  it("holds about 60 patterns with unique, URL-safe ids, of every kind", () => {
    expect(INSPIRATIONS.length).toBeGreaterThanOrEqual(55);
    const ids = INSPIRATIONS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const kind of PATTERN_KINDS) expect(INSPIRATIONS.some((p) => p.kind === kind)).toBe(true);
  });

  it.each(INSPIRATIONS.map((p) => [p.id, p] as const))("%s: formats, goals and both languages", (_, p) => {
    expect(p.formats.length).toBeGreaterThan(0);
    for (const f of p.formats) expect(POST_FORMATS).toContain(f);
    expect(new Set(p.formats).size).toBe(p.formats.length);
    expect(p.goals.length).toBeGreaterThan(0);
    for (const g of p.goals) expect(PATTERN_GOALS).toContain(g);
    for (const language of LANGUAGES) {
      const t = p.text[language];
      expect(t.name.trim(), `${language} name`).not.toBe("");
      expect(t.when.trim(), `${language} when`).not.toBe("");
      expect(t.structure.trim(), `${language} structure`).not.toBe("");
    }
    // French is written, not copied: names and examples differ from the English
    expect(p.text.fr.name).not.toBe(p.text.en.name);
    expect(exampleText(p.text.fr, "fr")).not.toBe(exampleText(p.text.en, "en"));
  });

  it.each(INSPIRATIONS.map((p) => [p.id, p] as const))("%s: every slot is used consistently", (_, p) => {
    const en = structureSlots(p.text.en.structure);
    expect(en.length).toBeGreaterThan(0);
    // the same slots in both languages, each once (French may order a sentence's slots its own way)
    expect([...structureSlots(p.text.fr.structure)].sort()).toEqual([...en].sort());
    for (const language of LANGUAGES) {
      const t = p.text[language];
      for (const slot of en) expect(t.structure.split(`{${slot}}`).length - 1, `${language} {${slot}}`).toBe(1);
      // the example fills exactly the structure's slots, and nothing is left unfilled
      expect(Object.keys(t.example).sort()).toEqual([...en].sort());
      for (const value of Object.values(t.example)) expect(value.trim()).not.toBe("");
      expect(exampleText(t, language)).not.toMatch(/[{}[\]]/);
      for (const slot of en) expect(SLOT_LABELS[slot]?.[language], `label of ${slot}`).toBeTruthy();
    }
    // a hook or an ending is one line; a post has one paragraph a slot line
    if (p.kind !== "post") expect(p.text.en.structure).not.toContain("\n");
    else expect(p.text.en.structure.split("\n").length).toBeGreaterThanOrEqual(3);
  });

  it("labels only slots that some structure uses", () => {
    const used = new Set(INSPIRATIONS.flatMap((p) => structureSlots(p.text.en.structure)));
    expect(Object.keys(SLOT_LABELS).filter((s) => !used.has(s))).toEqual([]);
  });

  it("covers every Generate Post format and every goal", () => {
    for (const f of POST_FORMATS)
      expect(
        INSPIRATIONS.some((p) => p.formats.includes(f)),
        f,
      ).toBe(true);
    for (const g of PATTERN_GOALS)
      expect(
        INSPIRATIONS.some((p) => p.goals.includes(g)),
        g,
      ).toBe(true);
  });
});

describe("filling a structure", () => {
  const pattern = findPattern("post-mistake-cost-now")!;

  it("writes the worked example paragraph by paragraph", () => {
    const text = exampleText(pattern.text.en, "en");
    expect(text.split("\n\n")).toEqual([
      pattern.text.en.example.mistake,
      pattern.text.en.example.cost,
      pattern.text.en.example.now,
      pattern.text.en.example.question,
    ]);
  });

  it("keeps a missing slot as its translated label, and the skeleton is all labels", () => {
    expect(fillStructure("{mistake} / {cost}", { mistake: "X" }, "fr")).toBe("X / [ce que ça a coûté]");
    expect(skeleton(pattern.text.fr, "fr")).toBe(
      "[erreur]\n\n[ce que ça a coûté]\n\n[ce que je fais maintenant]\n\n[question]",
    );
  });

  it("shows the structure with arrows and translated slot names", () => {
    expect(displayStructure(pattern.text.en, "en")).toBe("{mistake} → {what it cost} → {what I do now} → {question}");
  });
});

describe("filtering", () => {
  it("searches with accents ignored, every word in any order", () => {
    expect(foldText("Réécrire ÉTAPE")).toBe("reecrire etape");
    const hits = filterInspirations(INSPIRATIONS, { query: "ERREUR cout" }, "fr").map((p) => p.id);
    expect(hits).toContain("post-mistake-cost-now");
    expect(hits).toContain("hook-costly-mistake");
    expect(filterInspirations(INSPIRATIONS, { query: "zzzz" }, "fr")).toEqual([]);
  });

  it("filters by kind, format, goal, pillar fit and favourites together", () => {
    const hiring = filterInspirations(INSPIRATIONS, { goal: "hiring", kind: "post" }, "en");
    expect(hiring.length).toBeGreaterThan(0);
    for (const p of hiring) expect(p.goals).toContain("hiring");
    const polls = filterInspirations(INSPIRATIONS, { pillarFormats: pillarPostFormats(["Polls"]) }, "en");
    for (const p of polls) expect(p.formats).toContain("question");
    expect(polls.length).toBeLessThan(INSPIRATIONS.length);
    const fav = filterInspirations(INSPIRATIONS, { onlyIds: new Set(["end-your-turn"]) }, "en");
    expect(fav.map((p) => p.id)).toEqual(["end-your-turn"]);
  });

  it("puts favourites first, keeping the library's order", () => {
    const items = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(favouritesFirst(items, new Set(["c"])).map((i) => i.id)).toEqual(["c", "a", "b"]);
  });

  it("maps every pillar content format to post formats", () => {
    for (const cf of CONTENT_FORMATS) expect(POST_FORMATS_BY_CONTENT_FORMAT[cf].length).toBeGreaterThan(0);
    expect(pillarPostFormats(["Nope"])).toEqual([]);
  });
});
