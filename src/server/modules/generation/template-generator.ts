import {
  GENERATION_LIMITS,
  POST_LENGTH_TARGETS,
  type PostFormat,
  type PostLength,
} from "../../../contracts/generation/rules";
import type { Variant } from "../../../contracts/generation/schemas";
import type { Language } from "../../../contracts/language";
import { EN_PATTERNS, type FormatPatterns, type LanguagePatterns, type ToneFamily } from "./template-patterns";
import { FR_PATTERNS } from "./template-patterns-fr";

/**
 * Template mode: the built-in generator (no AI, and never presented as AI). It writes a post from real hook and
 * structure patterns (./template-patterns*.ts) with the topic, the pillar, the tone and the language, sized to the
 * length asked. Deterministic for a seed; each variant opens with a hook the others do not use.
 */
export interface TemplateBrief {
  topic: string;
  pillarName: string | null;
  /** The pillar's description: a sentence of it goes in the pillar's line. */
  pillarDescription?: string | null;
  tone: string;
  format: PostFormat;
  length: PostLength;
  language: Language;
}

const PATTERNS: Record<Language, LanguagePatterns> = { en: EN_PATTERNS, fr: FR_PATTERNS };

/** Formats whose items tell a sequence (kept in order); the others are shuffled. */
const ORDERED: ReadonlySet<PostFormat> = new Set(["story", "how-to", "case-study"]);

const SUBJECT_MAX = 70;

/** A small seeded generator (mulberry32 over an FNV-1a hash of the seed). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

function shuffled<T>(rng: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The topic as a short subject for a sentence: its first line or sentence, at most SUBJECT_MAX characters. */
export function subjectOf(topic: string): string {
  const firstLine =
    topic
      .split(/\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? "";
  const sentence = /^(.+?[.!?])(\s|$)/.exec(firstLine)?.[1] ?? firstLine;
  let subject = sentence.replace(/\s+/g, " ").trim();
  if (subject.length > SUBJECT_MAX) {
    const cut = subject.slice(0, SUBJECT_MAX);
    const space = cut.lastIndexOf(" ");
    subject = `${(space > SUBJECT_MAX / 2 ? cut.slice(0, space) : cut).trim()}…`;
  }
  return subject.replace(/[\s.!?:;,]+$/u, "").replace(/^["«“]\s*|\s*["»”]$/gu, "") || topic.trim().slice(0, 20);
}

/** A pillar's description as one sentence for the pillar's line (its first, when short enough), else null. */
function describe(description: string | null | undefined): string | null {
  const first =
    description
      ?.replace(/\s+/g, " ")
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? "";
  if (first.length < 8 || first.length > 160) return null;
  const sentence = first.charAt(0).toUpperCase() + first.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** In English, "Pricing audits" reads "pricing audits" mid-sentence (but "AI", "LinkedIn" keep their capitals). */
function midSentence(subject: string, language: Language): string {
  if (language !== "en") return subject;
  const first = subject.split(" ")[0];
  return /^[A-Z][a-z'’-]*$/.test(first) ? subject[0].toLowerCase() + subject.slice(1) : subject;
}

function fill(template: string, subject: string, pillar: string, language: Language): string {
  const text = template
    .replaceAll("{t}", midSentence(subject, language))
    .replaceAll("{p}", pillar)
    .replace(/\s+([,.])/g, "$1");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** French typography: a non-breaking space before ? ! : ; and inside guillemets. */
function typeset(text: string, language: Language): string {
  if (language !== "fr") return text;
  return text
    .replace(/ ([?!:;»])/g, "\u00a0$1")
    .replace(/« /g, "«\u00a0")
    .replace(/«(?=\S)(?!\u00a0)/g, "«\u00a0");
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

/** "dynamic pricing" -> "#DynamicPricing" (letters and digits only); null when it would not make a real tag. */
function hashtag(text: string): string | null {
  const words = text
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return null;
  const tag = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
  return tag.length >= 2 && tag.length <= 30 ? `#${tag}` : null;
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

/** One variant: a hook not in `avoidHooks` (when the format has one left), and a body sized to the length asked. */
export function templateVariant(brief: TemplateBrief, seed: string, avoidHooks: readonly string[] = []): Variant {
  const rng = seededRandom(seed);
  const patterns = PATTERNS[brief.language];
  const format = patterns.formats[brief.format];
  const subject = subjectOf(brief.topic);
  const pillar = brief.pillarName?.trim() ?? "";
  const render = (template: string) => typeset(fill(template, subject, pillar, brief.language), brief.language);

  const avoid = new Set(avoidHooks.map((h) => h.trim().toLowerCase()));
  const hooks = format.hooks.map(render);
  const fresh = hooks.filter((h) => !avoid.has(h.toLowerCase()));
  const hook = pick(rng, fresh.length ? fresh : hooks).slice(0, GENERATION_LIMITS.hookMax);

  const items = ORDERED.has(brief.format) ? format.items.map(render) : shuffled(rng, format.items.map(render));
  // the format's own paragraphs first; the general ones only when a long post needs more
  const depth = [...shuffled(rng, (format.depth ?? []).map(render)), ...shuffled(rng, patterns.depth.map(render))];
  const tags = [pillar && hashtag(pillar), hashtag(subject)].filter((t): t is string => !!t);
  const uniqueTags = [...new Set(tags.map((t) => t.toLowerCase()))].map((l) =>
    tags.find((t) => t.toLowerCase() === l)!,
  );
  const description = pillar ? describe(brief.pillarDescription) : null;
  const pillarLine = !pillar
    ? null
    : description
      ? typeset(
          fill(pick(rng, patterns.describedPillarLines), subject, pillar, brief.language).replace("{d}", description),
          brief.language,
        )
      : render(pick(rng, patterns.pillarLines));
  const footer = [pillarLine, uniqueTags.join(" ")].filter(Boolean).join("\n\n") || null;

  const parts: Parts = {
    hook,
    intro: render(pick(rng, format.intros)),
    lead: format.lead.length ? render(pick(rng, format.lead)) : null,
    items: [],
    closing: render(pick(rng, patterns.closings[toneFamily(brief.tone)])),
    depth: [],
    ask: render(pick(rng, format.asks)),
    footer,
  };

  const { min, max } = POST_LENGTH_TARGETS[brief.length];
  // aim a little inside the range, so that the posts of one length do not all sit on its lower edge
  const goal = min + Math.round((max - min) * (0.2 + rng() * 0.3));
  const size = () => assemble(format, parts).length;

  // items first (in order for a sequence), then deeper paragraphs, while they fit
  const grow = (candidates: string[], into: string[]) => {
    for (const candidate of candidates) {
      if (size() >= goal) return;
      into.push(candidate);
      if (size() > max) into.pop();
    }
  };
  // a sequence keeps its order: take a prefix of the items that fits, skipping none in between
  if (ORDERED.has(brief.format)) {
    for (const item of items) {
      if (size() >= goal) break;
      parts.items.push(item);
      if (size() > max) {
        parts.items.pop();
        break;
      }
    }
  } else grow(items, parts.items);
  grow(depth, parts.depth);

  // a long subject can make even the frame too long for a short post: drop the optional parts
  for (const drop of ["footer", "intro", "closing"] as const) {
    if (size() <= max) break;
    parts[drop] = null;
  }
  while (size() > max && parts.items.length > 1) parts.items.pop();
  return { hook, text: assemble(format, parts) };
}

/** The three variants of a generation, each with its own hook. */
export function templateVariants(brief: TemplateBrief, seed: string): Variant[] {
  const variants: Variant[] = [];
  for (let i = 0; i < GENERATION_LIMITS.variantCount; i++)
    variants.push(
      templateVariant(
        brief,
        `${seed}:${i}`,
        variants.map((v) => v.hook),
      ),
    );
  return variants;
}
