import { describe, expect, it } from "vitest";
import { CONTENT_FORMATS, FREQUENCIES, QUESTION_IDS as Q } from "../../src/contracts/strategy/schemas";
import { STRATEGY_QUESTIONS } from "../../src/server/db/seed/strategy-questions";
import type { LlmClient, StructuredRequest } from "../../src/server/integrations/llm/llm-client";
import { buildBrief, type BriefQuestion } from "../../src/shared/strategy/brief";
import { generateBuiltinStrategy } from "../../src/shared/strategy/builtin";
import {
  generateLlmStrategy,
  llmStrategySchema,
  strategyPrompt,
} from "../../src/server/modules/strategy/llm-generator";

const questions: BriefQuestion[] = STRATEGY_QUESTIONS.map((q) => ({
  id: q.id,
  type: q.type,
  text: q.text,
  values: q.options ? [...q.options.en] : null,
  labels: { en: q.options ? [...q.options.en] : null, fr: q.options ? [...q.options.fr] : null },
  conditionalLogic: q.conditionalLogic ?? null,
}));

describe("buildBrief", () => {
  it("resolves options over answers over defaults and keeps hidden answers out", () => {
    const answers = {
      [Q.pillarCount]: "5",
      [Q.tone]: "Witty",
      [Q.goal]: "Grow my network",
      [Q.offer]: "stale offer",
      [Q.topics]: "AI, 7, Cloud",
    };
    const b = buildBrief(questions, answers, { tone: "Educational" }, "en");
    expect(b).toMatchObject({
      pillarCount: 5,
      tone: "Educational",
      targetAudience: "industry professionals",
      topics: ["AI", "Cloud"],
      offer: null,
    });
    expect(b.answers.map((a) => a.answer)).not.toContain("stale offer");
    expect(buildBrief(questions, {}, undefined, "en")).toMatchObject({
      pillarCount: 3,
      tone: "professional",
      formats: [],
      frequency: null,
    });
    expect(buildBrief(questions, {}, { pillarCount: 9 }, "en").pillarCount).toBe(5);
  });
});

describe("built-in generator (SPEC §4)", () => {
  it("uses the five templates with SPEC defaults", () => {
    const s = generateBuiltinStrategy(buildBrief(questions, {}, { pillarCount: 5 }, "en"));
    expect(s.pillars.map((p) => p.name)).toEqual([
      "Industry Insights",
      "Thought Leadership",
      "Educational Content",
      "Behind-the-Scenes",
      "Success Stories",
    ]);
    for (const p of s.pillars) {
      expect(p.formats).toEqual(["Text-based posts", "Image-based posts"].filter((f) => p.formats.includes(f as any)));
      expect(p.formats.length).toBeGreaterThan(0);
      expect(p.frequency).toBe("2-3 times per week");
    }
    expect(generateBuiltinStrategy(buildBrief(questions, {}, undefined, "en")).pillars).toHaveLength(3);
  });

  it("names the first pillars after the topics and uses the answers in the texts", () => {
    const answers = {
      [Q.topics]: "Remote work, Hiring",
      [Q.targetAudience]: ["Founders and entrepreneurs"],
      [Q.formats]: ["Videos", "Quick tips"],
      [Q.frequency]: "Daily",
      [Q.tone]: "Conversational",
      [Q.expertise]: "distributed teams",
      [Q.personalStories]: false,
    };
    const s = generateBuiltinStrategy(buildBrief(questions, answers, { pillarCount: 4 }, "en"), "Plan");
    expect(s.name).toBe("Plan");
    expect(s.pillars.map((p) => p.name)).toEqual([
      "Remote work insights",
      "Hiring insights",
      "Educational Content",
      "Behind-the-Scenes",
    ]);
    expect(s.pillars[0].description).toContain("Remote work");
    expect(s.pillars[0].description).toContain("Founders and entrepreneurs");
    expect(s.pillars[1].purpose).toContain("distributed teams");
    expect(s.pillars[3].purpose).toContain("rather than your private life");
    for (const p of s.pillars) {
      expect(p.frequency).toBe("Daily");
      expect(p.engagementStyle).toMatch(/^Conversational/);
      expect(p.formats.every((f) => ["Videos", "Quick tips"].includes(f))).toBe(true);
    }
  });

  it("writes in French", () => {
    const s = generateBuiltinStrategy(
      buildBrief(questions, { [Q.topics]: "IA", [Q.tone]: "Professional" }, undefined, "fr"),
    );
    expect(s.name).toMatch(/^Stratégie de contenu LinkedIn - /);
    expect(s.pillars.map((p) => p.name)).toEqual(["IA : décryptages", "Leadership d'opinion", "Contenu pédagogique"]);
    expect(s.pillars[0].targetAudience).toBe("professionnels du secteur");
    expect(s.pillars[0].engagementStyle).toMatch(/^Professionnel/);
  });

  it("names topic pillars in sentence case, whatever the case the topics were typed in", () => {
    const names = (topics: string, language: "en" | "fr") =>
      generateBuiltinStrategy(buildBrief(questions, { [Q.topics]: topics }, { pillarCount: 3 }, language)).pillars.map(
        (p) => p.name,
      );
    expect(names("roadmaps, product discovery, iPhone apps", "en")).toEqual([
      "Roadmaps insights",
      "Product discovery insights",
      "iPhone apps insights",
    ]);
    expect(names("tarification dynamique, l'IA", "fr").slice(0, 2)).toEqual([
      "Tarification dynamique : décryptages",
      "L'IA : décryptages",
    ]);
  });
});

describe("LLM generator", () => {
  const brief = buildBrief(questions, { [Q.topics]: "AI", [Q.role]: "CTO" }, { pillarCount: 3 }, "fr");

  it("asks for exactly the requested count, in the user's language, with every answer", () => {
    const { prompt } = strategyPrompt(brief);
    expect(prompt).toContain("exactly 3 content pillars");
    expect(prompt).toContain("French");
    expect(prompt).toContain("CTO");
    expect(prompt).toContain(questions[0].text.fr);
    for (const f of CONTENT_FORMATS) expect(prompt).toContain(f);
    for (const f of FREQUENCIES) expect(prompt).toContain(f);
  });

  it("validates the count, formats and frequency", () => {
    const pillar = {
      name: "n",
      description: "d",
      purpose: "p",
      targetAudience: "a",
      formats: ["Polls"],
      engagementStyle: "e",
      frequency: "Daily",
    };
    const schema = llmStrategySchema(3);
    expect(schema.safeParse({ name: "x", pillars: [pillar, pillar, pillar] }).success).toBe(true);
    expect(schema.safeParse({ name: "x", pillars: [pillar, pillar] }).success).toBe(false);
    expect(schema.safeParse({ name: "x", pillars: [pillar, pillar, { ...pillar, formats: ["Fax"] }] }).success).toBe(
      false,
    );
    expect(schema.safeParse({ name: "x", pillars: [pillar, pillar, { ...pillar, frequency: "Hourly" }] }).success).toBe(
      false,
    );
  });

  it("returns the model's strategy, keeping a requested name", async () => {
    let seen: StructuredRequest<unknown> | undefined;
    const fake: Pick<LlmClient, "model" | "generate"> = {
      model: "m",
      async generate<T>(req: StructuredRequest<T>) {
        seen = req as StructuredRequest<unknown>;
        return { name: "Model name", pillars: [] } as T;
      },
    };
    expect((await generateLlmStrategy(fake, brief)).name).toBe("Model name");
    expect((await generateLlmStrategy(fake, brief, "Mine")).name).toBe("Mine");
    expect(seen?.schemaName).toBe("linkedin_strategy");
  });
});
