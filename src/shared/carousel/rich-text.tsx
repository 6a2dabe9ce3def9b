import type { ReactNode } from "react";

/** A block of a text slide's body: a paragraph, or a list (bulleted or numbered), each line as inline runs. */
export type RichBlock = { kind: "paragraph"; text: string } | { kind: "list"; numbered: boolean; items: string[] };

const BULLET = /^\s*[-•]\s+/;
const NUMBER = /^\s*\d{1,2}[.)]\s+/;

/** Splits a body into paragraphs (lines together, blank lines between) and lists: lines starting with "- " (or "•") or "1. ". */
export function richBlocks(body: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraphOpen = false;
  for (const line of body.replace(/\r\n?/g, "\n").split("\n")) {
    const numbered = NUMBER.test(line);
    const last = blocks.at(-1);
    if (numbered || BULLET.test(line)) {
      const item = line.replace(numbered ? NUMBER : BULLET, "");
      if (last?.kind === "list" && last.numbered === numbered) last.items.push(item);
      else blocks.push({ kind: "list", numbered, items: [item] });
      paragraphOpen = false;
    } else if (line.trim() === "") {
      paragraphOpen = false;
    } else {
      if (paragraphOpen && last?.kind === "paragraph") last.text += `\n${line}`;
      else blocks.push({ kind: "paragraph", text: line });
      paragraphOpen = true;
    }
  }
  return blocks;
}

type Mark = "bold" | "italic" | "highlight";
const MARKS: [RegExp, Mark][] = [
  [/\*\*(.+?)\*\*/s, "bold"],
  [/==(.+?)==/s, "highlight"],
  [/\*(.+?)\*/s, "italic"],
];

/**
 * Inline runs of a line: `**bold**`, `*italic*`, `==highlight==` (nested once). React escapes the text: markup in a
 * slide is only these three marks, whatever the user typed.
 */
export function inlineRuns(text: string, accent: string, key = "r"): ReactNode[] {
  let first: { index: number; length: number; inner: string; mark: Mark } | undefined;
  for (const [pattern, mark] of MARKS) {
    const m = pattern.exec(text);
    if (m && (first === undefined || m.index < first.index))
      first = { index: m.index, length: m[0].length, inner: m[1]!, mark };
  }
  if (!first) return text ? [text] : [];
  const before = text.slice(0, first.index);
  const after = text.slice(first.index + first.length);
  const inner = inlineRuns(first.inner, accent, `${key}i`);
  const style =
    first.mark === "bold"
      ? { fontWeight: 700 }
      : first.mark === "italic"
        ? { fontStyle: "italic" as const }
        : { background: accent, color: "inherit", padding: "0 0.15em", borderRadius: "0.15em" };
  const Tag = first.mark === "highlight" ? "mark" : first.mark === "bold" ? "strong" : "em";
  return [
    ...(before ? [before] : []),
    <Tag key={key} style={style}>
      {inner}
    </Tag>,
    ...inlineRuns(after, accent, `${key}n`),
  ];
}
