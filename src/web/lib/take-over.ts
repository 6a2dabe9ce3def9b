/**
 * The server may send a signed-out screen's markup inside #root (rendered at build time, src/web/prerender/), so it
 * paints before any JavaScript. The app then renders the same screen over it, and carries over what the visitor did
 * meanwhile: text typed into a field (read from the replaced element at that moment, so no keystroke is lost), a
 * changed select or box, the focus with its caret, then the clicks and submits index.html's script recorded, in
 * order. Controls are matched by their position among the screen's controls (the markup is the same).
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
type Control = HTMLElement;

const CONTROLS = "a[href], button, input, select, textarea";
/**
 * Where the controls are matched: a signed-in page's content (the shell around it differs between a phone and a
 * desktop, and its menus fill in after the first render), else the whole screen.
 */
const region = (root: HTMLElement): HTMLElement => root.querySelector<HTMLElement>("#main-content") ?? root;
const isField = (el: Element | null | undefined): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

function setNativeValue(el: Field | HTMLSelectElement, value: string) {
  // React tracks the value it last set: the prototype's setter plus an event makes it see a change.
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

declare global {
  interface Window {
    /** Clicked buttons and submitted forms of the prerendered screen, recorded by index.html's script. */
    __ppEarly?: Element[];
  }
}

export interface PrerenderedScreen {
  /** Call once the app's first render is in the page; false while its screen is not there yet. */
  restore(): boolean;
  /** The app shows something else (e.g. it went on to another page): drop what was recorded. */
  abandon(): void;
}

/** Watches #root's prerendered markup, if any (undefined when the page came without it). */
export function watchPrerendered(root: HTMLElement, win: Window = window): PrerenderedScreen | undefined {
  if (!root.hasAttribute("data-prerendered")) return undefined;
  const area = region(root);
  const before = Array.from(area.querySelectorAll<Control>(CONTROLS));
  const forms = Array.from(area.querySelectorAll("form"));
  let focused: Element | null = root.contains(document.activeElement) ? document.activeElement : null;
  const onFocus = (e: FocusEvent) => {
    focused = e.target as Element;
  };
  root.addEventListener("focusin", onFocus);
  const stop = () => {
    root.removeEventListener("focusin", onFocus);
    root.removeAttribute("data-prerendered");
  };
  return {
    abandon() {
      stop();
      win.__ppEarly?.splice(0);
    },
    restore() {
      const after = Array.from(region(root).querySelectorAll<Control>(CONTROLS));
      const replaced = area === root ? !root.contains(before[0] ?? null) : !root.contains(area);
      if (!replaced || after.length !== before.length) return false;
      stop();
      before.forEach((old, i) => {
        const next = after[i]!;
        if (old.tagName !== next.tagName) return;
        if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
          if (next instanceof HTMLInputElement && old.checked !== next.checked) next.click();
        } else if (isField(old) && isField(next)) {
          if (old.value !== old.defaultValue && old.value !== next.value) setNativeValue(next, old.value);
        } else if (old instanceof HTMLSelectElement && next instanceof HTMLSelectElement) {
          const initial = Array.from(old.options).find((o) => o.defaultSelected)?.value ?? old.options[0]?.value;
          if (old.value !== initial && old.value !== next.value) setNativeValue(next, old.value);
        }
      });
      const at = focused ? before.indexOf(focused as Control) : -1;
      const active = document.activeElement;
      if (at >= 0 && (!active || active === document.body)) {
        const next = after[at]!;
        next.focus({ preventScroll: true });
        const old = before[at];
        if (isField(old) && isField(next)) {
          try {
            next.setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined);
          } catch {
            // no caret in this input type (email): it stays at the end
          }
        }
      }
      for (const el of win.__ppEarly?.splice(0) ?? []) {
        const form = forms.indexOf(el as HTMLFormElement);
        if (form >= 0) region(root).querySelectorAll("form")[form]?.requestSubmit();
        const button = before.indexOf(el as Control);
        if (button >= 0) after[button]?.click();
      }
      return true;
    },
  };
}
