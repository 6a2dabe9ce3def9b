import { describe, expect, it } from "vitest";
import {
  hookOf,
  toVariant,
  generationPrompt,
  variantsSchema,
  type PromptBrief,
} from "../../src/server/modules/generation/prompt";
import { findStructure } from "../../src/server/modules/generation/inspiration-structure";

const brief = (over: Partial<PromptBrief> = {}): PromptBrief => ({
  topic: "Pricing   audits\nfor retail",
  pillar: { name: "Dynamic pricing", description: "Prices from data", targetAudience: "CFOs", engagementStyle: "" },
  format: "how-to",
  tone: "Witty",
  length: "short",
  language: "fr",
  instructions: null,
  structure: null,
  voiceExamples: [],
  avoidHooks: [],
  count: 3,
  ...over,
});

describe("LLM prompt of a post generation", () => {
  it("names the topic on one line, the format, tone, language, length and pillar", () => {
    const { system, prompt } = generationPrompt(brief());
    expect(system).toMatch(/JSON object only/);
    expect(prompt).toContain("Write exactly 3 variants of one LinkedIn post.");
    expect(prompt).toContain("Topic: Pricing audits for retail\n");
    expect(prompt).toContain("numbered list of concrete steps");
    expect(prompt).toContain("Tone: Witty.");
    expect(prompt).toContain("in French");
    expect(prompt).toContain("between 250 and 700 characters");
    expect(prompt).toContain("Content pillar: Dynamic pricing.");
    expect(prompt).toContain("Audience: CFOs");
    expect(prompt).not.toContain("Engagement style");
    expect(prompt).not.toContain("examples of their voice");
  });

  it("adds the saved prompt's instructions, the voice examples and the hooks to avoid", () => {
    const { prompt } = generationPrompt(
      brief({
        pillar: null,
        count: 1,
        instructions: "Always end with a P.S.",
        voiceExamples: ["First post", "Second post"],
        avoidHooks: ["Old hook"],
      }),
    );
    expect(prompt).toContain("Write exactly 1 variant of one LinkedIn post.");
    expect(prompt).toContain("Always end with a P.S.");
    expect(prompt).toContain("--- example 2 ---\nSecond post");
    expect(prompt).toContain("- Old hook");
    expect(prompt).not.toContain("Content pillar");
  });

  it("the answer's schema wants the count, texts with different first lines (hooks) and LinkedIn's limit", () => {
    const v = (hook: string, text = `${hook}\n\nbody`) => ({ text });
    expect(variantsSchema(3).safeParse({ variants: [v("a"), v("b"), v("c")] }).success).toBe(true);
    expect(variantsSchema(3).safeParse({ variants: [v("a"), v("b")] }).success).toBe(false);
    expect(variantsSchema(3).safeParse({ variants: [v("a"), v("A "), v("c")] }).success).toBe(false);
    expect(variantsSchema(1).safeParse({ variants: [v("a", "x".repeat(3001))] }).success).toBe(false);
    // the text is the only field the model writes: the post streams from its first characters
    expect(Object.keys(variantsSchema(1).shape.variants.element.shape)).toEqual(["text"]);
    expect(toVariant({ text: "  Hook\n\nbody " })).toEqual({ hook: "Hook", text: "Hook\n\nbody" });
    expect(toVariant({ text: "One line only" })).toEqual({ hook: "One line only", text: "One line only" });
    expect(hookOf(`${"h".repeat(400)}\nbody`)).toHaveLength(300);
  });

  it("gives the model an Inspirations structure by its parts' names in the post's language, with its example", () => {
    const { prompt } = generationPrompt(
      brief({ language: "en", structure: findStructure("post-mistake-cost-now", "en")! }),
    );
    expect(prompt).toContain("Follow this structure, part by part and in this order");
    expect(prompt).toContain(
      '"Mistake, cost, what I do now": {mistake} → {what it cost} → {what I do now} → {question}',
    );
    expect(prompt).toContain("For two years I said yes to every project that came in.");
    expect(prompt).toContain("take its shape, none of its content");
    const fr = generationPrompt(brief({ structure: findStructure("post-mistake-cost-now", "fr")! })).prompt;
    expect(fr).toContain("{erreur} → {ce que ça a coûté}");
    expect(generationPrompt(brief()).prompt).not.toContain("structure");
    const hook = generationPrompt(brief({ language: "en", structure: findStructure("hook-costly-mistake", "en")! }));
    expect(hook.prompt).toContain("Open every variant with a hook built on this pattern");
    const ending = generationPrompt(brief({ language: "en", structure: findStructure("end-your-turn", "en")! }));
    expect(ending.prompt).toContain("End every variant with a closing line built on this pattern");
    expect(ending.prompt).toContain("Your turn: {question}");
  });
});
