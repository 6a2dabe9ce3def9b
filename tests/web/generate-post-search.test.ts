import { describe, expect, it } from "vitest";
import { validateGeneratePostSearch } from "@/features/generate-post/generate-post-search";

describe("Generate Post's address", () => {
  it("keeps the pillar and the prompt it was opened for (Prompts' Use, a strategy card's Write a post)", () => {
    expect(validateGeneratePostSearch({ pillar: "p1", promptId: "q1" })).toEqual({ pillar: "p1", promptId: "q1" });
    expect(validateGeneratePostSearch({ promptId: "q1" })).toEqual({ promptId: "q1" });
  });

  it("drops what is not an id: other parameters, wrong types, empty or huge values", () => {
    expect(validateGeneratePostSearch({ other: "x", pillar: 3, promptId: ["q"] })).toEqual({});
    expect(validateGeneratePostSearch({ pillar: "", promptId: "x".repeat(65) })).toEqual({});
  });
});
