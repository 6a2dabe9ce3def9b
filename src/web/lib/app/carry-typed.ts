import { keepFieldsWhileHydrating } from "./keep-fields";
import { isField, setNativeValue, type Field, type NoteTyped } from "./take-over";

/** A field's value (or a box's state) typed before hydration, and the server's. */
interface Typed {
  el: HTMLElement;
  typed: string | boolean;
  server: string | boolean;
  selection: [number | null, number | null, Field["selectionDirection"]] | null;
}

function typedInto(el: HTMLElement): Typed | null {
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
    return el.checked === el.defaultChecked
      ? null
      : { el, typed: el.checked, server: el.defaultChecked, selection: null };
  if (isField(el)) {
    if (el.value === el.defaultValue) return null;
    let selection: Typed["selection"] = null;
    try {
      selection = [el.selectionStart, el.selectionEnd, el.selectionDirection];
    } catch {
      // no caret in this input type
    }
    return { el, typed: el.value, server: el.defaultValue, selection };
  }
  if (el instanceof HTMLSelectElement) {
    const initial = Array.from(el.options).find((o) => o.defaultSelected)?.value ?? el.options[0]?.value ?? "";
    return el.value === initial ? null : { el, typed: el.value, server: initial, selection: null };
  }
  return null;
}

/** Gives a hydrated control what was typed into it before: as an input event React sees as a change. */
function revive({ el, typed, server, selection }: Typed) {
  if (el instanceof HTMLInputElement && typeof typed === "boolean") {
    if (el.checked !== typed) return; // changed since, through the app
    el.checked = !typed; // through React's tracker: it now holds the other state, and the click gives it this one
    el.click();
    return;
  }
  if (el instanceof HTMLSelectElement) {
    if (el.value !== typed) setNativeValue(el, String(typed));
    return;
  }
  if (!isField(el) || typeof typed !== "string") return;
  // typed again since hydration began: the app received those keys itself
  if (el.value !== typed && el.value !== server) return;
  el.value = String(server); // through React's tracker (an own property of the node): it holds the server's text
  setNativeValue(el, typed);
  if (selection && document.activeElement === el) {
    try {
      el.setSelectionRange(selection[0], selection[1], selection[2] ?? undefined);
    } catch {
      // no caret in this input type
    }
  }
}

/**
 * `NoteTyped` for hydration: React's hydration keeps an input's typed value and a box's state in the DOM without
 * telling the app's state (and puts a textarea's server text back), so what was typed is noted before and given to
 * the app after as input events. Boxes and selects first: the app's render after each may set a field's value
 * again, which would put a caret given before at the end. Meanwhile the fields React hydrates in the middle of a key
 * or a press keep their text and caret (`keep-fields.ts`).
 */
export const noteTyped: NoteTyped = (controls, root) => {
  const typed = controls.map(typedInto).filter((t): t is Typed => t !== null);
  const text = (t: Typed) => Number(typeof t.typed === "string" && isField(t.el));
  const stopKeeping = keepFieldsWhileHydrating(root);
  return () => {
    stopKeeping();
    for (const t of typed.sort((a, b) => text(a) - text(b))) revive(t);
  };
};
