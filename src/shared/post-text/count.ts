import { littleTextLength } from "./little-text";

/** LinkedIn's limit for a post, in UTF-16 code units: what LinkedIn counts (a styled letter or an emoji counts 2+). */
export const LINKEDIN_POST_LIMIT = 3000;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter() : null;

/**
 * The length checked against LinkedIn's limit, at scheduling, when due and in the editor's counter: the text as it is
 * sent, each reserved character escaped (`(` is sent `\(`, two units). LinkedIn does not document whether it counts
 * the text it shows or the text it was sent (docs/LINKEDIN.md: "3000 characters"); counting the longer one means a
 * post accepted at scheduling is never refused as too long when it is due.
 */
export const linkedInLength = (text: string) => littleTextLength(text);

/**
 * A code unit that is a grapheme cluster on its own next to another such unit: below U+0300 (where the combining
 * marks start) there is no Extend, SpacingMark, Prepend, ZWJ, regional indicator or Hangul, so two of them always
 * have a boundary between them (UAX #29); CR is left out (CR LF is one cluster).
 */
const isSimple = (unit: number) => unit < 0x300 && unit !== 0x0d;

/** The grapheme clusters of `text` from `start` to `end`. */
function segments(text: string, start: number, end: number): number {
  let n = 0;
  for (const _ of segmenter!.segment(text.slice(start, end))) n++;
  return n;
}

/**
 * What a reader counts: user-perceived characters (an emoji with its modifiers is one). The counter runs it at every
 * keystroke on up to 3,000 characters, so only the stretches around other characters go through Intl.Segmenter:
 * each stretch starts one simple unit before them (an emoji's ZWJ sequence may start with © or ®) and ends one after
 * (a Prepend joins the next character), so both of its ends are boundaries of the whole text too.
 */
export function visibleLength(text: string): number {
  if (!segmenter) return [...text].length;
  const len = text.length;
  let n = 0;
  let i = 0;
  while (i < len) {
    if (isSimple(text.charCodeAt(i)) && (i + 1 === len || isSimple(text.charCodeAt(i + 1)))) {
      n++;
      i++;
      continue;
    }
    // a stretch: [the simple unit before] other units [one simple unit after], merged while more follow at once
    const start = i;
    let j = isSimple(text.charCodeAt(i)) ? i + 1 : i;
    for (;;) {
      while (j < len && !isSimple(text.charCodeAt(j))) j++;
      if (j === len) break;
      j++;
      if (j === len || isSimple(text.charCodeAt(j))) break;
    }
    n += segments(text, start, j);
    i = j;
  }
  return n;
}

/** The text as the post lifecycle's needs read it (contracts/posts/lifecycle.ts): blank, and units over LinkedIn's limit. */
export const linkedInTextFacts = (text: string) => ({
  blank: !text.trim(),
  over: linkedInLength(text) - LINKEDIN_POST_LIMIT,
});
