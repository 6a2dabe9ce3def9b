import { hydrated, isField, type Field } from "./take-over";

/**
 * The discrete events React listens to that a field can receive: on each, React hydrates the field at once, in its
 * listener on #root, before the browser's default action (typed text goes in between `textInput` and `input`).
 */
const EVENTS = [
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "textInput",
  "input",
  "change",
  "select",
  "compositionstart",
  "compositionupdate",
  "compositionend",
  "paste",
  "cut",
  "copy",
  "drop",
  "dragstart",
  "dragend",
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "click",
  "dblclick",
  "auxclick",
  "contextmenu",
  "touchstart",
  "touchend",
  "touchcancel",
  "focusin",
  "focusout",
  "invalid",
] as const;

type Selection = [number | null, number | null, Field["selectionDirection"]];

function selectionOf(el: Field): Selection | null {
  try {
    return [el.selectionStart, el.selectionEnd, el.selectionDirection];
  } catch {
    return null; // no caret in this input type
  }
}

const setValue = (el: Field, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")?.set?.call(el, value);

/** What React's hydration writes again on every field (an input's type and name too), each one a change to the page. */
const WRITTEN = ["defaultValue", "defaultChecked", "type", "name"] as const;
type Written = (typeof WRITTEN)[number];

/**
 * Makes writing a field's default text, a box's default state, an input's type or name with what it already holds do
 * nothing. React's hydration writes them again for every field: a textarea's text node is replaced (which, in
 * Chromium, also puts a caret at the start), an input's attributes set; each one made the browser lay out and paint
 * the whole page again, frame after frame while the page hydrated (measured in docs/architecture/web-shell.md).
 * Answers how to give the fields their own behaviour back.
 */
function skipEqualWrites(fields: Field[]): () => void {
  const patched: [Field, Written][] = [];
  for (const el of fields) {
    for (const name of WRITTEN) {
      const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, name);
      if (!own?.get || !own.set) continue;
      const { get, set } = own;
      Object.defineProperty(el, name, {
        configurable: true,
        get: () => get.call(el) as unknown,
        set: (next: unknown) => {
          if (get.call(el) !== (name === "defaultChecked" ? Boolean(next) : String(next))) set.call(el, next);
        },
      });
      patched.push([el, name]);
    }
  }
  return () => {
    for (const [el, name] of patched) delete (el as unknown as Partial<Record<Written, unknown>>)[name];
  };
}

/**
 * Keeps a server-rendered page's fields as they are while React hydrates them: their text and caret, and the page's
 * layout (`skipEqualWrites`). React hydrates a field in the middle of an event that reaches it; hydrating a
 * textarea set its text again, so the key, paste or text that made React hydrate it landed at the start of the note
 * ("Draft idea" + End + " more" gave " moreDraft idea"; selecting all and typing kept the old text after the new),
 * and a field typed into before it was hydrated got the server's text back. Each such event's field is noted in the
 * capture phase on the window, before React's listener on #root, and put back at the target, after it and before the
 * browser acts. The text goes back past React's value tracker, so the app hears of it as a change with the next input
 * event (and `carry-typed.ts` gives it once the page is the app's). Answers how to stop.
 */
export function keepFieldsWhileHydrating(root: HTMLElement, win: Window = window): () => void {
  const restoreWrites = skipEqualWrites(
    Array.from(root.querySelectorAll("input, textarea")).filter((el): el is Field => isField(el)),
  );
  const onEvent = (e: Event) => {
    const el = e.target;
    if (!(el instanceof Element) || !isField(el) || !root.contains(el) || hydrated(el)) return;
    const value = el.value;
    const selection = selectionOf(el);
    el.addEventListener(
      e.type,
      (at) => {
        // a listener added during a dispatch that does not reach the target (a focus event) waits for the next one
        if (at !== e || !hydrated(el)) return;
        if (el.value !== value) setValue(el, value);
        const now = selectionOf(el);
        if (selection && now && (now[0] !== selection[0] || now[1] !== selection[1]))
          el.setSelectionRange(selection[0], selection[1], selection[2] ?? undefined);
      },
      { once: true },
    );
  };
  for (const type of EVENTS) win.addEventListener(type, onEvent, true);
  return () => {
    for (const type of EVENTS) win.removeEventListener(type, onEvent, true);
    restoreWrites();
  };
}
