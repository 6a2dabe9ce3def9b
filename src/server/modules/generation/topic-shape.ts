import type { Language } from "../../../contracts/language";

/**
 * What kind of words the writer typed as a topic, so that template mode builds sentences that stay grammatical:
 * - "noun": a subject ("Pricing audits", "L'IA générative"), which fits in "What {t} taught me";
 * - "question": "Should startups hire sales first?", "Faut-il recruter tôt ?";
 * - "first-person": "why I stopped writing status reports", "pourquoi j'ai arrêté les réunions", which also reads as
 *   a statement ("I stopped writing status reports.") followed by "Here's why.";
 * - "clause": "how to price a SaaS product", "ce que j'ai appris en recrutant", a headline on its own;
 * - "sentence": a statement ("Remote work is here to stay"), a headline on its own.
 */
export type TopicShape = "noun" | "question" | "first-person" | "clause" | "sentence";

export interface TopicForms {
  shape: TopicShape;
  /** The topic's first sentence, without its final punctuation, at most `SUBJECT_MAX` characters. */
  subject: string;
  /** "first-person" only: the statement ("I stopped writing status reports") and its word ("why", "pourquoi"). */
  statement?: string;
  wh?: string;
}

/** A noun subject is kept short (it goes inside sentences); a headline may be longer. */
const SUBJECT_MAX = { noun: 70, headline: 140 };

const EN = {
  aux: new Set(
    "is are was were am do does did can could should would will shall may might must has have had isn't aren't wasn't weren't don't doesn't didn't can't couldn't shouldn't wouldn't won't haven't hasn't".split(
      " ",
    ),
  ),
  wh: new Set("why how what when where who which".split(" ")),
  firstPerson: new Set("i we i'm we're i've we've i'd we'd i'll we'll".split(" ")),
  subjects: new Set(
    "i we you they he she it nobody everyone everybody someone somebody i'm we're you're they're it's that's there's i've we've you've".split(
      " ",
    ),
  ),
  objectStarts: new Set("the a an my our their his her its your to".split(" ")),
  imperatives: new Set(
    "stop start don't never always let make build hire try forget keep write read ask quit use avoid think ship fire say tell".split(
      " ",
    ),
  ),
};

const FR = {
  wh: new Set(["pourquoi", "comment", "quand", "où"]),
  questionStarts: /^(est-ce qu|quel|quelle|quels|quelles|combien|que faire|qui )/,
  inversion: /^\p{L}+-(t-)?(il|elle|on|ils|elles|je|nous|vous)$/u,
  firstPerson: /^(j'|j’|je|nous|on)$/,
  subjects: new Set(["je", "nous", "vous", "on", "il", "elle", "ils", "elles", "c'est", "ce", "personne", "tout"]),
  verbs: new Set(
    "est sont était étaient être sera seront peut peuvent doit doivent devrait devraient faut fait font a ont va vont ne".split(
      " ",
    ),
  ),
};

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[\s,;:]+/)
    .filter(Boolean);

/** The topic's first line, then its first sentence (with its final punctuation). */
function firstSentence(topic: string): string {
  const line =
    topic
      .split(/\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? "";
  return (/^(.+?[.!?])(\s|$)/.exec(line)?.[1] ?? line).replace(/\s+/g, " ").trim();
}

function shapeOf(sentence: string, language: Language): TopicShape {
  const w = words(sentence);
  const [w0 = "", w1 = ""] = w;
  if (language === "en") {
    if (sentence.endsWith("?") || EN.aux.has(w0) || (EN.wh.has(w0) && EN.aux.has(w1))) return "question";
    if ((w0 === "why" || w0 === "how") && EN.firstPerson.has(w1)) return "first-person";
    if (EN.wh.has(w0)) return "clause";
    if (
      sentence.endsWith("!") ||
      EN.imperatives.has(w0) ||
      w.some((x) => EN.subjects.has(x) || EN.aux.has(x)) ||
      // "Our team shipped the dashboard": a past tense before its object
      w.some((x, i) => i > 0 && /..ed$/.test(x) && EN.objectStarts.has(w[i + 1] ?? ""))
    )
      return "sentence";
    return "noun";
  }
  const start = w.join(" ");
  if (sentence.endsWith("?") || FR.questionStarts.test(start) || w.some((x) => FR.inversion.test(x))) return "question";
  const subject1 = w1.startsWith("j'") ? "j'" : w1;
  if ((w0 === "pourquoi" || w0 === "comment") && FR.firstPerson.test(subject1)) return "first-person";
  if (FR.wh.has(w0) || /^ce (que|qu'|qui)/.test(start)) return "clause";
  if (
    sentence.endsWith("!") ||
    /ez$/.test(w0) ||
    w.some(
      (x) => FR.subjects.has(x) || FR.verbs.has(x) || /^(j|n|m|s)'/.test(x) || /^qu'(on|il|elle|ils|elles)$/.test(x),
    )
  )
    return "sentence";
  return "noun";
}

/** Cut at a word boundary, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:]+$/, "")}…`;
}

/** The text without its final punctuation and surrounding quotes. */
function bare(text: string): string {
  const trimmed = text.replace(/[\s.!?:;,]+$/u, "");
  const quoted = /^["«“]\s*(.*?)\s*["»”]$/u.exec(trimmed);
  return quoted ? quoted[1].replace(/[\s.!?:;,]+$/u, "") : trimmed;
}

/** Upper-cases the first letter, except in a word that has capitals of its own ("iPhone", "eBay"). */
export function capitalise(text: string): string {
  // the first letter, after an opening guillemet or quote
  const at = text.search(/\p{L}/u);
  if (at < 0 || at > 3) return text;
  const first = /^\S+/u.exec(text.slice(at))?.[0] ?? "";
  if (/^\p{Ll}+\p{Lu}/u.test(first)) return text;
  return text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
}

/** Lower-cases the first letter of a plain capitalised word ("Why" -> "why"), never "AI" or "LinkedIn". */
export function uncapitalise(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? "";
  return /^\p{Lu}[\p{Ll}'’-]*$/u.test(first) && first !== "I" ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function topicForms(topic: string, language: Language): TopicForms {
  const sentence = firstSentence(topic);
  const shape = shapeOf(sentence, language);
  const max = shape === "noun" ? SUBJECT_MAX.noun : SUBJECT_MAX.headline;
  let subject = cut(bare(sentence), max);
  if (!subject) subject = topic.trim().slice(0, 20);
  if (shape === "question" && !subject.endsWith("…")) subject = `${subject}?`;
  if (shape !== "first-person") return { shape, subject };
  const space = subject.indexOf(" ");
  const rest = subject.slice(space + 1);
  return { shape, subject, wh: subject.slice(0, space).toLowerCase(), statement: capitalise(rest) };
}
