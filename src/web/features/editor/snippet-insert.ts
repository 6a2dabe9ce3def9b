import type { TextEdit } from "./text-commands";

const PLACEHOLDER = /\[[^\]\n]+\]/;

/**
 * A hook's or an ending's skeleton put in at the selection as a paragraph of its own (blank lines around it where the
 * text goes on), with its first bracketed part ("[mistake]") selected so the writer types straight over it; without
 * one, the caret after the snippet.
 */
export function snippetEdit(value: string, start: number, end: number, snippet: string): TextEdit {
  const before = value.slice(0, start).replace(/[ \t]+$/, "");
  const after = value.slice(end).replace(/^[ \t]+/, "");
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" ? "" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const text = before + lead + snippet + tail + after;
  const at = before.length + lead.length;
  const slot = PLACEHOLDER.exec(snippet);
  if (slot) return { text, start: at + slot.index, end: at + slot.index + slot[0].length };
  return { text, start: at + snippet.length, end: at + snippet.length };
}
