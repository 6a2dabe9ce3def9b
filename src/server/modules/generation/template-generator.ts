import {
  GENERATION_LIMITS,
  POST_LENGTH_TARGETS,
  type PostFormat,
  type PostLength,
} from "../../../contracts/generation/rules";
import type { Variant } from "../../../contracts/generation/schemas";
import type { Language } from "../../../contracts/language";
import { seededRandom } from "../../../shared/random/seeded-random";
import { EN_PATTERNS, type FormatPatterns, type LanguagePatterns, type ToneFamily } from "./template-patterns";
import { FR_PATTERNS } from "./template-patterns-fr";
import { frenchNounAfter } from "./french-topic";
import { filledStructure, hasOwnHook, type StructureBrief } from "./inspiration-structure";
import { topicHashtags } from "./topic-hashtags";
import { capitalise, topicForms, uncapitalise, type TopicForms } from "./topic-shape";

/**
 * Template mode: the built-in generator (no AI, and never presented as AI). It writes a post from real hook and
 * structure patterns (./template-patterns*.ts) with the topic, the tone and the language, sized to the length asked.
 * The topic's shape (./topic-shape.ts) decides the hooks: a subject goes inside sentences ("What {t} taught me"), a
 * question, clause or statement is a headline of its own, and the body then never names it. Nothing in the post is
 * addressed to its author (the pillar's strategy text stays out); hashtags come from the topic's own words.
 * Deterministic for a seed; each variant opens with a hook the others do not use, and tells another sequence (a
 * story, steps, a case) or starts with the points, intro, closing and question the others do not have.
 */
export interface TemplateBrief {
  topic: string;
  tone: string;
  format: PostFormat;
  length: PostLength;
  language: Language;
  /**
   * An Inspirations pattern to follow: a post's structure replaces the generated body (its slots the generator knows,
   * the hook, the topic and the question, are filled, the others left for the writer), a hook's opens the post, an
   * ending's closes it.
   */
  structure?: StructureBrief | null;
}

const PATTERNS: Record<Language, LanguagePatterns> = { en: EN_PATTERNS, fr: FR_PATTERNS };

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

function shuffled<T>(rng: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The candidates another variant has not used, or all of them when every one is used. */
function unused<T>(list: readonly T[], isUsed: (candidate: T) => boolean): readonly T[] {
  const fresh = list.filter((candidate) => !isUsed(candidate));
  return fresh.length ? fresh : list;
}

/** Each list shuffled, in the order given, those another variant has not used (from every list) first. */
function freshFirst(rng: () => number, lists: string[][], isUsed: (candidate: string) => boolean): string[] {
  const fresh = lists.flatMap((list) =>
    shuffled(
      rng,
      list.filter((c) => !isUsed(c)),
    ),
  );
  return [...fresh, ...lists.flatMap((list) => shuffled(rng, list.filter(isUsed)))];
}

/** The topic as a short subject for a sentence: its first line or sentence, without its final punctuation. */
export function subjectOf(topic: string, language: Language = "en"): string {
  return topicForms(topic, language).subject;
}

/** What the placeholders of a pattern become for this topic. */
function placeholders(forms: TopicForms, language: Language): [string, string][] {
  const s = forms.subject;
  return [
    // in English, "Pricing audits" reads "pricing audits" mid-sentence (but "AI", "LinkedIn" keep their capitals)
    ["{t}", language === "en" ? uncapitalise(s) : s],
    ["{Q}", capitalise(s)],
    ["{C}", capitalise(s)],
    ["{c}", uncapitalise(s)],
    ["{S}", capitalise(s)],
    ["{A}", forms.statement ?? capitalise(s)],
    ["{W}", forms.wh ?? ""],
    ["{T}", capitalise(s)],
  ];
}

/** Where a pattern meets the topic: no "?." "…." "..", no space before a comma or a period. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+([,.])/g, "$1")
    .replace(/([?!…])\./g, "$1")
    .replace(/\.{2,}/g, ".");
}

/** French typography: a non-breaking space before ? ! : ; (also in the topic's own text) and inside guillemets. */
function typeset(text: string, language: Language): string {
  if (language !== "fr") return text;
  return text
    .replace(/ ([?!:;»])/g, "\u00a0$1")
    .replace(/([\p{L}\p{N})»])([?!;]+)/gu, "$1\u00a0$2")
    .replace(/([\p{L})»]):(?=\s|$)/gu, "$1\u00a0:")
    .replace(/« /g, "«\u00a0")
    .replace(/«(?=\S)(?!\u00a0)/g, "«\u00a0")
    .replace(/([^\s\u00a0])»/g, "$1\u00a0»");
}

export function toneFamily(tone: string): ToneFamily {
  const t = tone.toLowerCase();
  if (/bold|opinion|direct|provoc|affirm|engag|tranch/.test(t)) return "bold";
  if (/witty|humou?r|fun|drôle|drole|playful|ironi/.test(t)) return "witty";
  if (/inspir|motiv/.test(t)) return "inspirational";
  if (/educat|teach|pédago|pedago|didact|expert|inform/.test(t)) return "educational";
  if (/conversation|casual|friendly|warm|décontract|decontract|familier|chaleur|amical/.test(t))
    return "conversational";
  return "professional";
}

function listed(format: FormatPatterns, items: string[]): string {
  switch (format.list) {
    case "numbered":
      return items.map((item, i) => `${i + 1}. ${item}`).join("\n\n");
    case "arrows":
      return items.map((item) => `→ ${item}`).join("\n\n");
    case "checks":
      return items.map((item) => `✅ ${item}`).join("\n");
    case "paragraphs":
      return items.join("\n\n");
  }
}

interface Parts {
  hook: string;
  intro: string | null;
  lead: string | null;
  items: string[];
  closing: string | null;
  depth: string[];
  ask: string;
  footer: string | null;
}

function assemble(format: FormatPatterns, p: Parts): string {
  const body = p.items.length ? [p.lead, listed(format, p.items)].filter(Boolean).join("\n\n") : null;
  return [p.hook, p.intro, body, ...p.depth, p.closing, p.ask, p.footer].filter(Boolean).join("\n\n");
}

/** The hooks for this topic and format: the format's own for a subject, a headline (and a tail) for the others. */
function hookPatterns(patterns: LanguagePatterns, format: FormatPatterns, forms: TopicForms): string[] {
  if (forms.shape === "noun") return format.hooks;
  const { bases, standalone } = patterns.headlines[forms.shape];
  return [...standalone, ...bases.flatMap((base) => format.tails.map((tail) => `${base} ${tail}`))];
}

/** A pattern that names the topic (`{t}`) reads well only with a subject; a headline topic is not repeated. */
const usable = (forms: TopicForms) => (list: readonly string[]) => {
  if (forms.shape === "noun") return [...list];
  const without = list.filter((p) => !p.includes("{t}"));
  return without.length ? without : [...list];
};

/**
 * One variant, unlike the `others` already written for the generation (or, when regenerating, all its current
 * ones): a hook none of them has and, while the format has some left, a sequence none of them tells and paragraphs
 * none of them contains; a body sized to the length asked.
 */
export function templateVariant(brief: TemplateBrief, seed: string, others: readonly Variant[] = []): Variant {
  const rng = seededRandom(seed);
  const { language } = brief;
  const patterns = PATTERNS[language];
  const format = patterns.formats[brief.format];
  const forms = topicForms(brief.topic, language);
  const values = placeholders(forms, language);
  const only = usable(forms);
  const render = (template: string) => {
    // French: the topic agrees with the word before it ("du recrutement", "d'« intelligence artificielle »")
    let text =
      language === "fr" && forms.shape === "noun"
        ? template.replace(/(?:(?<=^|\s)([Dd]e|[àÀ]) )?\{t\}/gu, (_, prep: string | undefined) =>
            frenchNounAfter(forms.subject, prep ?? null),
          )
        : template;
    for (const [key, value] of values) text = text.replaceAll(key, value);
    return typeset(capitalise(tidy(text)), language);
  };

  const usedHooks = new Set(others.map((v) => v.hook.trim().toLowerCase()));
  const hooks = [...new Set(hookPatterns(patterns, format, forms).map(render))];
  const generatedHook = pick(
    rng,
    unused(hooks, (h) => usedHooks.has(h.toLowerCase())),
  ).slice(0, GENERATION_LIMITS.hookMax);
  const structure = brief.structure ?? null;
  const fill = (ask: string) =>
    typeset(filledStructure(structure!, { hook: generatedHook, ask, subject: forms.subject }, language), language);
  const hook = structure?.kind === "hook" ? fill("").slice(0, GENERATION_LIMITS.hookMax) : generatedHook;

  // a paragraph (or list item) is used when another variant's text has it
  const used = (paragraph: string) => others.some((v) => v.text.includes(paragraph));
  const sequence = format.sequences
    ? pick(
        rng,
        unused(
          format.sequences.map((s) => only(s).map(render)),
          (s) => s.some(used),
        ),
      )
    : null;
  const items = sequence ?? freshFirst(rng, [only(format.items ?? []).map(render)], used);
  // the format's own paragraphs first; the general ones only when a long post needs more
  const depth = freshFirst(rng, [only(format.depth ?? []).map(render), only(patterns.depth).map(render)], used);
  const tags = topicHashtags(forms.subject, language, forms.shape);

  // a hook that ends with a colon ("What I learned the hard way:") is the list's lead itself
  const opensList = /:$/.test(hook) && format.list !== "paragraphs";
  const intro = pick(rng, unused(only(format.intros).map(render), used));
  const lead = format.lead.length ? pick(rng, unused(format.lead.map(render), used)) : null;
  const parts: Parts = {
    hook,
    intro: opensList ? null : intro,
    lead: opensList ? null : lead,
    items: [],
    closing: pick(rng, unused(only(patterns.closings[toneFamily(brief.tone)]).map(render), used)),
    depth: [],
    ask: pick(rng, unused(only(format.asks).map(render), used)),
    footer: tags.length ? tags.join(" ") : null,
  };
  if (structure?.kind === "ending") parts.ask = fill(parts.ask);
  if (structure?.kind === "post") {
    const text = [hasOwnHook(structure) ? null : hook, fill(parts.ask), parts.footer].filter(Boolean).join("\n\n");
    return { hook: text.split("\n")[0]!.slice(0, GENERATION_LIMITS.hookMax), text };
  }

  const { min, max } = POST_LENGTH_TARGETS[brief.length];
  // aim a little inside the range, so that the posts of one length do not all sit on its lower edge
  const goal = min + Math.round((max - min) * (0.2 + rng() * 0.3));
  const size = () => assemble(format, parts).length;

  // items first (a sequence in order), then deeper paragraphs, while they fit
  const grow = (candidates: string[], into: string[], limit = Infinity, target = goal) => {
    for (const candidate of candidates) {
      if (size() >= target || into.length >= limit) return;
      if (into.includes(candidate)) continue;
      into.push(candidate);
      if (size() > max) into.pop();
    }
  };
  // a sequence keeps its order: take a prefix of the items that fits, skipping none in between
  if (sequence) {
    for (const item of items) {
      if (size() >= goal) break;
      parts.items.push(item);
      if (size() > max) {
        parts.items.pop();
        break;
      }
    }
  }
  // a variant takes a third of the points and paragraphs (those the others do not have first), so that the three
  // variants of a generation can differ; more only while the post is short of halfway from the minimum to the goal
  // (a long post of a list format ends a little shorter rather than repeat what the other variants say)
  const share = (list: string[]) => Math.ceil(list.length / GENERATION_LIMITS.variantCount);
  if (!sequence) grow(items, parts.items, share(items));
  grow(depth, parts.depth, share(depth));
  const enough = Math.round((min + goal) / 2);
  grow(depth, parts.depth, Infinity, enough);
  if (!sequence) grow(items, parts.items, Infinity, enough);

  // a long subject can make even the frame too long for a short post: drop the optional parts
  for (const drop of ["footer", "intro", "closing"] as const) {
    if (size() <= max) break;
    parts[drop] = null;
  }
  while (size() > max && parts.items.length > 1) parts.items.pop();
  return { hook, text: assemble(format, parts) };
}

/** The three variants of a generation, each unlike those before it (its own hook, sequence, paragraphs). */
export function templateVariants(brief: TemplateBrief, seed: string): Variant[] {
  const variants: Variant[] = [];
  for (let i = 0; i < GENERATION_LIMITS.variantCount; i++)
    variants.push(templateVariant(brief, `${seed}:${i}`, variants));
  return variants;
}
