/**
 * How LinkedIn reads little text (a post's `commentary`, a comment's `message.text`), for the LinkedIn simulator.
 * Deliberately written apart from the app's converter (src/shared/post-text/little-text.ts), from LinkedIn's
 * little-text page: the tests cross-check the two, so a mistake in one shows.
 *
 * Elements: plain text (a reserved character written `\x`), a mention `@[Name](urn:li:person:…|organization:…)`,
 * a hashtag `#tag` and its template form `{hashtag|\#|tag}`. At the first reserved character that is not escaped
 * and starts none of these, LinkedIn stops: the rest of the post is silently dropped.
 *
 * LinkedIn documents a hashtag only as `#hashtag`; what it is made of is read two ways here:
 * - "strict" (the simulator's): only what the documentation makes certain. A hashtag starts with a letter and goes
 *   on with letters, combining marks and digits; `_` is reserved like every other character of the list, so it
 *   ends the hashtag and, unescaped, cuts the post (`#customer_success` shows `#customer`); a `#` before a digit
 *   (`#1`, `#2026`) starts no hashtag and cuts the post there.
 * - "lenient": the wider reading of other networks, where a hashtag may start with a digit or `_` and holds `_`.
 * In both, a `#` right after a letter, mark, digit or `_` belongs to that word (`C#`) and starts no hashtag. The
 * app's converter must show the same text under both readings (tests/unit/little-text.test.ts).
 */

export type LittleTextReading = "strict" | "lenient";

export const RESERVED_CHARACTERS = ["\\", "|", "{", "}", "@", "[", "]", "(", ")", "<", ">", "#", "*", "_", "~"];

export type LittleTextElement =
  { type: "text"; text: string } | { type: "hashtag"; tag: string } | { type: "mention"; name: string; urn: string };

export interface ParsedLittleText {
  elements: LittleTextElement[];
  /** What LinkedIn shows: plain text, `#tag`, a mention's name. */
  text: string;
  /** The text as its author wrote it (a mention in its `@[Name](urn)` form): what the app's converter started from. */
  written: string;
  /** True when LinkedIn cut the text at an unescaped reserved character. */
  truncated: boolean;
  /** Index in the little text where it was cut (its length when it was not). */
  cutAt: number;
}

/** A word character before `#` makes that `#` part of the word, not a hashtag (both readings). */
const WORD_BEFORE = /^[\p{L}\p{M}\p{N}_]$/u;

const READINGS: Record<LittleTextReading, { first: RegExp; rest: RegExp; template: RegExp }> = {
  strict: {
    first: /^\p{L}$/u,
    rest: /^[\p{L}\p{M}\p{N}]$/u,
    template: /\{hashtag\|\\#\|(\p{L}[\p{L}\p{M}\p{N}]*)\}/uy,
  },
  lenient: {
    first: /^[\p{L}\p{N}_]$/u,
    rest: /^[\p{L}\p{M}\p{N}_]$/u,
    template: /\{hashtag\|\\#\|([\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*)\}/uy,
  },
};

const MENTION_AT = /@\[([^\\|{}@[\]()<>#*_~\r\n]+)\]\((urn:li:(?:person|organization):[A-Za-z0-9_-]+)\)/y;

export function parseLittleText(source: string, reading: LittleTextReading = "strict"): ParsedLittleText {
  const hashtag = READINGS[reading];
  const elements: LittleTextElement[] = [];
  let plain = "";
  let written = "";
  /** Last character of what was written so far (a code point): a word character before `#` makes it plain. */
  let previous = "";
  const chars = [...source];
  let offset = 0; // UTF-16 offset of chars[i] in source
  let i = 0;
  const pushPlain = (ch: string) => {
    plain += ch;
    written += ch;
    previous = ch;
  };
  const flushPlain = () => {
    if (plain) elements.push({ type: "text", text: plain });
    plain = "";
  };
  const advance = (units: number) => {
    const end = offset + units;
    while (offset < end) offset += chars[i++].length;
  };
  let truncated = false;

  while (i < chars.length) {
    const ch = chars[i];
    if (!RESERVED_CHARACTERS.includes(ch)) {
      pushPlain(ch);
      advance(ch.length);
      continue;
    }
    if (ch === "\\") {
      const next = chars[i + 1];
      if (next !== undefined && RESERVED_CHARACTERS.includes(next)) {
        pushPlain(next);
        advance(1 + next.length);
        continue;
      }
    } else if (
      ch === "#" &&
      !WORD_BEFORE.test(previous) &&
      chars[i + 1] !== undefined &&
      hashtag.first.test(chars[i + 1])
    ) {
      let tag = chars[i + 1];
      let j = i + 2;
      while (j < chars.length && hashtag.rest.test(chars[j])) tag += chars[j++];
      flushPlain();
      elements.push({ type: "hashtag", tag });
      written += `#${tag}`;
      previous = [...tag].at(-1)!;
      advance(1 + tag.length);
      continue;
    } else if (ch === "@") {
      MENTION_AT.lastIndex = offset;
      const m = MENTION_AT.exec(source);
      if (m) {
        flushPlain();
        elements.push({ type: "mention", name: m[1], urn: m[2] });
        written += m[0];
        previous = ")";
        advance(m[0].length);
        continue;
      }
    } else if (ch === "{") {
      hashtag.template.lastIndex = offset;
      const m = hashtag.template.exec(source);
      if (m) {
        flushPlain();
        elements.push({ type: "hashtag", tag: m[1] });
        written += `#${m[1]}`;
        previous = [...m[1]].at(-1)!;
        advance(m[0].length);
        continue;
      }
    }
    truncated = true;
    break;
  }
  flushPlain();
  const text = elements.map((e) => (e.type === "text" ? e.text : e.type === "hashtag" ? `#${e.tag}` : e.name)).join("");
  return { elements, text, written, truncated, cutAt: offset };
}
