import { describe, expect, it, vi } from "vitest";
import { bookmarkletCode } from "../../src/shared/saved-posts/bookmarklet";

/** Runs the bookmarklet's code against a stand-in window: what it opens, and nothing else it may touch. */
function run(code: string, page: { href: string; selection: string; popupBlocked?: boolean }) {
  const open = vi.fn(() => (page.popupBlocked ? null : {}));
  const location = { href: page.href };
  const fakeWindow = { getSelection: () => page.selection, open };
  // no fetch, XMLHttpRequest or document: the code may not use them (it would throw)
  new Function("window", "location", code.replace(/^javascript:/, ""))(fakeWindow, location);
  return { open, location };
}

describe("bookmarkletCode", () => {
  it("only opens the app's new saved post page with the URL and the selection", () => {
    const code = bookmarkletCode("https://app.example/");
    const { open } = run(code, {
      href: "https://www.linkedin.com/feed/update/urn:li:activity:1/",
      selection: "Hi & bye",
    });
    expect(open).toHaveBeenCalledWith(
      "https://app.example/saved-posts/new?url=https%3A%2F%2Fwww.linkedin.com%2Ffeed%2Fupdate%2Furn%3Ali%3Aactivity%3A1%2F&text=Hi%20%26%20bye",
      "_blank",
    );
    expect(code).not.toMatch(/fetch|XMLHttpRequest|createElement|sendBeacon|import\(/);
  });

  it("navigates the tab when a popup is blocked, and cuts a long selection", () => {
    const { location } = run(bookmarkletCode("https://app.example"), {
      href: "https://example.com/",
      selection: "x".repeat(5000),
      popupBlocked: true,
    });
    expect(location.href).toMatch(
      /^https:\/\/app\.example\/saved-posts\/new\?url=https%3A%2F%2Fexample\.com%2F&text=x{3000}$/,
    );
  });
});
