/**
 * How LinkedIn reads little text (a post's `commentary`, a comment's `message.text`), for the LinkedIn simulator.
 * Deliberately written apart from the app's converter (src/shared/post-text/little-text.ts), from LinkedIn's
 * little-text page: the tests cross-check the two, so a mistake in one shows.
 *
 * Elements: plain text (a reserved character written `\x`), a mention `@[Name](urn:li:person:…|organization:…)`,
 * a hashtag `#tag` (a `#` not after a word character, then letters, marks, digits or `_` of any script, starting
 * with a letter, digit or `_`) and its template form `{hashtag|\#|tag}`. At the first reserved character that is
 * not escaped and starts none of these, LinkedIn stops: the rest of the post is silently dropped.
 */

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

const WORD = /^[\p{L}\p{M}\p{N}_]$/u;
const TAG_FIRST = /^[\p{L}\p{N}_]$/u;
const MENTION_AT = /@\[([^\\|{}@[\]()<>#*_~\r\n]+)\]\((urn:li:(?:person|organization):[A-Za-z0-9_-]+)\)/y;
const TEMPLATE_AT = /\{hashtag\|\\#\|([\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*)\}/uy;

export function parseLittleText(source: string): ParsedLittleText {
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
    } else if (ch === "#" && !WORD.test(previous) && chars[i + 1] !== undefined && TAG_FIRST.test(chars[i + 1])) {
      let tag = "";
      let j = i + 1;
      while (j < chars.length && WORD.test(chars[j])) tag += chars[j++];
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
      TEMPLATE_AT.lastIndex = offset;
      const m = TEMPLATE_AT.exec(source);
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
