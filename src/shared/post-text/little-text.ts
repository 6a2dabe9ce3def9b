/**
 * LinkedIn's "little text": the format of a post's `commentary` and a comment's `message.text`. Unescaped reserved
 * characters that do not start an element make LinkedIn silently cut the post (while answering 201), so what the
 * user wrote is converted here: hashtags the user wrote stay hashtags, mentions in LinkedIn's own form stay
 * mentions, every other reserved character is backslash-escaped. The rules (what starts a hashtag, what a mention
 * looks like) live here once, for the publisher and for the editor's preview, so both show the same hashtags.
 */

/** The characters little text reserves; each one is written `\x` to appear as itself. */
export const LITTLE_TEXT_RESERVED = "\\|{}@[]()<>#*_~";

const RESERVED = new Set(LITTLE_TEXT_RESERVED);

/*
 * What LinkedIn counts as a hashtag is documented only as `#hashtag`, so the converter keeps a `#` raw only where
 * every plausible reading sees the same hashtag, and escapes it wherever one reading would not (then LinkedIn shows
 * the text as typed whatever it reads, at worst without a link):
 * - a hashtag starts with a letter: `#1`, `#2026` or `#3d` are not hashtags under a reading that wants a word, and
 *   an unescaped `#` that starts none cuts the post, so their `#` is escaped (`\#1` shows `#1` under every reading);
 * - it goes on with letters, combining marks and digits, and ends at `_`: `_` is reserved, so a reading may end the
 *   hashtag there and cut the post at the raw `_`; `#customer_success` is sent `#customer\_success`;
 * - a `#` right after a letter, mark, digit or `_` belongs to that word (`C#`, `a_#b`) and is escaped.
 * Hyphens, apostrophes and dots are not reserved: they end a hashtag (`#a-b`, `#tag's`, `#node.js`) and before a
 * `#` they leave it a hashtag, and either way LinkedIn shows them as typed.
 */
/** A character a hashtag goes on with: a letter, a combining mark or a digit, of any script. */
const HASHTAG_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** The first character after `#`: a letter of any script. */
const HASHTAG_START = /\p{L}/u;
/** A word character before `#` makes it part of that word (`C#`), not a hashtag. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;

/** `@[Name](urn:li:person:…)` or `@[Name](urn:li:organization:…)`; a name holds no reserved character or line break. */
const MENTION = /@\[[^\\|{}@[\]()<>#*_~\r\n]+\]\(urn:li:(?:person|organization):[A-Za-z0-9_-]+\)/y;

/** A link as written (http:// or https:// up to the next white space): every reserved character in it is escaped, so
 * LinkedIn shows the link as typed and never reads `page#part` or `/#tag` in it as a hashtag. */
const LINK = /https?:\/\/\S+/iy;

/** The code point starting at `index` (a whole surrogate pair) or "" past the end. */
function charAt(text: string, index: number): string {
  const cp = text.codePointAt(index);
  return cp === undefined ? "" : String.fromCodePoint(cp);
}

/** The code point ending just before `index`, or "" at the start. */
function charBefore(text: string, index: number): string {
  if (index <= 0) return "";
  const low = text.charCodeAt(index - 1);
  if (index >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text[index - 1];
}

/** Length (UTF-16 units) of the hashtag starting with the `#` at `index`, or 0 when that `#` starts none. */
export function hashtagLengthAt(text: string, index: number): number {
  if (text[index] !== "#") return 0;
  const before = charBefore(text, index);
  if (before && WORD_CHAR.test(before)) return 0;
  let end = index + 1;
  const first = charAt(text, end);
  if (!first || !HASHTAG_START.test(first)) return 0;
  end += first.length;
  for (let ch = charAt(text, end); ch && HASHTAG_CHAR.test(ch); ch = charAt(text, end)) end += ch.length;
  return end - index;
}

/** Where LinkedIn will show hashtags in what the user wrote: [start, end) in UTF-16 units, in order. Links excluded. */
export function hashtagRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  scan(text, {
    hashtag: (start, end) => ranges.push([start, end]),
  });
  return ranges;
}

interface ScanHandlers {
  text?: (piece: string) => void;
  hashtag?: (start: number, end: number) => void;
  mention?: (piece: string) => void;
  link?: (piece: string) => void;
}

/** Walks the user's text once, handing out plain runs, hashtags, mentions and links. */
function scan(text: string, on: ScanHandlers): void {
  let plainStart = 0;
  const flush = (i: number) => {
    if (i > plainStart) on.text?.(text.slice(plainStart, i));
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "#") {
      const length = hashtagLengthAt(text, i);
      if (length > 0) {
        flush(i);
        on.hashtag?.(i, i + length);
        i += length;
        plainStart = i;
        continue;
      }
    } else if (ch === "@") {
      MENTION.lastIndex = i;
      const m = MENTION.exec(text);
      if (m) {
        flush(i);
        on.mention?.(m[0]);
        i += m[0].length;
        plainStart = i;
        continue;
      }
    } else if ((ch === "h" || ch === "H") && !WORD_CHAR.test(charBefore(text, i))) {
      LINK.lastIndex = i;
      const m = LINK.exec(text);
      if (m) {
        flush(i);
        on.link?.(m[0]);
        i += m[0].length;
        plainStart = i;
        continue;
      }
    }
    i++;
  }
  flush(text.length);
}

/** Every reserved character of a piece of plain text, backslash-escaped. */
export function escapeLittleTextPlain(text: string): string {
  let out = "";
  for (const ch of text) out += RESERVED.has(ch) ? `\\${ch}` : ch;
  return out;
}

/**
 * What the user wrote, as LinkedIn's little text: hashtags (a `#` not after a word character, then a letter and
 * more letters, marks or digits, of any script) and mentions in LinkedIn's form are kept, links and everything else have
 * their reserved characters escaped. LinkedIn then shows exactly the user's text.
 */
export function toLittleText(text: string): string {
  let out = "";
  scan(text, {
    text: (piece) => (out += escapeLittleTextPlain(piece)),
    hashtag: (start, end) => (out += text.slice(start, end)),
    mention: (piece) => (out += piece),
    link: (piece) => (out += escapeLittleTextPlain(piece)),
  });
  return out;
}

/** The length (UTF-16 units) of `toLittleText(text)`, without building it: the editor's counter runs it per key. */
export function littleTextLength(text: string): number {
  let n = 0;
  const escaped = (piece: string) => {
    n += piece.length;
    for (let i = 0; i < piece.length; i++) if (RESERVED.has(piece[i])) n++;
  };
  scan(text, {
    text: escaped,
    hashtag: (start, end) => (n += end - start),
    mention: (piece) => (n += piece.length),
    link: escaped,
  });
  return n;
}
