import { describe, expect, it } from "vitest";
import { FILL_GAP_MAX_PER_PILLAR, fillGapRoom, mostBehind, pillarGap } from "../../src/contracts/planning/rules";
import { mixFrequency } from "../../src/contracts/planning/schemas";
import { ideaBody, templateIdeas, topicOf } from "../../src/server/modules/planning/idea-templates";
import { llmIdeasSchema } from "../../src/server/modules/planning/llm-ideas";

const pillar = { name: "Industry Insights", description: "Trends in retail", formats: ["Carousels", "Polls"] };

describe("built-in ideas", () => {
  it("gives distinct English ideas around the pillar's topic, a title line and an angle, formats in turn", () => {
    const ideas = templateIdeas(pillar, FILL_GAP_MAX_PER_PILLAR, "en", 42);
    expect(ideas).toHaveLength(FILL_GAP_MAX_PER_PILLAR);
    expect(new Set(ideas.map((i) => i.title)).size).toBe(ideas.length);
    for (const idea of ideas) {
      expect(idea.title).toMatch(/industry insights/i);
      expect(idea.title).not.toContain("\n");
      expect(idea.angle.split("\n")).toHaveLength(2);
      expect(idea.angle).toMatch(/Format: (carousels|polls)\.$/);
      expect(ideaBody(idea)).toBe(`${idea.title}\n${idea.angle}`);
      // plain templates: they never claim to be AI-written
      expect(ideaBody(idea)).not.toMatch(/\bAI\b|artificial|GPT/i);
    }
    expect(new Set(ideas.map((i) => i.angle.split("\n")[1])).size).toBe(2);
  });

  it("writes French ideas with French format names", () => {
    const ideas = templateIdeas({ ...pillar, name: "Conseils RH" }, 3, "fr", 7);
    for (const idea of ideas) {
      expect(idea.title).toMatch(/conseils RH/i);
      expect(idea.angle).toMatch(/Format : (carrousels|sondages)\.$/);
      expect(idea.title + idea.angle).not.toMatch(/\b(the|and|your)\b/);
    }
  });

  it("varies from one call to the next, and a seed repeats itself", () => {
    const titles = (seed?: number) =>
      templateIdeas(pillar, 3, "en", seed)
        .map((i) => i.title)
        .join("|");
    expect(titles(1)).toBe(titles(1));
    const seen = new Set(Array.from({ length: 10 }, () => titles()));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("skips unknown formats, keeps acronyms in the topic, and never gives more ideas than it has shapes", () => {
    const [idea] = templateIdeas(
      { name: "AI Tools for LinkedIn", description: "", formats: ["Smoke signals"] },
      1,
      "en",
      3,
    );
    expect(idea.title).toContain("AI tools for LinkedIn");
    expect(idea.angle).not.toContain("Format");
    expect(templateIdeas(pillar, 100, "en").length).toBeGreaterThanOrEqual(FILL_GAP_MAX_PER_PILLAR);
    expect(templateIdeas(pillar, 0, "en")).toEqual([]);
    expect(topicOf("  Behind-the-Scenes   Stories ")).toBe("behind-the-scenes stories");
  });
});

describe("pillar mix rules", () => {
  it("gap, room and the pillar most behind", () => {
    expect(pillarGap({ target: 4, scheduled: 1, drafts: 1 })).toBe(2);
    expect(pillarGap({ target: 4, scheduled: 5, drafts: 1 })).toBe(0);
    expect(fillGapRoom({ target: 4, scheduled: 1, drafts: 0, ideas: 2 })).toBe(1);
    expect(fillGapRoom({ target: 4, scheduled: 1, drafts: 0, ideas: 9 })).toBe(0);
    const p = (pillarId: string, target: number, scheduled: number) => ({ pillarId, target, scheduled, drafts: 0 });
    expect(mostBehind([p("a", 4, 2), p("b", 20, 5), p("c", 1, 0)])?.pillarId).toBe("c");
    expect(mostBehind([p("a", 4, 0), p("b", 20, 0)])?.pillarId).toBe("b");
    expect(mostBehind([])).toBeNull();
    expect(mixFrequency(undefined)).toEqual({ frequency: "2-3 times per week", answered: false });
    expect(mixFrequency("")).toEqual({ frequency: "2-3 times per week", answered: false });
    expect(mixFrequency("Weekly-ish")).toEqual({ frequency: "2-3 times per week", answered: false });
    expect(mixFrequency("Daily")).toEqual({ frequency: "Daily", answered: true });
    expect(mixFrequency(["Monthly", "Daily"])).toEqual({ frequency: "Monthly", answered: true });
  });

  it("the LLM's answer must give each pillar at least its ideas", () => {
    const schema = llmIdeasSchema([
      { name: "A", description: "", formats: [], count: 2 },
      { name: "B", description: "", formats: [], count: 1 },
    ]);
    const idea = { title: "t", angle: "a" };
    expect(
      schema.safeParse({
        pillars: [
          { pillar: 1, ideas: [idea, idea] },
          { pillar: 2, ideas: [idea] },
        ],
      }).success,
    ).toBe(true);
    expect(
      schema.safeParse({
        pillars: [
          { pillar: 1, ideas: [idea] },
          { pillar: 2, ideas: [idea] },
        ],
      }).success,
    ).toBe(false);
    expect(schema.safeParse({ pillars: [{ pillar: 1, ideas: [idea, idea] }] }).success).toBe(false);
    expect(schema.safeParse({ pillars: [{ pillar: 1, ideas: [idea, { title: "", angle: "a" }] }] }).success).toBe(
      false,
    );
  });
});
