// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { clearLocalAnswers, hasUnsavedCookie, writeLocalAnswers } from "@/features/strategy/local-answers";

// The server cannot see localStorage: while the wizard holds answers the database has not, a cookie tells it to send
// /strategy without its server-rendered markup (src/web/prerender/render-page.tsx).
describe("the unsaved-answers cookie", () => {
  afterEach(() => {
    clearLocalAnswers(window.localStorage, "u1");
  });

  it("is set while answers are unsaved, and cleared once they are saved or dropped", () => {
    writeLocalAnswers(window.localStorage, "u1", { answers: { q: "a" }, unsaved: true });
    expect(hasUnsavedCookie(document.cookie)).toBe(true);
    writeLocalAnswers(window.localStorage, "u1", { answers: { q: "a" }, unsaved: false });
    expect(hasUnsavedCookie(document.cookie)).toBe(false);
    writeLocalAnswers(window.localStorage, "u1", { answers: { q: "b" }, unsaved: true });
    clearLocalAnswers(window.localStorage, "u1");
    expect(hasUnsavedCookie(document.cookie)).toBe(false);
  });

  it("is read from a Cookie header by its exact name and value", () => {
    expect(hasUnsavedCookie("a=1; pp-strategy-unsaved=1")).toBe(true);
    expect(hasUnsavedCookie("pp-strategy-unsaved=")).toBe(false);
    expect(hasUnsavedCookie("x-pp-strategy-unsaved=1")).toBe(false);
    expect(hasUnsavedCookie("")).toBe(false);
  });
});
