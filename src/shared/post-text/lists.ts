import type { StyledEdit } from "./unicode-styles";

/** The bullet LinkedIn writers use by default, and the others the toolbar offers. */
export const BULLETS = ["•", "→", "✅", "👉", "▪️"] as const;
export type ListKind = "bullet" | "number";

const NUMBERED = /^(\d{1,3})[.)] /;
const bulleted = (line: string) => BULLETS.find((b) => line.startsWith(`${b} `));

/** A line's list marker ("• ", "12. "), or "" when it has none. */
export function listMarker(line: string): string {
  const b = bulleted(line);
  if (b) return `${b} `;
  return NUMBERED.exec(line)?.[0] ?? "";
}

/**
 * Makes the selected lines a list, or plain lines again when they all already are that kind of list. Empty lines
 * stay empty (a list can have blank lines between items); a numbered list counts its items from 1.
 */
export function toggleList(
  text: string,
  start: number,
  end: number,
  kind: ListKind,
  bullet: string = BULLETS[0],
): StyledEdit {
  const lineStart = start > 0 ? text.lastIndexOf("\n", start - 1) + 1 : 0;
  // a selection ending just after a line break does not take the next line in
  let lineEnd = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  if (lineEnd === -1) lineEnd = text.length;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const items = lines.filter((l) => l.trim() !== "");
  const isKind = (l: string) => (kind === "number" ? NUMBERED.test(l) : bulleted(l) === bullet);
  const remove = items.length > 0 && items.every(isKind);
  let n = 0;
  const next = lines
    .map((line) => {
      if (line.trim() === "") return line;
      const bare = line.slice(listMarker(line).length);
      if (remove) return bare;
      n += 1;
      return kind === "number" ? `${n}. ${bare}` : `${bullet} ${bare}`;
    })
    .join("\n");
  return {
    text: text.slice(0, lineStart) + next + text.slice(lineEnd),
    start: lineStart,
    end: lineStart + next.length,
  };
}
