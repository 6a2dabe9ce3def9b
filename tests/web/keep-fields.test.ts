// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { keepFieldsWhileHydrating } from "@/lib/app/keep-fields";

/**
 * What React does on a discrete event whose field it has not hydrated yet, in its capture listener on #root: it
 * hydrates the field then and there (its fiber key on the node), setting a textarea's text again, which in Chromium
 * puts the caret at the start (and drops typed text).
 */
function reactOn(root: HTMLElement, type: string, serverText: string) {
  const hydrate = (e: Event) => {
    const el = e.target as HTMLTextAreaElement;
    (el as unknown as Record<string, unknown>).__reactFiber$test = {};
    el.value = serverText;
    el.setSelectionRange(0, 0);
  };
  root.addEventListener(type, hydrate, true);
  return () => root.removeEventListener(type, hydrate, true);
}

function page(text: string) {
  const root = document.createElement("div");
  root.id = "root";
  const note = document.createElement("textarea");
  note.defaultValue = text;
  root.append(note);
  document.body.append(root);
  return { root, note };
}

afterEach(() => document.body.replaceChildren());

describe("keepFieldsWhileHydrating", () => {
  it("keeps the caret where it was when a key makes React hydrate the field (the key then goes there)", () => {
    const { root, note } = page("Draft idea");
    const stop = keepFieldsWhileHydrating(root);
    reactOn(root, "keydown", "Draft idea");
    note.focus();
    note.setSelectionRange(10, 10);
    note.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    // where the browser inserts the key: without the guard at 0 (" moreDraft idea")
    expect([note.selectionStart, note.selectionEnd]).toEqual([10, 10]);
    stop();
  });

  it("keeps a selection (select all, then type: the new text replaces the old)", () => {
    const { root, note } = page("Draft idea");
    const stop = keepFieldsWhileHydrating(root);
    reactOn(root, "textInput", "Draft idea");
    note.setSelectionRange(0, 10);
    note.dispatchEvent(new Event("textInput", { bubbles: true }));
    expect([note.selectionStart, note.selectionEnd]).toEqual([0, 10]);
    stop();
  });

  it("keeps text typed before React hydrated the field, and keeps it from React's value tracker", () => {
    const { root, note } = page("Draft idea");
    const stop = keepFieldsWhileHydrating(root);
    note.value = "Draft idea, typed before";
    reactOn(root, "input", "Draft idea");
    note.dispatchEvent(new Event("input", { bubbles: true }));
    expect(note.value).toBe("Draft idea, typed before");
    stop();
  });

  it("leaves a field React has hydrated alone, and a listener left from an event that missed its target", () => {
    const { root, note } = page("Draft idea");
    const stop = keepFieldsWhileHydrating(root);
    // an event that never reaches the field's own listeners: stopped on the way, before React hydrated anything
    root.addEventListener("focusin", (e) => e.stopPropagation(), { capture: true, once: true });
    note.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    // later, hydrated, the app changes the text, then the field gets the focus again
    (note as unknown as Record<string, unknown>).__reactFiber$test = {};
    note.value = "Changed by the app";
    note.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(note.value).toBe("Changed by the app");
    stop();
  });

  it("does nothing once stopped", () => {
    const { root, note } = page("Draft idea");
    keepFieldsWhileHydrating(root)();
    reactOn(root, "keydown", "Draft idea");
    note.setSelectionRange(10, 10);
    note.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(note.selectionStart).toBe(0);
  });
});

describe("the fields' defaults while hydrating", () => {
  it("writing a field's default text or state, type or name with what it holds changes nothing in the page", async () => {
    const { root, note } = page("Draft idea");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.defaultChecked = true;
    const name = document.createElement("input");
    name.defaultValue = "Ada";
    name.type = "text";
    name.name = "first-name";
    root.append(box, name);
    const stop = keepFieldsWhileHydrating(root);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    // as React's hydration does: each default written again, equal
    note.defaultValue = "Draft idea";
    name.defaultValue = "Ada";
    name.type = "text";
    name.name = "first-name";
    box.type = "checkbox";
    box.defaultChecked = true;
    await Promise.resolve();
    expect(changes).toEqual([]);
    // a different one is written
    note.defaultValue = "Another idea";
    expect(note.defaultValue).toBe("Another idea");
    stop();
    observer.disconnect();
    // and once stopped the fields are as they were (no property of their own left)
    expect(Object.hasOwn(note, "defaultValue")).toBe(false);
    expect(Object.hasOwn(box, "defaultChecked")).toBe(false);
  });
});
