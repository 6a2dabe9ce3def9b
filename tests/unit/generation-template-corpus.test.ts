import { describe, expect, it } from "vitest";
import { POST_FORMATS, POST_LENGTH_TARGETS, POST_LENGTHS } from "../../src/contracts/generation/rules";
import { LANGUAGES, type Language } from "../../src/contracts/language";
import type { Variant } from "../../src/contracts/generation/schemas";
import { templateVariants } from "../../src/server/modules/generation/template-generator";
import { topicHashtags } from "../../src/server/modules/generation/topic-hashtags";
import { topicForms } from "../../src/server/modules/generation/topic-shape";
import { TEMPLATE_TOPICS } from "../fixtures/template-topics";

// Template mode must write text a person could publish after light edits, for topics of every shape (issue 25,
// item 6): no text for the author, no broken grammar or punctuation, hashtags only from the topic's words.

const TONES = ["Professional", "Conversational", "Inspirational", "Educational", "Bold and opinionated", "Witty"];

/** What the generator must never write (the pillar's strategy text and the series line were the defect). */
const FOR_THE_AUTHOR =
  /series on|part of my series|ma série|fait partie de|Timely takes|with your own reading|votre lecture|Decision-makers|Industry professionals|\bInsights\b|décryptages/i;

/** Words whose first letters may stay lower case at a sentence's start ("iPhone", "eBay"). */
const innerCapital = (word: string) => /^\p{Ll}+\p{Lu}/u.test(word);

/** Every place a sentence starts: each line (after a list marker), and after . ! ? (and a closing quote). */
function sentenceStarts(text: string): string[] {
  const starts: string[] = [];
  for (const line of text.split("\n").filter(Boolean)) {
    const body = line.replace(/^(\d+\. |→ |✅ )/u, "");
    if (body.startsWith("#")) continue;
    starts.push(body);
    for (const m of body.matchAll(/[.!?…]["»\u00a0 ]*\s+(?=\S)/gu)) starts.push(body.slice(m.index + m[0].length));
  }
  return starts.map((s) => s.replace(/^[«"“\u00a0 ]+/u, ""));
}

/** The words a hashtag may be made of: one word of the topic, or two that follow each other. */
function topicWordPairs(topic: string): Set<string> {
  const words = topic
    .normalize("NFC")
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^\p{L}+'/u, "").toLowerCase())
    .filter(Boolean);
  return new Set([...words, ...words.slice(1).map((w, i) => words[i] + w)]);
}

/** French elision and contraction: "de a", "que il", "le h(mute)", "de le", "à les"... are mistakes ("à le faire" is not). */
const FRENCH_GRAMMAR =
  /(?<![\p{L}'-])(de|que|le|la|je|ne|me|te|se) (« )?(?:[aeiouyàâéèêîïôûœ]|h(?:istoire|ôpital|eure|abitude|omme|umain))|(?<![\p{L}'])(de|à) (le|les) (?!faire\b)|(?<![\p{L}'])si ils? /iu;

/** What is wrong with one variant (nothing, when it could be published after light edits). */
function problems(
  text: string,
  hook: string,
  topic: string,
  language: Language,
  length: (typeof POST_LENGTHS)[number],
): string[] {
  const found: string[] = [];
  const fail = (what: string, test: boolean) => {
    if (test) found.push(what);
  };
  fail("the hook is not the first line", text.split("\n")[0] !== hook);
  fail("a placeholder or a missing value", /[{}]|undefined|null|NaN/.test(text));
  fail("text for the author", FOR_THE_AUTHOR.test(text));
  // punctuation where patterns meet the topic
  fail("broken punctuation", /\.\.|[?!…:]\.|[ \u00a0][,.]|,,|\?\?|: :|\n{3,}/u.test(text));
  for (const start of sentenceStarts(text)) {
    const word = /^\S+/u.exec(start)?.[0] ?? "";
    fail(`a sentence starts in lower case: ${start.slice(0, 40)}`, !innerCapital(word) && /^\p{Ll}/u.test(start));
  }
  // hashtags: only on the last line, at most three, each made of the topic's own words
  const lines = text.split("\n");
  const last = lines.at(-1)!;
  const tags = last.startsWith("#") ? last.split(" ") : [];
  fail("a hashtag in the body", /(^|\s)#\p{L}/u.test(lines.slice(0, -1).join("\n")));
  fail("more than three hashtags", tags.length > 3);
  const allowed = topicWordPairs(topic);
  for (const tag of tags)
    fail(
      `hashtag ${tag}`,
      !/^#\p{L}[\p{L}\p{N}]*$/u.test(tag) || tag.length > 26 || !allowed.has(tag.slice(1).toLowerCase()),
    );
  const { min, max } = POST_LENGTH_TARGETS[length];
  fail(`length ${text.length} outside ${min}-${max}`, text.length < min || text.length > max);
  if (language === "fr") {
    fail(`French elision or contraction: ${FRENCH_GRAMMAR.exec(text)?.[0]}`, FRENCH_GRAMMAR.test(text));
    // French typography: a non-breaking space before ? ! : ; and inside guillemets, never a plain one or none
    fail("French typography", / [?!:;»]|« |[^\s\u00a0][?!:;»]|«[^\u00a0]/u.test(text));
    fail("English words", /\b(the|and|with|your|this)\b/.test(text));
  } else fail("guillemets in English", /[«»]/.test(text));
  return found.map((what) => `${language} «${topic}» ${length}: ${what}\n${text}`);
}

/** A variant's body as its lines (paragraphs and list items, without their markers): no hook, no hashtags. */
const bodyLines = (text: string) =>
  text
    .split("\n")
    .slice(1)
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.replace(/^(\d+\. |→ |✅ )/u, ""));

/** The share of the shorter body's lines that the other body has too (1: one post told twice). */
function overlap(a: string[], b: string[]): number {
  const other = new Set(b);
  return a.filter((line) => other.has(line)).length / Math.min(a.length, b.length);
}

interface Generated {
  topic: string;
  language: Language;
  format: (typeof POST_FORMATS)[number];
  length: (typeof POST_LENGTHS)[number];
  variants: Variant[];
}

/** Every generation of the corpus (each topic, format and length, in a tone that rotates), written once. */
let corpus: Generated[] | undefined;
function generations(): Generated[] {
  corpus ??= LANGUAGES.flatMap((language) =>
    TEMPLATE_TOPICS[language].flatMap(({ topic }, t) =>
      POST_FORMATS.flatMap((format) =>
        POST_LENGTHS.map((length) => {
          const tone = TONES[(t + POST_FORMATS.indexOf(format)) % TONES.length];
          const variants = templateVariants({ topic, tone, format, length, language }, `${t}-${format}-${length}`);
          return { topic, language, format, length, variants };
        }),
      ),
    ),
  );
  return corpus;
}

describe("template mode on a corpus of topics of every shape", () => {
  it("has at least 50 topics per language, of every shape, each recognised as such", () => {
    for (const language of LANGUAGES) {
      const corpus = TEMPLATE_TOPICS[language];
      expect(corpus.length).toBeGreaterThanOrEqual(50);
      expect(new Set(corpus.map((t) => t.shape))).toEqual(
        new Set(["noun", "question", "first-person", "clause", "sentence"]),
      );
      for (const { topic, shape } of corpus) expect(topicForms(topic, language).shape, topic).toBe(shape);
    }
  });

  // about 10,000 variants: a larger budget than one unit test's default, on a busy machine
  it(
    "writes publishable text for every topic, format and length, in every tone, in English and French",
    { timeout: 60_000 },
    () => {
      let checked = 0;
      const found: string[] = [];
      for (const { topic, language, length, variants } of generations())
        for (const v of variants) {
          found.push(...problems(v.text, v.hook, topic, language, length));
          checked++;
        }
      expect(found.slice(0, 5)).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(2 * 50 * POST_FORMATS.length * POST_LENGTHS.length * 3);
    },
  );

  // the defect: a story, how-to or case study told the same items in the same order in all three variants, and a
  // list's variants listed the same points shuffled; only the hook differed
  it("writes three different posts per generation: two variants share at most half of their body's lines", () => {
    const alike: string[] = [];
    for (const { topic, language, format, length, variants } of generations()) {
      const bodies = variants.map((v) => bodyLines(v.text));
      for (let i = 0; i < bodies.length; i++)
        for (let j = i + 1; j < bodies.length; j++)
          if (overlap(bodies[i], bodies[j]) > 0.5)
            alike.push(
              `${language} ${format} ${length} «${topic}», variants ${i + 1} and ${j + 1}:\n${variants[j].text}`,
            );
    }
    expect(alike.slice(0, 3)).toEqual([]);
  });

  it("makes a headline of a question, a first-person clause or a sentence, never a noun of it", () => {
    const hooks = (topic: string, language: Language = "en") =>
      POST_FORMATS.flatMap((format) =>
        templateVariants({ topic, tone: "Professional", format, length: "short", language }, format).map((v) => v.hook),
      );
    const whyI = hooks("why I stopped writing weekly status reports");
    expect(whyI.join("\n")).not.toMatch(/(on|about|of|with|for) why I/i);
    expect(
      whyI.every((h) => /^(Why I stopped|I stopped|Here's why I stopped) writing weekly status reports/.test(h)),
    ).toBe(true);
    expect(whyI).toContain("I stopped writing weekly status reports. Here's why.");
    const question = hooks("Should startups hire a head of sales before product-market fit?");
    expect(question.every((h) => h.includes("Should startups hire a head of sales before product-market fit?"))).toBe(
      true,
    );
    expect(question.join("\n")).not.toMatch(/\?\.|\?"\./);
    const pourquoi = hooks("pourquoi j'ai arrêté les comptes rendus hebdomadaires", "fr");
    expect(pourquoi).toContain("J'ai arrêté les comptes rendus hebdomadaires. Voici pourquoi.");
    expect(pourquoi.join("\n")).not.toMatch(/(sur|de|à) « ?pourquoi/i);
  });

  it("contracts and elides a French noun topic after « de » and « à »", () => {
    const text = (topic: string) =>
      POST_FORMATS.flatMap((format) =>
        templateVariants({ topic, tone: "Witty", format, length: "long", language: "fr" }, format).map((v) => v.text),
      ).join("\n");
    expect(text("Le recrutement des premiers ingénieurs")).toMatch(/du recrutement des premiers ingénieurs/);
    expect(text("Les réunions d'équipe")).toMatch(/(des|aux) réunions d'équipe/);
    expect(text("intelligence artificielle")).toMatch(/d'«\u00a0intelligence artificielle\u00a0»/);
    expect(text("Hôpital et données de santé")).toMatch(/d'«\u00a0hôpital et données de santé\u00a0»/);
  });

  it("makes hashtags of the topic's meaningful words, none of its verbs, none when nothing fits", () => {
    expect(topicHashtags("Pricing audits for retail chains", "en")).toEqual(["#PricingAudits", "#RetailChains"]);
    expect(topicHashtags("why I stopped writing weekly status reports", "en", "first-person")).toEqual([
      "#Writing",
      "#StatusReports",
    ]);
    expect(topicHashtags("Should startups hire a head of sales before product-market fit?", "en", "question")).toEqual([
      "#Startups",
      "#Sales",
    ]);
    expect(topicHashtags("Why we moved to a four-day week", "en", "first-person")).toEqual([]);
    expect(topicHashtags("Pourquoi je n'utilise plus les OKR", "fr", "first-person")).toEqual(["#OKR"]);
    expect(topicHashtags("L'IA générative", "fr")).toEqual(["#IAGénérative"]);
    // LinkedIn reads no hashtag from a # before a digit (little-text.ts): the tag is the word that makes one
    expect(topicHashtags("3D printing for dentists", "en")).toEqual(["#Printing", "#Dentists"]);
    expect(topicHashtags("5G", "en")).toEqual([]);
    expect(topicHashtags("Web3 for banks", "en")).toEqual(["#Web3", "#Banks"]);
    for (const language of LANGUAGES)
      for (const { topic, shape } of TEMPLATE_TOPICS[language])
        for (const tag of topicHashtags(topic, language, shape)) expect(tag.length).toBeLessThanOrEqual(26);
  });
});
