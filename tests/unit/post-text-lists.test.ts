import { describe, expect, it } from "vitest";
import { linkedInLength, listMarker, LINKEDIN_POST_LIMIT, toggleList, visibleLength } from "../../src/shared/post-text";
import { toLittleText } from "../../src/shared/post-text/little-text";

describe("lists", () => {
  const text = "Intro\nfirst\nsecond\n\nthird\nOutro";
  const sel = [text.indexOf("first"), text.indexOf("third") + 2]; // from inside "first" to inside "third"

  it("bullets the selected lines only (blank lines stay blank), and the selection covers them", () => {
    const r = toggleList(text, sel[0], sel[1], "bullet");
    expect(r.text).toBe("Intro\n• first\n• second\n\n• third\nOutro");
    expect(r.text.slice(r.start, r.end)).toBe("• first\n• second\n\n• third");
  });

  it("toggles off when every selected line is already that list", () => {
    const on = toggleList(text, sel[0], sel[1], "bullet");
    expect(toggleList(on.text, on.start, on.end, "bullet").text).toBe(text);
  });

  it("numbers from 1, and replaces another list's markers", () => {
    const bullets = toggleList(text, sel[0], sel[1], "bullet", "✅");
    expect(bullets.text).toBe("Intro\n✅ first\n✅ second\n\n✅ third\nOutro");
    const numbered = toggleList(bullets.text, bullets.start, bullets.end, "number");
    expect(numbered.text).toBe("Intro\n1. first\n2. second\n\n3. third\nOutro");
    expect(toggleList(numbered.text, numbered.start, numbered.end, "number").text).toBe(text);
  });

  it("works on a caret (its line), on the first and last lines, and with a selection ending after a line break", () => {
    expect(toggleList("one\ntwo", 0, 0, "bullet").text).toBe("• one\ntwo");
    expect(toggleList("one\ntwo", 7, 7, "number").text).toBe("one\n1. two");
    expect(toggleList("one\ntwo\n", 0, 4, "bullet").text).toBe("• one\ntwo\n"); // "one\n" selected: one line
    expect(toggleList("", 0, 0, "bullet").text).toBe("");
  });

  it("reads a line's marker", () => {
    expect(listMarker("• x")).toBe("• ");
    expect(listMarker("12. x")).toBe("12. ");
    expect(listMarker("👉 x")).toBe("👉 ");
    expect(listMarker("plain")).toBe("");
  });
});

describe("counting", () => {
  it("counts UTF-16 units against LinkedIn's 3000 (styled letters and emoji count more), and visible characters", () => {
    expect(LINKEDIN_POST_LIMIT).toBe(3000);
    expect(linkedInLength("abc")).toBe(3);
    expect(linkedInLength("𝗯𝗼𝗹𝗱")).toBe(8);
    expect(visibleLength("𝗯𝗼𝗹𝗱")).toBe(4);
    expect(linkedInLength("👩‍💻")).toBe(5);
    expect(visibleLength("👩‍💻 👍🏽 🇫🇷 é")).toBe(7);
    expect(visibleLength("e\u0301")).toBe(1);
  });

  it("counts the text as sent to LinkedIn: each reserved character twice, hashtags, mentions and plain text once", () => {
    expect(linkedInLength("(a)")).toBe(5);
    expect(linkedInLength("#tag #1 C# a_b")).toBe(17);
    expect(linkedInLength("@[Ada](urn:li:person:x) https://x.y/a_b")).toBe(40);
    for (const text of ["", "Hello (world) #tag", "#customer_success *bold* 1) ~x~ \\ @ada", "🚀 #launch 𝗯 {x}"])
      expect(linkedInLength(text), text).toBe(toLittleText(text).length);
  });
});
