import { describe, expect, it } from "vitest";
import { initialSource, validateMakeCarouselSearch } from "@/features/carousels/make/make-search";
import { narrowMakeEvent } from "@/features/carousels/make/make-events";

describe("Make a carousel's address", () => {
  it("keeps the first source it names and drops the rest", () => {
    expect(validateMakeCarouselSearch({ post: "p1", note: "n1" })).toEqual({ post: "p1" });
    expect(validateMakeCarouselSearch({ note: "n1", pillar: "x" })).toEqual({ note: "n1" });
    expect(validateMakeCarouselSearch({ pillar: "x", topic: "t" })).toEqual({ pillar: "x" });
    expect(validateMakeCarouselSearch({ topic: "Why tests" })).toEqual({ topic: "Why tests" });
    expect(validateMakeCarouselSearch({ other: "1" })).toEqual({});
  });

  it("refuses ids of the wrong type or length and cuts a huge topic", () => {
    expect(validateMakeCarouselSearch({ post: 12 })).toEqual({});
    expect(validateMakeCarouselSearch({ post: "x".repeat(65) })).toEqual({});
    expect(validateMakeCarouselSearch({ post: "" })).toEqual({});
    expect(validateMakeCarouselSearch({ topic: "a".repeat(5000) }).topic).toHaveLength(1000);
  });

  it("opens with the source the address names, else a topic", () => {
    expect(initialSource({ post: "p1" })).toEqual({ kind: "post", id: "p1" });
    expect(initialSource({ note: "n1" })).toEqual({ kind: "note", id: "n1" });
    expect(initialSource({ pillar: "x" })).toEqual({ kind: "pillar", id: "x" });
    expect(initialSource({})).toEqual({ kind: "topic", topic: undefined });
  });
});

describe("Make a carousel's stream events", () => {
  it("takes the contract's events", () => {
    expect(narrowMakeEvent({ type: "start", mode: "llm" })).toBeDefined();
    expect(narrowMakeEvent({ type: "thinking" })).toBeDefined();
    expect(
      narrowMakeEvent({ type: "slide", index: 0, slide: { layout: "cover", title: "Hi", subtitle: "" } }),
    ).toBeDefined();
    expect(
      narrowMakeEvent({ type: "error", code: "LLM_TIMEOUT", message: "m", templateAvailable: true }),
    ).toBeDefined();
    expect(narrowMakeEvent({ type: "done", mode: "template", carousel: { id: "c1" } })).toBeDefined();
  });

  it("refuses anything else: unknown types, bad modes, slides outside the schema, negative indexes", () => {
    expect(narrowMakeEvent(null)).toBeUndefined();
    expect(narrowMakeEvent("start")).toBeUndefined();
    expect(narrowMakeEvent({ type: "start", mode: "magic" })).toBeUndefined();
    expect(
      narrowMakeEvent({ type: "slide", index: -1, slide: { layout: "cover", title: "Hi", subtitle: "" } }),
    ).toBeUndefined();
    expect(narrowMakeEvent({ type: "slide", index: 0, slide: { layout: "video", url: "x" } })).toBeUndefined();
    expect(narrowMakeEvent({ type: "done", mode: "llm", carousel: {} })).toBeUndefined();
    expect(narrowMakeEvent({ type: "error", code: 1, message: "m", templateAvailable: true })).toBeUndefined();
    expect(narrowMakeEvent({ type: "delta", index: 0, text: "x" })).toBeUndefined();
  });
});
