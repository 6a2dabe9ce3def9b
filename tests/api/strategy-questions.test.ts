import { describe, expect, it } from "vitest";
import { CONTENT_FORMATS, FREQUENCIES, QUESTION_IDS } from "../../src/contracts/strategy/schemas";
import { isUuidShaped } from "../../src/contracts/ids";
import { STRATEGY_QUESTIONS } from "../../src/server/db/seed/strategy-questions";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

describe("GET /api/strategy-questions", () => {
  it("needs a session", async () => {
    const res = await new Client(t.app).json("/api/strategy-questions");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("lists the seeded questionnaire in order, in English by default", async () => {
    const { client } = await signedInUser(t);
    const res = await client.json("/api/strategy-questions");
    expect(res.status).toBe(200);
    const qs = res.body.questions as any[];
    expect(qs).toHaveLength(STRATEGY_QUESTIONS.length);
    expect(qs.length).toBeGreaterThanOrEqual(9);
    expect(qs.length).toBeLessThanOrEqual(12);
    expect(qs.map((q) => q.order)).toEqual([...qs.map((q) => q.order)].sort((a, b) => a - b));
    for (const q of qs) {
      expect(isUuidShaped(q.id)).toBe(true);
      expect(q.language).toBe("en");
      expect(q.text).toBe(q.textEn);
      expect(typeof q.createdAt).toBe("string");
    }
    const byId = new Map(qs.map((q) => [q.id, q]));
    expect(byId.get(QUESTION_IDS.formats).options).toEqual([...CONTENT_FORMATS]);
    expect(byId.get(QUESTION_IDS.frequency).options).toEqual([...FREQUENCIES]);
    expect(byId.get(QUESTION_IDS.pillarCount).options).toEqual(["3", "4", "5"]);
    expect(byId.get(QUESTION_IDS.topics).type).toBe("text");
    expect(byId.get(QUESTION_IDS.targetAudience).type).toBe("multiselect");
    expect(byId.get(QUESTION_IDS.tone).type).toBe("select");
    // the fixed ids end in the digit SPEC §3 gives them
    for (const [key, digit] of [
      ["targetAudience", "3"],
      ["formats", "4"],
      ["frequency", "5"],
      ["topics", "6"],
      ["pillarCount", "7"],
      ["tone", "9"],
    ] as const) {
      expect(QUESTION_IDS[key].endsWith(digit)).toBe(true);
    }
    expect(qs.some((q) => q.conditionalLogic?.showIf?.questionId)).toBe(true);
  });

  it("localises with ?lang=fr and keeps canonical values beside the labels", async () => {
    const { client } = await signedInUser(t);
    const res = await client.json("/api/strategy-questions?lang=fr");
    expect(res.status).toBe(200);
    const formats = res.body.questions.find((q: any) => q.id === QUESTION_IDS.formats);
    expect(formats.language).toBe("fr");
    expect(formats.text).toBe(formats.textFr);
    expect(formats.options).toContain("Carrousels");
    expect(formats.values).toEqual([...CONTENT_FORMATS]);
    expect(formats.optionsEn).toEqual([...CONTENT_FORMATS]);
  });

  it("uses the user's language when no ?lang is given, and refuses an unknown one", async () => {
    const { client, userId } = await signedInUser(t);
    await t.database.pool.query("UPDATE users SET language = 'fr' WHERE id = $1", [userId]);
    const res = await client.json("/api/strategy-questions");
    expect(res.body.questions[0].language).toBe("fr");
    const bad = await client.json("/api/strategy-questions?lang=de");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("lang");
  });

  it("is seeded idempotently (a second migration run changes nothing)", async () => {
    const { runMigrations } = await import("../../src/server/db/migrate");
    await runMigrations(t.database);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM strategy_questions");
    expect(rows[0].n).toBe(STRATEGY_QUESTIONS.length);
  });
});

describe("OpenAPI", () => {
  it("documents every strategy and profile endpoint", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/strategy-questions",
        "/api/strategy-responses",
        "/api/functions/generate-strategy",
        "/api/strategies",
        "/api/strategy-pillars",
        "/api/strategy-pillars/{id}",
        "/api/profile",
        "/api/profile/avatar",
        "/api/functions/refresh-provider-token",
      ]),
    );
    expect(doc.paths["/api/strategies"].delete).toBeTruthy();
    expect(doc.paths["/api/strategy-responses"].put.requestBody).toBeTruthy();
  });

  it("answers malformed JSON with 400", async () => {
    const { client } = await signedInUser(t);
    for (const body of ["{bad", ""]) {
      const res = await t.app.request("/api/strategy-responses", {
        method: "PUT",
        body,
        headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie: client.cookieHeader() },
      });
      expect(res.status).toBe(400);
    }
  });
});
