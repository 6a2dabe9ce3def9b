// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { EditorForm } from "@/features/editor/components/editor-form";
import { FeedText, type LiveText } from "@/features/editor/components/post-preview";
import { MemoryDraft } from "@/features/editor/draft-store";
import type { PostDraft } from "@/features/editor/post-draft";
import { textProblem } from "@/features/publishing/publishable";
import { setupTestI18n } from "./test-i18n";

// A keystroke in the editor renders nothing in React: the text area, its counter and the preview's folded-away
// rest follow the draft outside React's render (bench/editor: a render per key cost a third of the frame).

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

const draftOf = (body: string) =>
  new MemoryDraft({ body, firstComment: "", pillarId: null, mediaIds: [] } as PostDraft, () => {});

function renderForm(draft: MemoryDraft) {
  const commits: string[] = [];
  render(
    <Profiler id="form" onRender={(_, phase) => commits.push(phase)}>
      <EditorForm draft={draft} pillars={[]} />
    </Profiler>,
  );
  commits.length = 0;
  const area = screen.getByLabelText("Post", { exact: true }) as HTMLTextAreaElement;
  const counter = () => document.getElementById("post-body-counter")!.textContent;
  // as a keystroke does: the value changes (React's value tracker sees it), then the input event
  const type = (value: string) => fireEvent.input(area, { target: { value } });
  return { area, counter, type, commits };
}

describe("the editor's text and counter", () => {
  it("follow each keystroke without a React render", () => {
    const draft = draftOf("Hello");
    const { area, counter, type, commits } = renderForm(draft);
    expect(area.value).toBe("Hello");
    expect(counter()).toBe("5 / 3,000 characters · 5 visible characters");
    expect(area.getAttribute("aria-describedby")).toBe("post-body-counter");
    type("Hello!");
    type("Hello!!");
    expect(draft.value.body).toBe("Hello!!");
    expect(counter()).toBe("7 / 3,000 characters · 7 visible characters");
    expect(commits).toEqual([]);
  });

  it("take a text changed elsewhere (a restored copy, a resolved conflict)", () => {
    const draft = draftOf("Mine");
    const { area, counter } = renderForm(draft);
    act(() => draft.edit({ ...draft.value, body: "Theirs, 𝗯𝗼𝗹𝗱" }));
    expect(area.value).toBe("Theirs, 𝗯𝗼𝗹𝗱");
    expect(counter()).toBe("16 / 3,000 characters · 12 visible characters"); // a styled letter is 2 units
  });

  it("say at once when the text goes over LinkedIn's limit, and by how much as it grows", () => {
    const draft = draftOf("x".repeat(2999));
    const { type, counter, commits } = renderForm(draft);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    type("x".repeat(3001));
    expect(commits.length).toBe(1); // the counter turns red: the one render
    expect(counter()).toContain("1 character over LinkedIn's limit: shorten the post before scheduling it");
    // a screen reader is told once, when the text goes over: the status does not change with each key
    expect(status.textContent).toBe("Over LinkedIn's 3,000-character limit");
    type("x".repeat(3005));
    expect(counter()).toContain("5 characters over LinkedIn's limit: shorten the post before scheduling it");
    expect(counter()).toContain("3,005 / 3,000 characters");
    expect(status.textContent).toBe("Over LinkedIn's 3,000-character limit");
    expect(commits.length).toBe(1);
    type("x".repeat(3000));
    expect(status.textContent).toBe("");
    expect(counter()).not.toContain("over");
  });
});

describe("the counter counts as the server does: reserved characters twice (LinkedIn may count the escaped text)", () => {
  it("says which symbols count twice, and goes over at 2,990 characters with 20 of them, before scheduling", () => {
    const draft = draftOf("Hello (world) #tag");
    const { type, counter } = renderForm(draft);
    expect(counter()).toBe("20 / 3,000 characters · 18 visible characters · 2 symbols such as ( ) * _ count twice");
    type("Hello *world #tag");
    expect(counter()).toBe("18 / 3,000 characters · 17 visible characters · 1 symbol such as ( ) * _ counts twice");
    type(`${"a".repeat(2970)}${"(".repeat(20)}`);
    expect(counter()).toContain("3,010 / 3,000 characters");
    expect(counter()).toContain("10 characters over LinkedIn's limit: shorten the post before scheduling it");
    expect(screen.getByRole("status").textContent).toBe("Over LinkedIn's 3,000-character limit");
    expect(textProblem(draft.value.body)).toEqual({ kind: "tooLong", over: 10 });
    type("Plain text");
    expect(counter()).toBe("10 / 3,000 characters · 10 visible characters");
  });
});

describe("the preview's text", () => {
  function live(initial: string) {
    let value = initial;
    const listeners = new Set<() => void>();
    const text: LiveText = {
      get: () => value,
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    };
    return { text, set: (next: string) => act(() => ((value = next), listeners.forEach((l) => l()))) };
  }

  it("folded, follows typing in the folded-away rest without a render, and re-renders when the shown lines change", () => {
    const head = "one\ntwo\nthree\nfour";
    const { text, set } = live(`${head}\nfive`);
    const commits: string[] = [];
    render(
      <Profiler id="preview" onRender={(_, phase) => commits.push(phase)}>
        <FeedText text={text} />
      </Profiler>,
    );
    const shown = screen.getByTestId("preview-text");
    expect(shown.textContent).toBe(`${head}\nfive`);
    commits.length = 0;
    set(`${head}\nfive and six`);
    expect(shown.textContent).toBe(`${head}\nfive and six`);
    expect(commits).toEqual([]);
    set(`One\ntwo\nthree\nfour\nfive and six`);
    expect(shown.textContent).toBe(`One\ntwo\nthree\nfour\nfive and six`);
    expect(commits.length).toBe(1);
  });

  it("whole (a short text), follows every keystroke", () => {
    const { text, set } = live("Short #post");
    render(<FeedText text={text} />);
    set("Short #post, longer");
    expect(screen.getByTestId("preview-text").textContent).toBe("Short #post, longer");
    expect(screen.getByText("#post").tagName).toBe("SPAN");
  });

  it("takes a plain string too (Generate Post's variants)", () => {
    const { rerender } = render(<FeedText text={"a\nb\nc\nd\ne"} />);
    expect(screen.getByTestId("preview-text").textContent).toBe("a\nb\nc\nd\ne");
    rerender(<FeedText text={"a\nb\nc\nd\nf"} />);
    expect(screen.getByTestId("preview-text").textContent).toBe("a\nb\nc\nd\nf");
  });
});
