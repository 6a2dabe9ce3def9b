import { CAROUSEL_LIMITS as L, type Slide } from "../../../contracts/carousels/carousel";
import type { Language } from "../../../contracts/language";
import { OUTLINE_TEXT } from "./template-outline-text";

/**
 * "Make a carousel" without a model: the text's own words cut into slides. A cover (the title, else the text's first
 * line), 4 to 8 body slides from its paragraphs and lists (a list becomes a list slide, a short line led by a number a
 * stat slide, a quoted line a quote slide, the rest text slides of a few sentences), and a call to action. A text too
 * short for 4 is split by sentences; one too long has its short slides merged, then what is past the 8th left out.
 * A bare topic (no text) gets a translated frame to fill in. Always 2 slides at least: the cover and the call to action.
 */
export interface OutlineSource {
  kind: "post" | "note" | "pillar" | "topic";
  /** A title of its own (a pillar's name, a topic); otherwise the text's first line is the cover's. */
  title?: string;
  text: string;
}

export const OUTLINE_BODY = { min: 4, max: 8 } as const;
/** A text slide's comfortable length: the schema allows 700, a slide read in a swipe holds about half. */
const TEXT_TARGET = 350;

const LIST_LINE = /^\s*(?:[-*•▪–→✅✔👉]\uFE0F?|(\d{1,2})[.)])\s+(.+)$/u;
const QUOTE = /^["“«„]\s*([\s\S]+?)\s*["”»“]\s*(?:[—–-]\s*(.+))?$/u;
const STAT = /^([+\-~]?[$€£]?\d[\d.,\u202f\u00a0 ]*(?:%|x|×|k|K|M|B|\+|[$€£])?)\s+(\S[\s\S]*)$/u;
const HASHTAGS_ONLY = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;

/** At most `max` characters, cut at a word when there is one, marked with "…". */
export function clip(text: string, max: number): string {
  const s = text.replace(/\s+/g, " ").trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/u, "") + "…";
}

function sentences(text: string): string[] {
  const parts = text.replace(/\s+/g, " ").match(/[^.!?…]+(?:[.!?…]+["”»)]?|$)\s*/gu) ?? [];
  return parts.map((s) => s.trim()).filter(Boolean);
}

/** Sentences gathered into pieces of about `target` characters (a sentence longer than `max` is clipped). */
function pieces(text: string, target: number, max: number): string[] {
  const out: string[] = [];
  for (const sentence of sentences(text)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + sentence.length <= target) out[out.length - 1] = `${last} ${sentence}`;
    else out.push(clip(sentence, max));
  }
  return out;
}

type Block = { kind: "list"; lead: string; numbered: boolean; items: string[] } | { kind: "text"; text: string };

function blocks(text: string): Block[] {
  const out: Block[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = paragraph.split("\n").map((l) => l.trim());
    let prose: string[] = [];
    let list: { numbered: boolean; items: string[] } | null = null;
    const flushList = () => {
      if (!list) return;
      if (list.items.length >= L.listMinItems) {
        // a line ending with ":" just before the list is its heading
        const lead = prose.length && /:$/.test(prose.at(-1)!) ? prose.pop()!.replace(/:$/, "") : "";
        if (prose.length) out.push({ kind: "text", text: prose.join(" ") });
        out.push({ kind: "list", lead, ...list });
        prose = [];
      } else prose.push(...list.items.map((i) => `- ${i}`));
      list = null;
    };
    for (const line of lines) {
      if (!line || HASHTAGS_ONLY.test(line)) continue;
      const item = LIST_LINE.exec(line);
      if (item) {
        list ??= { numbered: item[1] !== undefined, items: [] };
        list.items.push(item[2]!.trim());
      } else {
        flushList();
        prose.push(line);
      }
    }
    flushList();
    if (prose.length) out.push({ kind: "text", text: prose.join("\n") });
  }
  return out;
}

function listSlides(block: Extract<Block, { kind: "list" }>): Slide[] {
  // 3 to 6 items a slide, spread evenly: 13 items are 5 + 4 + 4, never 6 + 6 + 1
  const count = Math.ceil(block.items.length / L.listMaxItems);
  const slides: Slide[] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.floor(block.items.length / count) + (i < block.items.length % count ? 1 : 0);
    const items = block.items.slice(start, start + size).map((item) => clip(item, L.itemMax));
    start += size;
    slides.push({ layout: "list", heading: clip(block.lead, L.titleMax), numbered: block.numbered, items });
  }
  return slides;
}

function textSlides(text: string): Slide[] {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const quote = QUOTE.exec(oneLine);
  if (quote && quote[1]!.length <= L.quoteMax)
    return [{ layout: "quote", quote: quote[1]!, attribution: clip(quote[2] ?? "", L.attributionMax) }];
  const stat = STAT.exec(oneLine);
  if (stat && !text.includes("\n") && stat[1]!.trim().length <= L.statMax && oneLine.length <= L.labelMax) {
    const value = stat[1]!.trim();
    // "3 tips" is a list's count, not a figure: a stat has a unit or two digits at least
    if (/[%x×kKMB+$€£]|\d{2}/u.test(value))
      return [{ layout: "stat", value, label: clip(stat[2]!, L.labelMax), source: "" }];
  }
  // keeps the writer's list lines ("- a") and line breaks when it fits, else sentences in pieces
  if (text.length <= TEXT_TARGET) return [{ layout: "text", heading: "", body: text.trim() }];
  return pieces(text, TEXT_TARGET, L.bodyMax).map((body) => ({ layout: "text", heading: "", body }));
}

const isPlainText = (s: Slide): s is Extract<Slide, { layout: "text" }> => s.layout === "text" && !s.heading;

/** Too few: the longest text slide split by its sentences, while one has two. */
function spread(slides: Slide[]): Slide[] {
  while (slides.length < OUTLINE_BODY.min) {
    const candidates = slides
      .map((s, i) => ({ s, i, n: isPlainText(s) ? sentences(s.body).length : 0 }))
      .filter((c) => c.n > 1)
      .sort((a, b) => (b.s as { body: string }).body.length - (a.s as { body: string }).body.length);
    const first = candidates[0];
    if (!first) break;
    const parts = sentences((first.s as { body: string }).body);
    const half = Math.ceil(parts.length / 2);
    const split: Slide[] = [parts.slice(0, half), parts.slice(half)].map((p) => ({
      layout: "text",
      heading: "",
      body: p.join(" "),
    }));
    slides.splice(first.i, 1, ...split);
  }
  return slides;
}

/** Too many: the shortest neighbouring text slides merged while they fit, then only the first 8 kept. */
function condense(slides: Slide[]): Slide[] {
  while (slides.length > OUTLINE_BODY.max) {
    let best = -1;
    let bestLength = Infinity;
    for (let i = 0; i + 1 < slides.length; i++) {
      const [a, b] = [slides[i]!, slides[i + 1]!];
      if (!isPlainText(a) || !isPlainText(b)) continue;
      const length = a.body.length + b.body.length + 2;
      if (length <= L.bodyMax && length < bestLength) [best, bestLength] = [i, length];
    }
    if (best < 0) break;
    const [a, b] = [slides[best] as { body: string }, slides[best + 1] as { body: string }];
    slides.splice(best, 2, { layout: "text", heading: "", body: `${a.body}\n\n${b.body}` });
  }
  return slides.slice(0, OUTLINE_BODY.max);
}

function scaffold(lang: Language): Slide[] {
  const { problem, why, how, takeaway } = OUTLINE_TEXT[lang].scaffold;
  return [
    { layout: "text", heading: problem[0], body: problem[1] },
    { layout: "text", heading: why[0], body: why[1] },
    { layout: "list", heading: how[0], numbered: true, items: how[1] },
    { layout: "text", heading: takeaway[0], body: takeaway[1] },
  ];
}

export function templateOutline(source: OutlineSource, lang: Language, authorName = ""): Slide[] {
  const words = OUTLINE_TEXT[lang];
  // Unicode bold/italic letters (the Post Editor's styling) back to plain ones: the slides have their own fonts
  let text = source.text.normalize("NFKC").replace(/\r\n?/g, "\n").replaceAll("\u0000", "");
  let title = (source.title ?? "").normalize("NFKC").trim();
  if (!title) {
    const lines = text.split("\n");
    const first = lines.findIndex((l) => l.trim() && !HASHTAGS_ONLY.test(l.trim()));
    if (first >= 0) {
      title = lines[first]!.trim();
      text = lines.slice(first + 1).join("\n");
    }
  }
  let body = condense(spread(blocks(text).flatMap((b) => (b.kind === "list" ? listSlides(b) : textSlides(b.text)))));
  if (body.length === 0 && (source.kind === "topic" || source.kind === "pillar")) body = scaffold(lang);
  return [
    { layout: "cover", title: clip(title || words.untitled, L.titleMax), subtitle: words.swipe },
    ...body,
    { layout: "cta", title: words.ctaTitle, action: clip(words.ctaAction(authorName), L.subtitleMax) },
  ];
}
