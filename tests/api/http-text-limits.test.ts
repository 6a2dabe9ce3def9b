import { describe, expect, it } from "vitest";
import { PROFILE_LIMITS } from "../../src/contracts/profile/schemas";
import { QUESTION_IDS as Q, STRATEGY_LIMITS as S } from "../../src/contracts/strategy/schemas";
import { makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const over = (max: number) => "x".repeat(max + 1);

describe("text length limits", () => {
  it("every text field a user writes refuses one character over its limit with a 400 that says so", async () => {
    const { client } = await signedInUser(t);
    const created = await client.json("/api/strategies", { json: { name: "S", pillars: [{ name: "P" }] } });
    const { id: strategyId, pillars } = created.body.strategy;
    const pillarId = pillars[0].id;
    const cases: [string, string, string, unknown][] = [
      ["first name", "PATCH", "/api/profile", { firstName: over(PROFILE_LIMITS.nameMax) }],
      ["last name", "PATCH", "/api/profile", { lastName: over(PROFILE_LIMITS.nameMax) }],
      ["headline", "PATCH", "/api/profile", { headline: over(PROFILE_LIMITS.headlineMax) }],
      [
        "linkedin",
        "PATCH",
        "/api/profile",
        { linkedin: `https://www.linkedin.com/in/${over(PROFILE_LIMITS.linkedinMax)}` },
      ],
      ["answer", "PUT", "/api/strategy-responses", { answers: { [Q.role]: over(S.answerTextMax) } }],
      ["strategy name", "POST", "/api/strategies", { name: over(S.strategyNameMax) }],
      ["pillar name", "POST", "/api/strategy-pillars", { strategyId, name: over(S.pillarNameMax) }],
      [
        "pillar description",
        "POST",
        "/api/strategy-pillars",
        { strategyId, name: "P", description: over(S.pillarTextMax) },
      ],
      ["pillar purpose", "PATCH", `/api/strategy-pillars/${pillarId}`, { purpose: over(S.pillarTextMax) }],
      ["pillar audience", "PATCH", `/api/strategy-pillars/${pillarId}`, { targetAudience: over(S.pillarTextMax) }],
      ["pillar style", "PATCH", `/api/strategy-pillars/${pillarId}`, { engagementStyle: over(S.pillarTextMax) }],
      ["generated name", "POST", "/api/functions/generate-strategy", { strategyName: over(S.strategyNameMax) }],
    ];
    for (const [label, method, path, json] of cases) {
      const res = await client.json(path, { method, json });
      expect(res.status, label).toBe(400);
      expect(res.body.error.message, label).toMatch(/at most [\d,]+ characters/);
    }
    expect((await client.json("/api/strategies")).body.strategies).toHaveLength(1);
  });
});
