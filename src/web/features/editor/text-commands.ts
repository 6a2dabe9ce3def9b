/** A text and the selection to put on it (UTF-16 indices, as a textarea counts). */
export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The smallest range of `before` to replace to get `after`, never splitting a surrogate pair. */
export function changedRange(before: string, after: string): { from: number; to: number; insert: string } {
  let p = 0;
  const max = Math.min(before.length, after.length);
  while (p < max && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  if (p > 0 && isHigh(before.charCodeAt(p - 1))) p--;
  let s = 0;
  while (
    s < before.length - p &&
    s < after.length - p &&
    before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s)
  )
    s++;
  if (s > 0 && isLow(before.charCodeAt(before.length - s))) s--;
  return { from: p, to: before.length - s, insert: after.slice(p, after.length - s) };
}

/**
 * Applies an edit to the textarea as if typed: through the browser's own insertText command, so Ctrl+Z / Ctrl+Y undo
 * and redo it like any typing (styling included), and the input event reaches React's onChange. Where the command
 * is not available, the value is set and an input event sent (undo then skips it).
 */
export function applyEdit(el: HTMLTextAreaElement, edit: TextEdit) {
  const before = el.value;
  if (before !== edit.text) {
    const { from, to, insert } = changedRange(before, edit.text);
    el.focus();
    el.setSelectionRange(from, to);
    // execCommand is deprecated, yet it is the only way to keep the browser's undo stack on a textarea
    const exec = typeof document.execCommand === "function" ? document.execCommand.bind(document) : null;
    const done = exec ? (insert ? exec("insertText", false, insert) : exec("delete")) : false;
    if (!done || el.value !== edit.text) {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setter?.call(el, edit.text);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  el.focus();
  el.setSelectionRange(edit.start, edit.end);
}

/** Inserts text at the selection (an emoji), leaving the caret after it. */
export function insertAtSelection(el: HTMLTextAreaElement, insert: string) {
  const { selectionStart: start, selectionEnd: end, value } = el;
  const text = value.slice(0, start) + insert + value.slice(end);
  applyEdit(el, { text, start: start + insert.length, end: start + insert.length });
}
