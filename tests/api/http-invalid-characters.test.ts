import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS } from "../../src/contracts/errors";
import { QUESTION_IDS as Q } from "../../src/contracts/strategy/schemas";
import { Client, makeTestApp, ORIGIN, signedInUser } from "../support/test-app";

const t = makeTestApp();
const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";

type Case = [label: string, method: string, path: string, json?: unknown];

/** Every endpoint that takes text, with a NUL byte in one of its text fields, keys, query or path. */
function cases(ids: { strategyId: string; pillarId: string; email: string; marker: string }, bad: string): Case[] {
  const fresh = `${ids.marker}@example.com`;
  return [
    ["profile first name", "PATCH", "/api/profile", { firstName: bad }],
    ["profile headline", "PATCH", "/api/profile", { headline: bad }],
    ["profile linkedin", "PATCH", "/api/profile", { linkedin: `https://www.linkedin.com/in/${bad}` }],
    ["answer text", "PUT", "/api/strategy-responses", { answers: { [Q.role]: bad } }],
    ["answer item", "PUT", "/api/strategy-responses", { answers: { [Q.formats]: ["Polls", bad] } }],
    ["answer key", "PUT", "/api/strategy-responses", { answers: { [bad]: "CTO" } }],
    ["strategy name", "POST", "/api/strategies", { name: bad }],
    ["strategy pillar", "POST", "/api/strategies", { name: "S", pillars: [{ name: "P", description: bad }] }],
    ["new pillar", "POST", "/api/strategy-pillars", { strategyId: ids.strategyId, name: bad }],
    ["pillar edit", "PATCH", `/api/strategy-pillars/${ids.pillarId}`, { purpose: bad }],
    ["generate name", "POST", "/api/functions/generate-strategy", { strategyName: bad }],
    ["generate tone", "POST", "/api/functions/generate-strategy", { options: { tone: bad } }],
    [
      "sign-up name",
      "POST",
      "/api/auth/sign-up/email",
      { email: fresh, password: "correct-horse-7", name: "x", firstName: bad, lastName: "L" },
    ],
    [
      "sign-up email",
      "POST",
      "/api/auth/sign-up/email",
      { email: `${bad}${fresh}`, password: "correct-horse-7", name: "x", firstName: "F", lastName: "L" },
    ],
    ["sign-in password", "POST", "/api/auth/sign-in/email", { email: ids.email, password: bad }],
    [
      "code request email",
      "POST",
      "/api/auth/email-otp/send-verification-otp",
      { email: `${bad}${fresh}`, type: "sign-in" },
    ],
    ["code sign-in", "POST", "/api/auth/sign-in/email-otp", { email: ids.email, otp: bad }],
    [
      "reset request",
      "POST",
      "/api/auth/request-password-reset",
      { email: `${fresh}${bad}`, redirectTo: "/reset-password" },
    ],
    ["reset token", "POST", "/api/auth/reset-password", { newPassword: "correct-horse-8", token: bad }],
    ["verification mail", "POST", "/api/auth/send-verification-email", { email: `${bad}${fresh}` }],
    ["update user", "POST", "/api/auth/update-user", { firstName: bad }],
    ["change password", "POST", "/api/auth/change-password", { currentPassword: bad, newPassword: "correct-horse-9" }],
  ];
}

async function snapshot(userId: string, marker: string) {
  const { rows } = await t.database.pool.query(
    `SELECT (SELECT row_to_json(u)::text FROM users u WHERE id = $1) AS "user",
            (SELECT count(*)::int FROM strategy_user_responses WHERE user_id = $1) AS responses,
            (SELECT count(*)::int FROM linkedin_strategies WHERE user_id = $1) AS strategies,
            (SELECT string_agg(row_to_json(p)::text, ',' ORDER BY id) FROM linkedin_strategy_pillars p WHERE user_id = $1) AS pillars,
            (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS sessions,
            (SELECT count(*)::int FROM users WHERE email LIKE '%' || $2 || '%') AS "newUsers",
            (SELECT count(*)::int FROM verifications WHERE identifier LIKE '%' || $2 || '%' OR value LIKE '%' || $2 || '%') AS verifications`,
    [userId, marker],
  );
  return rows[0];
}

describe("text that cannot be stored", () => {
  for (const [kind, bad] of [
    ["a NUL character", NUL],
    ["an unpaired surrogate", LONE_SURROGATE],
  ] as const) {
    it(`refuses ${kind} in every JSON body with 400 ${INVALID_CHARACTERS.code}, and writes nothing`, async () => {
      const { client, userId, email } = await signedInUser(t);
      const created = await client.json("/api/strategies", { json: { name: "S", pillars: [{ name: "P" }] } });
      const ids = {
        strategyId: created.body.strategy.id,
        pillarId: created.body.strategy.pillars[0].id,
        email,
        marker: `nul-${Date.now().toString(36)}`,
      };
      const before = await snapshot(userId, ids.marker);
      for (const [label, method, path, json] of cases(ids, bad)) {
        const res = await client.json(path, { method, json });
        expect(res.status, label).toBe(400);
        expect(res.body.error, label).toEqual({ code: INVALID_CHARACTERS.code, message: INVALID_CHARACTERS.message });
        if (path.startsWith("/api/auth/"))
          expect(res.body.code, `${label}: better-auth client shape`).toBe(INVALID_CHARACTERS.code);
      }
      expect(await snapshot(userId, ids.marker)).toEqual(before);
      expect(t.logs.join("")).not.toContain('"level":50');
    });
  }

  it("refuses %00 in query strings and path parameters", async () => {
    const { client } = await signedInUser(t);
    for (const path of [
      "/api/strategy-questions?lang=en%00",
      "/api/auth/verify-email?token=a%00b",
      "/api/profile?x=%00",
    ]) {
      const res = await client.json(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe(INVALID_CHARACTERS.code);
    }
    const patch = await client.json("/api/strategy-pillars/a%00b", { method: "PATCH", json: { name: "x" } });
    expect(patch.status).toBe(400);
    expect(patch.body.error.code).toBe(INVALID_CHARACTERS.code);
  });

  it("still accepts text that only looks like an escape, and non-JSON bodies are left to their endpoint", async () => {
    const { client } = await signedInUser(t);
    const res = await client.json("/api/profile", { method: "PATCH", json: { headline: "a\\u0000b 🎉 \u00e9" } });
    expect(res.status).toBe(200);
    expect(res.body.profile.headline).toBe("a\\u0000b 🎉 \u00e9");
    const broken = await client.request("/api/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const deep = `{"answers":{"${Q.role}":${"[".repeat(200_000)}"a\\u0000b"${"]".repeat(200_000)}}}`;
    const headers = { origin: ORIGIN, cookie: client.cookieHeader(), "content-type": "application/json" };
    const nested = await t.app.request("/api/strategy-responses", { method: "PUT", headers, body: deep });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { error: { code: string } }).error.code).toBe(INVALID_CHARACTERS.code);
    const wide = `{"answers":{"${Q.formats}":[${'"x",'.repeat(200_000)}"a\\u0000b"]}}`;
    const many = await t.app.request("/api/strategy-responses", { method: "PUT", headers, body: wide });
    expect(((await many.json()) as { error: { code: string } }).error.code).toBe(INVALID_CHARACTERS.code);
    const anonymous = await new Client(t.app).json("/api/strategies", { json: { name: NUL } });
    expect(anonymous.status).toBe(400);
  });
});
