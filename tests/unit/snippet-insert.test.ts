import { describe, expect, it } from "vitest";
import { snippetEdit } from "../../src/web/features/editor/snippet-insert";

const HOOK = "I [mistake] for [time span]. It cost me [what it cost].";
const selected = (e: { text: string; start: number; end: number }) => e.text.slice(e.start, e.end);

describe("a snippet put into the post", () => {
  it("fills an empty post and selects its first part to type over", () => {
    const e = snippetEdit("", 0, 0, HOOK);
    expect(e.text).toBe(HOOK);
    expect(selected(e)).toBe("[mistake]");
  });

  it("opens a post as its own paragraph, the rest after a blank line", () => {
    const e = snippetEdit("Body of the post.", 0, 0, HOOK);
    expect(e.text).toBe(`${HOOK}\n\nBody of the post.`);
    expect(e.start).toBe(2);
  });

  it("ends a post after a blank line, whatever the caret's line had", () => {
    const body = "Hook line\n\nBody.";
    const e = snippetEdit(body, body.length, body.length, "Your turn: [question]");
    expect(e.text).toBe("Hook line\n\nBody.\n\nYour turn: [question]");
    expect(selected(e)).toBe("[question]");
    expect(snippetEdit("Body.\n", 6, 6, "End.").text).toBe("Body.\n\nEnd.");
  });

  it("replaces a selection, and puts the caret after a snippet without parts", () => {
    const e = snippetEdit("Keep. Drop this. Keep too.", 6, 16, "Done.");
    expect(e.text).toBe("Keep.\n\nDone.\n\nKeep too.");
    expect(e.start).toBe(e.end);
    expect(e.text.slice(0, e.start)).toBe("Keep.\n\nDone.");
  });

  it("counts in UTF-16 like the textarea, after an emoji", () => {
    const e = snippetEdit("🚀 Launch", 9, 9, HOOK);
    expect(e.text).toBe(`🚀 Launch\n\n${HOOK}`);
    expect(selected(e)).toBe("[mistake]");
  });
});
