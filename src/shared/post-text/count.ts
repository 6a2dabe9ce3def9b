/** LinkedIn's limit for a post, in UTF-16 code units: what LinkedIn counts (a styled letter or an emoji counts 2+). */
export const LINKEDIN_POST_LIMIT = 3000;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter() : null;

/** The length LinkedIn checks against its limit. */
export const utf16Length = (text: string) => text.length;

/** What a reader counts: user-perceived characters (an emoji with its modifiers is one). */
export function visibleLength(text: string): number {
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}
