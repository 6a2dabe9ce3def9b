import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../src/server/db/client";
import { freshDatabase } from "../support/fresh-database";
import { refusingTriggerSql } from "../support/refusing-trigger";
import { Client, makeTestApp, signedInUser, uniqueEmail } from "../support/test-app";

const MARK = "log-test-boom";
// A trigger makes Postgres refuse marked values (quoting them in its message), the way a real data error would.
// Creating and dropping a trigger locks `users` exclusively: on the database the other files share, that deadlocked
// their concurrent queries (seen in CI), so this file has a database of its own.
const fresh = await freshDatabase("http_error_logging");
const database = createDatabase(fresh.url, { max: 4 });
const t = makeTestApp({}, { database });

beforeAll(async () => {
  await t.database.pool.query(refusingTriggerSql("log_test_boom", MARK));
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

const jsonLines = () =>
  t.logs
    .flatMap((l) => l.split("\n"))
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("database errors in the log", () => {
  it("are JSON lines with the SQL state and no parameter values, from the app and from better-auth, and nothing goes to the console", async () => {
    const consoleCalls = (["log", "info", "warn", "error", "debug", "trace"] as const).map((m) => vi.spyOn(console, m));
    const { client } = await signedInUser(t);
    const secret = `${MARK}-headline-${Date.now()}`;
    const res = await client.json("/api/profile", { method: "PATCH", json: { headline: secret } });
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({ code: "INTERNAL", message: "Internal Server Error" });

    const signUpSecret = `${MARK}-first-${Date.now()}`;
    const up = await new Client(t.app).json("/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: "correct-horse-7", name: "x", firstName: signUpSecret, lastName: "L" },
    });
    expect(up.status).toBeGreaterThanOrEqual(400);

    const lines = jsonLines();
    const failure = lines.find((l) => l.msg === "unhandled error");
    expect(failure?.error).toMatchObject({
      query: expect.stringContaining('update "users"'),
      cause: { db: { code: "22021" } },
    });
    expect(lines.some((l) => l.source === "better-auth" && l.level === 50)).toBe(true);
    const all = t.logs.join("");
    expect(all).not.toContain(secret);
    expect(all).not.toContain(signUpSecret);
    expect(all).not.toContain("params:");
    for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
