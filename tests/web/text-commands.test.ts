// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { applyEdit, changedRange, insertAtSelection } from "@/features/editor/text-commands";

describe("changedRange", () => {
  it("finds the smallest replaced range", () => {
    expect(changedRange("hello world", "hello brave world")).toEqual({ from: 6, to: 6, insert: "brave " });
    expect(changedRange("abc", "abc")).toEqual({ from: 3, to: 3, insert: "" });
    expect(changedRange("abcdef", "abXYef")).toEqual({ from: 2, to: 4, insert: "XY" });
  });

  it("never splits a surrogate pair (styled letters share their first unit)", () => {
    // 𝗮 and 𝗯 share the high surrogate \uD835
    const r = changedRange("x𝗮y", "x𝗯y");
    expect(r).toEqual({ from: 1, to: 3, insert: "𝗯" });
    const e = changedRange("𝗮𝗯", "𝗮𝗰");
    expect(e.insert).toBe("𝗰");
  });
});

describe("applyEdit", () => {
  it("changes the textarea, sends input, and selects the result (value fallback where insertText is missing)", () => {
    const el = document.createElement("textarea");
    document.body.append(el);
    el.value = "make bold";
    let inputs = 0;
    el.addEventListener("input", () => inputs++);
    applyEdit(el, { text: "make 𝗯𝗼𝗹𝗱", start: 5, end: 13 });
    expect(el.value).toBe("make 𝗯𝗼𝗹𝗱");
    expect([el.selectionStart, el.selectionEnd]).toEqual([5, 13]);
    expect(inputs).toBe(1);
    el.setSelectionRange(4, 4);
    insertAtSelection(el, "🚀");
    expect(el.value).toBe("make🚀 𝗯𝗼𝗹𝗱");
    expect(el.selectionStart).toBe(6);
  });
});
