import type { SavedPostRow } from "./queries";

/**
 * An idea card's text from a saved post: what to reuse (its hook pattern, format and angle, why it was saved), never
 * its substance, and the link back to the source; in no language of its own (the user's words only). The first line
 * of the text stands in when no hook pattern was noted.
 */
export function ideaBody(
  saved: Pick<SavedPostRow, "hookPattern" | "format" | "angle" | "whySaved" | "text" | "sourceUrl" | "authorName">,
): string {
  const firstLine =
    saved.text
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? "";
  const lines = [
    saved.hookPattern || firstLine.slice(0, 200),
    [saved.format, saved.angle].filter(Boolean).join(" · "),
    saved.whySaved,
    [saved.authorName, saved.sourceUrl].filter(Boolean).join(" "),
  ];
  return lines.filter((l) => l.trim()).join("\n\n");
}
