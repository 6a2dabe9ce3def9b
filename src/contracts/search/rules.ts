/**
 * Search rules without zod (the palette reads them). Matches in a snippet are wrapped in two private-use
 * characters, never in HTML: the web turns them into <mark> elements, so a post's text can never become markup.
 */
export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_END = "\uE001";

export const SEARCH_LIMITS = { queryMax: 200, resultsMax: 20, resultsDefault: 8 } as const;

/** A snippet cut into plain and matched parts, in order. */
export function highlightParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  const re = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, "g");
  let last = 0;
  for (const m of snippet.matchAll(re)) {
    if (m.index > last) parts.push({ text: snippet.slice(last, m.index), match: false });
    parts.push({ text: m[1], match: true });
    last = m.index + m[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), match: false });
  return parts.map((p) => ({ ...p, text: p.text.replaceAll(HIGHLIGHT_START, "").replaceAll(HIGHLIGHT_END, "") }));
}
