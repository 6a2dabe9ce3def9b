import { describe, expect, it } from "vitest";
import {
  GENERATION_LIMITS,
  POST_FORMATS,
  POST_LENGTH_TARGETS,
  POST_LENGTHS,
  variantSchema,
} from "../../src/contracts/generation/schemas";
import { LANGUAGES } from "../../src/contracts/language";
import {
  subjectOf,
  templateVariant,
  templateVariants,
  toneFamily,
  type TemplateBrief,
} from "../../src/server/modules/generation/template-generator";
import { EN_PATTERNS } from "../../src/server/modules/generation/template-patterns";
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
  pillarName: "Dynamic pricing",
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
              pillarName: t % 2 ? null : "Retail media",
              pillarDescription: t % 4 === 0 ? "How retail media networks sell ads: what works, what does not" : null,
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

  it("names the topic and the pillar, in the language asked", () => {
    const [en] = templateVariants(brief(), "s");
    expect(en.text).toMatch(/pricing audits/i);
    expect(en.text).toContain("Dynamic pricing");
    expect(en.text).toContain("#DynamicPricing");
    const fr = templateVariants(brief({ language: "fr", topic: "La tarification dynamique" }), "s");
    for (const v of fr) {
      expect(v.text).toContain("«\u00a0La tarification dynamique\u00a0»");
      expect(v.text).not.toMatch(/ [?!:;]/); // French typography: non-breaking spaces before ? ! : ;
      expect(v.text).not.toMatch(/\b(the|and|with|your)\b/);
    }
  });

  it("puts a sentence of the pillar's description in the pillar's line", () => {
    const described = brief({ pillarDescription: "how retailers set prices with data. And much more text here." });
    for (const v of templateVariants(described, "d")) expect(v.text).toContain("How retailers set prices with data.");
    const fr = templateVariants(
      { ...described, language: "fr", pillarDescription: "Les prix fixés par les données" },
      "d",
    );
    for (const v of fr) expect(v.text).toMatch(/«\u00a0Dynamic pricing\u00a0»\. Les prix fixés par les données\./);
    const long = brief({ pillarDescription: "x".repeat(200) });
    for (const v of templateVariants(long, "d")) expect(v.text).not.toContain("xxxx");
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
          const next = templateVariant(
            b,
            `again-${round}`,
            current.map((v) => v.hook),
          );
          expect(current.map((v) => v.hook)).not.toContain(next.hook);
        }
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
      const bold = templateVariant(brief({ language, tone: "Bold" }), "x").text;
      const witty = templateVariant(brief({ language, tone: "Witty" }), "x").text;
      expect(closings.bold.some((c) => bold.includes(c.split("{t}")[0].slice(0, 20)))).toBe(true);
      expect(closings.witty.some((c) => witty.includes(c.split("{t}")[0].slice(0, 20)))).toBe(true);
    }
  });

  it("keeps a short subject out of a long topic", () => {
    expect(subjectOf("Why pricing fails. And more.")).toBe("Why pricing fails");
    expect(subjectOf("\n  First line\nsecond")).toBe("First line");
    expect(subjectOf("word ".repeat(100)).length).toBeLessThanOrEqual(71);
  });

  it("every format has enough patterns for three variants and regenerations, in both languages", () => {
    for (const patterns of [EN_PATTERNS, FR_PATTERNS])
      for (const format of POST_FORMATS) {
        const f = patterns.formats[format];
        expect(f.hooks.length).toBeGreaterThanOrEqual(5);
        expect(new Set(f.hooks).size).toBe(f.hooks.length);
        expect(f.items.length).toBeGreaterThanOrEqual(6);
        expect(f.asks.length).toBeGreaterThanOrEqual(2);
      }
  });
});
