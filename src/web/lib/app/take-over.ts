import { onPageEffects } from "./page-effects";

/**
 * The server may send a screen's markup inside #root (a signed-out screen rendered at build time, src/web/prerender/,
 * or a signed-in page rendered per request), so it paints before any JavaScript. The app then either renders the same
 * screen over it (the signed-out screens, whose markup may be in another language), or hydrates it (a signed-in page:
 * React adopts the server's nodes instead of making new ones, `hydrating`/`adopt`). Either way it carries over what
 * the visitor did meanwhile: text typed into a field (read from the replaced element at that moment, so no keystroke
 * is lost), a changed select or box, a <details> opened or closed, the focus with its caret, then the clicks and
 * submits index.html's script recorded, in order. Controls are matched by their position among the screen's controls
 * (the markup is the same); the shell's buttons around a signed-in page by their name.
 */
export type Field = HTMLInputElement | HTMLTextAreaElement;
type Control = HTMLElement;

// a <details>' summary too: Inspirations' cards open their example (its state and focus are carried over)
const CONTROLS = "a[href], button, input, select, textarea, summary";
/**
 * Where the controls are matched: a signed-in page's content (the shell around it differs between a phone and a
 * desktop, and its menus fill in after the first render), else the whole screen.
 */
const region = (root: HTMLElement): HTMLElement => root.querySelector<HTMLElement>("#main-content") ?? root;
export const isField = (el: Element | null | undefined): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** What a control is called: its label, else its text. */
const nameOf = (el: Element) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";

/**
 * The app's control for one of the shell's around the page (its header's buttons): the one with the same tag and
 * name outside the page's content, when only one has it (the shell's layout differs between a phone and a desktop,
 * so positions do not match there).
 */
function shellTwin(old: Element, root: HTMLElement): Control | undefined {
  const name = nameOf(old);
  if (!name) return undefined;
  const content = region(root);
  const same = Array.from(root.querySelectorAll<Control>(old.tagName)).filter(
    (el) => !content.contains(el) && nameOf(el) === name,
  );
  return same.length === 1 ? same[0] : undefined;
}

/**
 * A click as a person makes it: the pointer goes down, then the click. A menu button opens on the pointer going down
 * (it has no click handler), every other control on the click.
 */
function press(el: Control) {
  el.dispatchEvent(
    new PointerEvent("pointerdown", {
      bubbles: true,
      cancelable: true,
      button: 0,
      isPrimary: true,
      pointerType: "mouse",
    }),
  );
  el.click();
}

export function setNativeValue(el: Field | HTMLSelectElement, value: string) {
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
  /**
   * Call once the app's render is in the page: false while its screen is not there yet; true once it is (then the
   * typed text, boxes and focus are carried over), and on every later call.
   */
  restore(): boolean;
  /**
   * Calls `restore` whenever the app changes the page, until it succeeds (then `onTaken`), however long the app takes
   * to show that screen, or until the app goes to another address (then what was recorded is dropped). Answers how
   * to stop watching.
   */
  watch(onTaken: () => void): () => void;
  /**
   * Once restored: replays the recorded clicks and submits on the app's controls. Call it after the app's own effects
   * have run on that screen (its forms' and requests' set-up), which would otherwise undo or drop what they do.
   */
  replay(): void;
  /** The app shows something else (e.g. it went on to another page): drop what was recorded. */
  abandon(): void;
  /**
   * A signed-in page the server rendered in the language the app starts in: the app can hydrate it (its first
   * render is that markup, node for node).
   */
  hydratable(): boolean;
  /**
   * Call just before hydrating: notes what was typed into the fields (hydration keeps an input's typed value but puts
   * a textarea's server text back). Keys typed meanwhile reach the app (React hydrates at once the part they reach);
   * clicks and submits are still recorded, and kept from the app, until the page is hydrated: `replay` then gives
   * them in order (a click the app received before an earlier recorded one would act on a state without it).
   */
  hydrating(): void;
  /**
   * After the app's first commit: true when it hydrated the markup (the same nodes are the app's now; what was typed
   * is given to it as input events, the focus is where it was), false when it rendered anew (the markup differed):
   * then `watch` carries things over as for a screen rendered over.
   */
  adopt(): boolean;
}

/**
 * Notes what was typed into a hydrated page's controls before its hydration, and answers how to give it to the app
 * once hydrated (`carry-typed.ts`; the signed-out screens, which are rendered over, do without its code).
 */
export type NoteTyped = (controls: HTMLElement[], root: HTMLElement) => () => void;

/**
 * Pages the app still renders over rather than hydrates: the Post Editor, whose text keeps arriving while the app
 * loads and which makes the post on the first key (keys typed while it hydrated were lost in e2e; its take-over
 * carries every key, editor-server-render.spec.ts).
 */
const TAKEN_OVER = /^\/editor(\/|$)/;

/** How long a hydrated page's signal is waited for before its controls are looked at instead. */
const SIGNAL_WAIT_MS = 3000;

/**
 * Whether React has hydrated this element (attached its fiber: React's own key on the node, `__reactFiber$…`, the
 * one sign of it a page can read; hydration changes nothing else in the DOM).
 */
export const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));

/** Watches #root's prerendered markup, if any (undefined when the page came without it). */
export function watchPrerendered(
  root: HTMLElement,
  win: Window = window,
  noteTyped?: NoteTyped,
): PrerenderedScreen | undefined {
  if (!root.hasAttribute("data-prerendered")) return undefined;
  const area = region(root);
  const before = Array.from(area.querySelectorAll<Control>(CONTROLS));
  const earlyForms = Array.from(area.querySelectorAll("form"));
  let focused: Element | null = root.contains(document.activeElement) ? document.activeElement : null;
  const onFocus = (e: FocusEvent) => {
    focused = e.target as Element;
  };
  root.addEventListener("focusin", onFocus);
  let listening = true;
  const stop = () => {
    listening = false;
    root.removeEventListener("focusin", onFocus);
    root.removeAttribute("data-prerendered");
  };
  const path = win.location.pathname;
  let restored = false;
  let recorded: Element[] = [];
  let matched: Control[] = [];
  let reviveTyped: (() => void) | null = null;
  const screen: PrerenderedScreen = {
    hydratable() {
      const lng = document.documentElement.getAttribute("data-lng");
      return (
        area !== root &&
        (!lng || lng === root.getAttribute("data-prerendered")) &&
        !TAKEN_OVER.test(win.location.pathname)
      );
    },
    hydrating() {
      reviveTyped = noteTyped?.(before, root) ?? (() => {});
    },
    adopt() {
      if (restored) return true;
      // every control still there is the app's (one the app took away since, as it may, is not waited for)
      const kept = before.filter((el) => root.contains(el));
      if (!reviveTyped || !(kept.length ? kept.every(hydrated) : hydrated(area))) return false;
      stop();
      recorded = win.__ppEarly?.splice(0) ?? [];
      restored = true;
      matched = before;
      reviveTyped();
      return true;
    },
    abandon() {
      stop();
      win.__ppEarly?.splice(0);
      recorded = [];
    },
    restore() {
      if (restored) return true;
      const after = Array.from(region(root).querySelectorAll<Control>(CONTROLS));
      const replaced = reviveTyped
        ? before.some((el) => !root.contains(el)) // a hydration that met other markup rendered it anew
        : area === root
          ? !root.contains(before[0] ?? null)
          : !root.contains(area);
      if (!replaced) return false;
      if (listening) {
        // the prerendered markup is gone, so is what could be done to it: the app's own page shows and works
        // (nothing hidden, its submits not held) while its screen may still be on the way
        stop();
        recorded = win.__ppEarly?.splice(0) ?? [];
      }
      if (after.length !== before.length) return false;
      restored = true;
      matched = after;
      before.forEach((old, i) => {
        const next = after[i]!;
        if (old.tagName !== next.tagName) return;
        if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
          if (next instanceof HTMLInputElement && old.checked !== next.checked) next.click();
        } else if (isField(old) && isField(next)) {
          if (old.value !== old.defaultValue && old.value !== next.value) setNativeValue(next, old.value);
        } else if (old.tagName === "SUMMARY") {
          const was = old.parentElement;
          const now = next.parentElement;
          if (was instanceof HTMLDetailsElement && now instanceof HTMLDetailsElement && was.open !== now.open)
            now.open = was.open;
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
      return true;
    },
    watch(onTaken) {
      if (screen.adopt() || screen.restore()) {
        onTaken();
        return () => {};
      }
      // hydrating: the page is the app's once its own commit's effects have run (`page-effects.ts`); a page without
      // the signal is looked at each frame after a while (its controls then hold React's key)
      let frame = 0;
      let timer = 0;
      let stopSignal = () => {};
      const taken = () => {
        observer.disconnect();
        stopSignal();
        cancelAnimationFrame(frame);
        onTaken();
      };
      const poll = () => {
        if (screen.adopt()) taken();
        else frame = requestAnimationFrame(poll);
      };
      if (reviveTyped) {
        stopSignal = onPageEffects(() => {
          if (screen.adopt()) taken();
        });
        timer = window.setTimeout(() => {
          if (!restored) frame = requestAnimationFrame(poll);
        }, SIGNAL_WAIT_MS);
      }
      const observer = new MutationObserver(() => {
        if (win.location.pathname !== path) {
          observer.disconnect();
          screen.abandon();
        } else if (screen.restore()) taken();
      });
      observer.observe(root, { childList: true, subtree: true });
      return () => {
        observer.disconnect();
        stopSignal();
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
      };
    },
    replay() {
      // the app may have drawn the screen again since: its controls now, when they still match
      const now = Array.from(region(root).querySelectorAll<Control>(CONTROLS));
      const controls = now.length === matched.length ? now : matched;
      const forms = Array.from(region(root).querySelectorAll("form"));
      for (const el of recorded.splice(0)) {
        const form = earlyForms.indexOf(el as HTMLFormElement);
        if (form >= 0) forms[form]?.requestSubmit();
        const button = before.indexOf(el as Control);
        const twin = button >= 0 ? controls[button] : area.contains(el) ? undefined : shellTwin(el, root);
        if (twin) press(twin);
      }
    },
  };
  return screen;
}
