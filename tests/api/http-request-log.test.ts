import { describe, expect, it } from "vitest";
import { QUESTION_IDS as Q } from "../../src/contracts/strategy/schemas";
import { makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

describe("request log", () => {
  it("never changes the answer: a malformed query string is logged as it came and the write happens once", async () => {
    const { client, userId } = await signedInUser(t);
    for (const query of ["?x=%ff", "?x=%", "?%e0%80=1&token=%ff", `?q=${"%ff".repeat(5000)}`]) {
      const res = await client.json(`/api/strategy-responses${query}`, {
        method: "PUT",
        json: { answers: { [Q.role]: `CTO ${query.length}` } },
      });
      expect(res.status, query).toBe(200);
      expect(res.body.saved).toBe(1);
    }
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM strategy_user_responses WHERE user_id = $1",
      [userId],
    );
    expect(rows[0].n).toBe(1);
    const lines = t.logs
      .flatMap((l) => l.split("\n"))
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const puts = lines.filter((l) => l.msg === "request" && l.method === "PUT");
    expect(puts.map((l) => l.status)).toEqual([200, 200, 200, 200]);
    expect(puts[0].path).toBe("/api/strategy-responses?x=%ff");
    expect(puts[2].path).toContain("token=[redacted]");
    expect(lines.some((l) => l.level >= 50)).toBe(false);
  });

  it("answers a malformed query string on a read like the same request without it", async () => {
    const { client } = await signedInUser(t);
    const res = await client.json("/api/strategy-questions?lang=%ff");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect((await client.json("/api/profile?x=%ff")).status).toBe(200);
  });
});
