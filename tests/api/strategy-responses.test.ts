import { describe, expect, it } from "vitest";
import { QUESTION_IDS as Q, STRATEGY_LIMITS, STRATEGY_MESSAGES } from "../../src/contracts/strategy/schemas";
import { STRATEGY_QUESTIONS } from "../../src/server/db/seed/strategy-questions";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const put = (client: Client, answers: Record<string, unknown>) =>
  client.json("/api/strategy-responses", { method: "PUT", json: { answers } });

describe("strategy responses", () => {
  it("refuses to save without a session, with the SPEC message", async () => {
    const res = await put(new Client(t.app), { [Q.role]: "CTO" });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(STRATEGY_MESSAGES.notAuthenticated);
    expect((await new Client(t.app).json("/api/strategy-responses")).status).toBe(401);
  });

  it("starts empty, then upserts answers on user + question", async () => {
    const { client, userId } = await signedInUser(t);
    const empty = await client.json("/api/strategy-responses");
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ responses: [], answers: {}, progress: 0 });

    const first = await put(client, {
      [Q.role]: "Head of Data, retail",
      [Q.formats]: ["Carousels", "Polls"],
      [Q.personalStories]: false,
    });
    expect(first.status).toBe(200);
    expect(first.body.saved).toBe(3);
    const longest = await put(client, { [Q.expertise]: "x".repeat(STRATEGY_LIMITS.answerTextMax) });
    expect(longest.status).toBe(200);
    await put(client, { [Q.expertise]: null });
    expect(first.body.answers).toEqual({
      [Q.role]: "Head of Data, retail",
      [Q.formats]: ["Carousels", "Polls"],
      [Q.personalStories]: false,
    });
    const second = await put(client, { [Q.role]: "VP Data, retail" });
    expect(second.body.answers[Q.role]).toBe("VP Data, retail");
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM strategy_user_responses WHERE user_id = $1",
      [userId],
    );
    expect(rows[0].n).toBe(3);
    const got = await client.json("/api/strategy-responses");
    const role = got.body.responses.find((r: any) => r.questionId === Q.role);
    expect(role).toMatchObject({ userId, response: "VP Data, retail" });
    expect(typeof role.createdAt).toBe("string");
  });

  it("skips blank and non-UUID keys, normalises (SPEC §4) and deletes with null", async () => {
    const { client } = await signedInUser(t);
    const res = await put(client, {
      "": "x",
      "not-a-uuid": "x",
      [Q.formats]: "Carousels, 3, Polls",
      [Q.frequency]: ["Daily", "Monthly"],
      [Q.tone]: "Professionnel", // French label -> canonical value
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual(["", "not-a-uuid"]);
    expect(res.body.answers).toEqual({
      [Q.formats]: ["Carousels", "Polls"],
      [Q.frequency]: "Daily",
      [Q.tone]: "Professional",
    });
    const del = await put(client, { [Q.tone]: null });
    expect(del.body.deleted).toBe(1);
    expect(del.body.answers[Q.tone]).toBeUndefined();
  });

  it("refuses the same question twice in one request (ids in any letter case), and writes nothing", async () => {
    const { client, userId } = await signedInUser(t);
    for (const answers of [
      { [Q.role]: "CTO", [Q.role.toUpperCase()]: "CEO" },
      { [Q.role]: "CTO", [` ${Q.role} `]: null },
    ]) {
      const res = await put(client, answers);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.message).toContain("more than once");
    }
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM strategy_user_responses WHERE user_id = $1",
      [userId],
    );
    expect(rows[0].n).toBe(0);
    const upper = await put(client, { [Q.role.toUpperCase()]: "CEO" });
    expect(upper.status).toBe(200);
    expect(upper.body.answers).toEqual({ [Q.role]: "CEO" });
  });

  it("checks values against the question type with clear messages", async () => {
    const { client } = await signedInUser(t);
    const M = STRATEGY_MESSAGES;
    const cases: [string, unknown, string, string][] = [
      [Q.role, "", M.answerRequired, "ANSWER_REQUIRED"],
      [Q.role, 42, M.answerRequired, "ANSWER_REQUIRED"],
      [Q.frequency, "Every hour", M.selectRequired, "SELECT_REQUIRED"],
      [Q.frequency, "", M.selectRequired, "SELECT_REQUIRED"],
      [Q.formats, [], M.multiselectRequired, "MULTISELECT_REQUIRED"],
      [Q.formats, ["Smoke signals"], M.multiselectRequired, "MULTISELECT_REQUIRED"],
      [Q.personalStories, "yes", M.answerRequired, "ANSWER_REQUIRED"],
    ];
    for (const [id, value, message, code] of cases) {
      const res = await put(client, { [id]: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.error.message).toContain(message);
      // the web translates the code, never the English text
      expect(res.body.error.details.issues).toEqual([{ path: `answers.${id}`, code }]);
    }
    for (const long of ["x".repeat(STRATEGY_LIMITS.answerTextMax + 1), "x".repeat(900_000)]) {
      const res = await put(client, { [Q.role]: long });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(STRATEGY_MESSAGES.answerTooLong);
      expect(res.body.error.details.issues).toEqual([{ path: `answers.${Q.role}`, code: "ANSWER_TOO_LONG" }]);
    }
    const unknown = await put(client, { "00000000-0000-4000-8000-000000000000": "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain("Unknown question");
    // nothing of a rejected request was written
    const mixed = await put(client, { [Q.role]: "CTO", [Q.frequency]: "Every hour" });
    expect(mixed.status).toBe(400);
    expect((await client.json("/api/strategy-responses")).body.answers).toEqual({});
    const notAMap = await client.json("/api/strategy-responses", { method: "PUT", json: { answers: [1, 2] } });
    expect(notAMap.status).toBe(400);
    const noBody = await client.json("/api/strategy-responses", { method: "PUT", json: {} });
    expect(noBody.status).toBe(400);
  });

  it("counts progress over the questions shown (conditional ones included only when shown)", async () => {
    const { client } = await signedInUser(t);
    const always = STRATEGY_QUESTIONS.filter((q) => !q.conditionalLogic).length;
    const res = await put(client, { [Q.role]: "Designer", [Q.goal]: "Grow my network" });
    expect(res.body.progress).toBe(Math.floor((2 / always) * 100));
    const leads = await put(client, { [Q.goal]: "Generate leads and clients" });
    expect(leads.body.progress).toBe(Math.floor((2 / (always + 2)) * 100));
  });

  it("never shows or changes another user's answers", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await put(a.client, { [Q.role]: "A's role" });
    await put(b.client, { [Q.role]: "B's role" });
    expect((await a.client.json("/api/strategy-responses")).body.answers[Q.role]).toBe("A's role");
    expect((await b.client.json("/api/strategy-responses")).body.answers[Q.role]).toBe("B's role");
  });

  it("drops stored answers of the wrong type when reading", async () => {
    const { client, userId } = await signedInUser(t);
    await t.database.pool.query(
      "INSERT INTO strategy_user_responses (user_id, question_id, response) VALUES ($1, $2, $3), ($1, $4, $5), ($1, $6, $7)",
      [userId, Q.personalStories, '"maybe"', Q.formats, '"Carousels, Polls"', Q.role, "{corrupt"],
    );
    const res = await client.json("/api/strategy-responses");
    expect(res.body.answers).toEqual({ [Q.formats]: ["Carousels", "Polls"], [Q.role]: "{corrupt" });
  });
});
