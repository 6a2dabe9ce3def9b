import { describe, expect, it } from "vitest";
import {
  GENERATION_LIMITS,
  POST_FORMATS,
  POST_LENGTH_TARGETS,
  POST_LENGTHS,
  variantSchema,
  type Variant,
} from "../../src/contracts/generation/schemas";
import { LANGUAGES } from "../../src/contracts/language";
import {
  subjectOf,
  templateVariant,
  templateVariants,
  toneFamily,
  type TemplateBrief,
} from "../../src/server/modules/generation/template-generator";
import { findStructure } from "../../src/server/modules/generation/inspiration-structure";
import { EN_PATTERNS } from "../../src/server/modules/generation/template-patterns";
import { INSPIRATIONS } from "../../src/shared/inspirations/patterns";
import { FR_PATTERNS } from "../../src/server/modules/generation/template-patterns-fr";

const TOPICS = [
  "AI",
  "Pricing audits for retail chains",
  "Why most onboarding programs fail in the first week. Notes from ten years of hiring.",
  `${"long ".repeat(150)}topic`.slice(0, GENERATION_LIMITS.topicMax),
  'Ünïcödé 🚀 emoji, accents and "quotes"',
];
const TONES = ["Professional", "Witty", "Bold and opinionated", "Inspirant", "conversational", "Pédagogique"];

const brief = (over: Partial<TemplateBrief> = {}): TemplateBrief => ({
  topic: "Pricing audits",
  tone: "Professional",
  format: "lessons",
  length: "medium",
  language: "en",
  ...over,
});

describe("template mode generator", () => {
  it("writes every format, length and language within the length targets, three different hooks each", () => {
    let checked = 0;
    for (const language of LANGUAGES)
      for (const format of POST_FORMATS)
        for (const length of POST_LENGTHS)
          TOPICS.forEach((topic, t) => {
            const b = brief({
              language,
              format,
              length,
              topic,
              tone: TONES[t % TONES.length],
            });
            const variants = templateVariants(b, `seed-${t}`);
            expect(variants).toHaveLength(GENERATION_LIMITS.variantCount);
            expect(new Set(variants.map((v) => v.hook.toLowerCase())).size).toBe(3);
            const { min, max } = POST_LENGTH_TARGETS[length];
            for (const v of variants) {
              const where = `${language} ${format} ${length} topic ${t}: ${v.text.length}`;
              expect(v.text.length, where).toBeGreaterThanOrEqual(min);
              expect(v.text.length, where).toBeLessThanOrEqual(Math.min(max, GENERATION_LIMITS.variantMax));
              expect(variantSchema.safeParse(v).success, where).toBe(true);
              expect(v.text.split("\n")[0], where).toBe(v.hook);
              expect(v.text, where).not.toMatch(/\{[tp]\}|undefined|null|\n{3,}/);
              checked++;
            }
          });
    expect(checked).toBe(2 * POST_FORMATS.length * POST_LENGTHS.length * TOPICS.length * 3);
  });

  it("names the topic in the language asked, with hashtags from its words, never a pillar's", () => {
    const [en] = templateVariants(brief({ topic: "Dynamic pricing" }), "s");
    expect(en.text).toMatch(/dynamic pricing/i);
    expect(en.text.split("\n").at(-1)).toBe("#DynamicPricing");
    const fr = templateVariants(brief({ language: "fr", topic: "La tarification dynamique" }), "s");
    for (const v of fr) {
      // a topic with its article reads as French does ("sur la tarification dynamique"), not as a quoted title
      expect(v.text).toMatch(/(^|[ \n])(la|de la|La) tarification dynamique/);
      expect(v.text).not.toContain("«\u00a0La tarification dynamique");
      expect(v.text).not.toMatch(/ [?!:;]/); // French typography: non-breaking spaces before ? ! : ;
      expect(v.text).not.toMatch(/\b(the|and|with|your)\b/);
    }
  });

  it("is deterministic for a seed, and varies across seeds", () => {
    expect(templateVariants(brief(), "same")).toEqual(templateVariants(brief(), "same"));
    const texts = new Set(["a", "b", "c", "d", "e"].map((seed) => templateVariants(brief(), seed)[0].text));
    expect(texts.size).toBeGreaterThan(1);
  });

  it("regenerating a variant gives a hook none of the current ones has, for every format and language", () => {
    for (const language of LANGUAGES)
      for (const format of POST_FORMATS) {
        const b = brief({ language, format });
        const current = templateVariants(b, "first");
        for (let round = 0; round < 5; round++) {
          const next = templateVariant(b, `again-${round}`, current);
          expect(current.map((v) => v.hook)).not.toContain(next.hook);
        }
      }
  });

  it("the variants, and a regenerated one, tell different stories, steps and cases, in both languages", () => {
    for (const patterns of [EN_PATTERNS, FR_PATTERNS])
      for (const format of ["story", "how-to", "case-study"] as const) {
        const b = brief({ language: patterns === EN_PATTERNS ? "en" : "fr", format });
        const current = templateVariants(b, "first");
        const next = templateVariant(b, "again", current);
        // which sequence a variant tells: the one whose second item it has (no sequence names the topic there)
        const sequences = patterns.formats[format].sequences ?? [];
        const told = (v: Variant) => sequences.findIndex((s) => v.text.replace(/\u00a0/g, " ").includes(s[1]));
        const indexes = [...current, next].map(told);
        expect(indexes, format).not.toContain(-1);
        expect(new Set(indexes).size, format).toBe(4);
      }
  });

  it("tone picks the closing: a bold one and a witty one differ, in both languages", () => {
    expect(toneFamily("Bold and opinionated")).toBe("bold");
    expect(toneFamily("Affirmé et engagé")).toBe("bold");
    expect(toneFamily("Plein d'humour")).toBe("witty");
    expect(toneFamily("Pédagogique")).toBe("educational");
    expect(toneFamily("anything else")).toBe("professional");
    for (const language of LANGUAGES) {
      const closings = language === "en" ? EN_PATTERNS.closings : FR_PATTERNS.closings;
      // compared without French typography's non-breaking spaces
      const bold = templateVariant(brief({ language, tone: "Bold" }), "x").text.replace(/\u00a0/g, " ");
      const witty = templateVariant(brief({ language, tone: "Witty" }), "x").text.replace(/\u00a0/g, " ");
      expect(closings.bold.some((c) => bold.includes(c.split("{t}")[0].slice(0, 20)))).toBe(true);
      expect(closings.witty.some((c) => witty.includes(c.split("{t}")[0].slice(0, 20)))).toBe(true);
    }
  });

  it("keeps a short subject out of a long topic", () => {
    expect(subjectOf("Why pricing fails. And more.")).toBe("Why pricing fails");
    expect(subjectOf('"Quoted" words')).toBe('"Quoted" words');
    expect(subjectOf('"Dynamic pricing."')).toBe("Dynamic pricing");
    expect(subjectOf("\n  First line\nsecond")).toBe("First line");
    expect(subjectOf("word ".repeat(100)).length).toBeLessThanOrEqual(71);
  });

  it("every format has enough patterns for three variants and regenerations, in both languages", () => {
    for (const patterns of [EN_PATTERNS, FR_PATTERNS])
      for (const format of POST_FORMATS) {
        const f = patterns.formats[format];
        expect(f.hooks.length).toBeGreaterThanOrEqual(5);
        expect(new Set(f.hooks).size).toBe(f.hooks.length);
        // a sequence (story, steps, case) per variant, and one more for a regeneration
        if (f.sequences) expect(f.sequences.length).toBeGreaterThanOrEqual(GENERATION_LIMITS.variantCount + 1);
        for (const items of f.sequences ?? [f.items]) expect(items.length).toBeGreaterThanOrEqual(6);
        expect(f.asks.length).toBeGreaterThanOrEqual(2);
      }
  });
});

describe("template mode with an Inspirations structure", () => {
  const withStructure = (id: string, over: Partial<TemplateBrief> = {}) => {
    const language = over.language ?? "en";
    return brief({ structure: findStructure(id, language)!, ...over });
  };

  it("writes a post structure's parts in order: the hook and the question filled, the writer's own parts labelled", () => {
    const variants = templateVariants(withStructure("post-mistake-cost-now"), "s");
    for (const v of variants) {
      expect(variantSchema.safeParse(v).success).toBe(true);
      const paragraphs = v.text.split("\n\n");
      expect(paragraphs[0]).toBe(v.hook);
      // what only the writer knows is asked for, never made up
      expect(paragraphs.slice(1, 4)).toEqual(["[mistake]", "[what it cost]", "[what I do now]"]);
      expect(paragraphs[4]).toMatch(/\?$/);
      expect(v.text).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    // three different posts: their own hook and question each
    expect(new Set(variants.map((v) => v.hook)).size).toBe(3);
    expect(new Set(variants.map((v) => v.text.split("\n\n")[4])).size).toBe(3);
  });

  it("labels the parts in French for a French post, with French typography", () => {
    const [v] = templateVariants(
      withStructure("post-mistake-cost-now", { language: "fr", topic: "Le recrutement" }),
      "s",
    );
    expect(v.text).toContain("[erreur]\n\n[ce que ça a coûté]\n\n[ce que je fais maintenant]");
    expect(v.text).not.toMatch(/ [?!:;]/);
  });

  it("opens with a hook pattern, or closes with an ending pattern, around the generated body", () => {
    const hooked = templateVariants(withStructure("hook-costly-mistake"), "s");
    for (const v of hooked) expect(v.hook).toBe("I [mistake] for [time span]. It cost me [what it cost].");
    expect(new Set(hooked.map((v) => v.text)).size).toBe(3);
    const ended = templateVariants(withStructure("end-your-turn"), "s");
    for (const v of ended) expect(v.text).toMatch(/\n\nYour turn: [^\n[]+\?(\n\n#.*)?$/);
  });

  it("keeps a structure that opens with its own {hook} to one hook", () => {
    const id = INSPIRATIONS.find((p) => p.kind === "post" && p.text.en.structure.startsWith("{hook}"))!.id;
    const [v] = templateVariants(withStructure(id), "s");
    const paragraphs = v.text.split("\n\n");
    expect(paragraphs[0]).toBe(v.hook);
    expect(paragraphs[1]).not.toBe(v.hook);
  });

  it("fits every structure of the library in both languages within LinkedIn's limits", () => {
    for (const pattern of INSPIRATIONS)
      for (const language of LANGUAGES) {
        const variants = templateVariants(withStructure(pattern.id, { language }), pattern.id);
        for (const v of variants) {
          expect(variantSchema.safeParse(v).success, `${pattern.id} ${language}`).toBe(true);
          expect(v.text).not.toMatch(/\{[a-zA-Z]+\}/);
        }
      }
  });
});
