// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { Autosave } from "@/lib/autosave/autosave";
import { hasUnsavedNotesCookie, noteCopies, noteCopyKey, syncNotesCookie } from "@/features/notes/local-copies";
import { displayTimeZone, rememberTimeZone, renderInTimeZone, timeZoneFromCookie } from "@/lib/i18n/time-zone";

// What the server cannot see, told to it in cookies so that its render of /notes and /library is what the browser
// shows (src/web/prerender/render-page.tsx): a note's local copy (not saved yet), the browser's time zone.
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  syncNotesCookie();
  renderInTimeZone(undefined);
});

describe("the unsaved-notes cookie", () => {
  it("is set while a note's local copy is kept, and cleared once none is left", async () => {
    const save = () => Promise.reject(new Error("offline"));
    const saver = new Autosave(
      { version: 1, value: { body: "saved" } },
      {
        storageKey: noteCopyKey("n1"),
        save,
        load: save,
        storage: noteCopies(),
        deferLocal: (write) => (write(), () => {}),
      },
    );
    expect(hasUnsavedNotesCookie(document.cookie)).toBe(false);
    saver.edit({ body: "typed here" });
    expect(localStorage.getItem(noteCopyKey("n1"))).not.toBeNull();
    expect(hasUnsavedNotesCookie(document.cookie)).toBe(true);
    // another note's copy keeps it set when this one goes
    noteCopies().setItem(noteCopyKey("n2"), "{}");
    saver.edit({ body: "saved" });
    expect(localStorage.getItem(noteCopyKey("n1"))).toBeNull();
    expect(hasUnsavedNotesCookie(document.cookie)).toBe(true);
    noteCopies().removeItem(noteCopyKey("n2"));
    expect(hasUnsavedNotesCookie(document.cookie)).toBe(false);
    saver.dispose();
  });

  it("follows copies kept before it existed", () => {
    localStorage.setItem(noteCopyKey("old"), "{}");
    expect(hasUnsavedNotesCookie(document.cookie)).toBe(false);
    syncNotesCookie();
    expect(hasUnsavedNotesCookie(document.cookie)).toBe(true);
  });

  it("is read from a Cookie header by its exact name and value", () => {
    expect(hasUnsavedNotesCookie("a=1; pp-notes-unsaved=1")).toBe(true);
    expect(hasUnsavedNotesCookie("pp-notes-unsaved=")).toBe(false);
    expect(hasUnsavedNotesCookie("x-pp-notes-unsaved=1")).toBe(false);
  });
});

describe("the time-zone cookie", () => {
  it("carries the browser's zone, which the server's render shows dates in", () => {
    // a browser always knows its zone; a test machine without /etc/localtime or TZ does not
    const zone = "Europe/Paris";
    const options = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...options.call(this), timeZone: zone };
    });
    rememberTimeZone();
    expect(timeZoneFromCookie(document.cookie)).toBe(zone);
    // in the browser: its own zone (Intl's default)
    expect(displayTimeZone()).toBeUndefined();
    renderInTimeZone("a=b; pp-time-zone=America%2FNew_York");
    expect(displayTimeZone()).toBe("America/New_York");
    // a request that did not say: the render fails rather than showing the server's zone
    renderInTimeZone("a=b");
    expect(() => displayTimeZone()).toThrow(/time zone/);
  });
});
