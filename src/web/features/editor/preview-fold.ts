/**
 * Folded, the feed shows a post's first three lines; laying out the other 3,000 characters at every keystroke is
 * the preview's largest cost. So the folded preview lays out only a prefix and keeps the rest in the DOM unrendered
 * (display: none): the prefix ends before the fourth line break, or after FOLDED_PREFIX_UNITS when the text has
 * fewer breaks (about twice what three lines of the narrowest letters hold at the desktop width).
 */
export const FOLDED_PREFIX_UNITS = 1000;

/** How many lines the feed shows of a folded post. */
export const FOLD_LINES = 3;

export interface FoldCut {
  /** Where the laid-out prefix ends (the text's length: nothing is cut). */
  cut: number;
  /** The prefix holds three line breaks and text follows: the post has four lines or more, so it folds. */
  surelyFolds: boolean;
}

export function foldCut(text: string): FoldCut {
  let breaks = 0;
  let at = -1;
  for (;;) {
    const next = text.indexOf("\n", at + 1);
    if (next === -1 || next >= FOLDED_PREFIX_UNITS) break;
    at = next;
    if (++breaks === 4) return { cut: at, surelyFolds: true };
  }
  if (text.length <= FOLDED_PREFIX_UNITS) return { cut: text.length, surelyFolds: false };
  let cut = FOLDED_PREFIX_UNITS;
  const unit = text.charCodeAt(cut - 1);
  if (unit >= 0xd800 && unit <= 0xdbff) cut--; // never between the halves of a surrogate pair
  return { cut, surelyFolds: breaks === 3 };
}

/** More lines than the feed shows folded: the text folds, whatever its width. */
export const foldsByLines = (text: string) => text.split("\n", FOLD_LINES + 1).length > FOLD_LINES;

/**
 * Lines short enough that three of them fit the narrower feed card whatever the font (a glyph is at most about 17 px
 * wide at 14 px; the mobile card's text is 343 px wide).
 */
const SURELY_FITTING_LINE = 20;

/**
 * Whether the fold of `text` (after three lines) is known without laying it out: it has more lines than that, or at
 * most that many, each too short to wrap. Otherwise only the browser can tell (the server does not render it).
 */
export function foldKnownWithoutLayout(text: string): boolean {
  if (foldCut(text).surelyFolds || foldsByLines(text)) return true;
  return text.split("\n").every((line) => line.length <= SURELY_FITTING_LINE);
}
