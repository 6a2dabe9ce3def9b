import type { KeyboardEvent as ReactKeyboardEvent } from "react";

/**
 * An element that keeps some Ctrl/Cmd+<key> shortcuts for itself sets this attribute to those keys, space
 * separated: the post editor's text sets `data-own-shortcuts="b i"` so that Ctrl/Cmd+B means bold there (and not
 * "collapse the sidebar").
 */
export const OWN_SHORTCUTS_ATTRIBUTE = "data-own-shortcuts";

/**
 * Whether a keydown is the app-wide Ctrl/Cmd+<key> shortcut (SPEC §9). Global on purpose, also inside text
 * fields, except where the focused element or an ancestor owns that key. (Not "unless defaultPrevented": the
 * palette's own list calls preventDefault on Ctrl+K, which must still close it.)
 */
export function isGlobalShortcut(e: KeyboardEvent, key: string): boolean {
  if (e.key.toLowerCase() !== key || !(e.metaKey || e.ctrlKey) || e.altKey || e.shiftKey) return false;
  const owner = e.target instanceof Element ? e.target.closest(`[${OWN_SHORTCUTS_ATTRIBUTE}]`) : null;
  return !owner?.getAttribute(OWN_SHORTCUTS_ATTRIBUTE)?.split(/\s+/).includes(key);
}

/**
 * Ctrl/Cmd+Enter: "send" from a text where Enter is a new line (a form's fields, a note, Generate Post's topic). Not
 * while an input method is composing a character (its Enter confirms the character).
 */
export function isSubmitShortcut(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}): boolean {
  return e.key === "Enter" && (e.ctrlKey || e.metaKey) && !e.nativeEvent?.isComposing;
}

/** A form's `onKeyDown`: Ctrl/Cmd+Enter in any of its fields submits it (its own checks and submit run). */
export function submitOnCtrlEnter(e: ReactKeyboardEvent<HTMLFormElement>) {
  if (!isSubmitShortcut(e)) return;
  e.preventDefault();
  e.currentTarget.requestSubmit();
}
