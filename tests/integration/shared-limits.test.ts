import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Leases } from "../../src/server/lib/lease";
import { limitStore } from "../../src/server/lib/limit-store";
import { RateLimiter } from "../../src/server/lib/rate-limiter";
import { testDatabase } from "../support/test-app";

// The counters and leases every app process shares (tables rate_limits and leases); each test has its own prefix.
const store = () => limitStore(testDatabase().pool, `${randomUUID()}/`);
const expire = (table: "rate_limits" | "leases", prefix: string) =>
  testDatabase().pool.query(
    `UPDATE ${table} SET ${table === "leases" ? "expires_at" : "reset_at"} = now() - interval '1 second' WHERE key LIKE $1`,
    [`${prefix}%`],
  );

describe("rate limiter (Postgres)", () => {
  it("allows max hits per window, then reports the wait; a new window starts at zero", async () => {
    const s = store();
    const rl = new RateLimiter(s, "t", 600);
    expect(await rl.hit([{ key: "k", max: 2 }])).toBe(0);
    expect(await rl.hit([{ key: "k", max: 2 }])).toBe(0);
    const wait = await rl.hit([{ key: "k", max: 2 }]);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await rl.hit([{ key: "other", max: 2 }])).toBe(0);
    await expire("rate_limits", s.scope);
    expect(await rl.hit([{ key: "k", max: 2 }])).toBe(0);
  });

  it("counts several keys in one statement, each against its own max", async () => {
    const rl = new RateLimiter(store(), "t", 60);
    const checks = [
      { key: "ip", max: 3 },
      { key: "ip+email", max: 1 },
    ];
    expect(await rl.hit(checks)).toBe(0);
    expect(await rl.hit(checks)).toBeGreaterThan(0); // ip+email over
    expect(
      await rl.hit([
        { key: "ip", max: 3 },
        { key: "ip+other", max: 1 },
      ]),
    ).toBe(0); // ip at 3
    expect(
      await rl.hit([
        { key: "ip", max: 3 },
        { key: "ip+third", max: 1 },
      ]),
    ).toBeGreaterThan(0); // ip over
  });

  it("take does not count a refused hit", async () => {
    const s = store();
    const rl = new RateLimiter(s, "t", 600);
    expect(await rl.take({ key: "u", max: 1 })).toBe(0);
    for (let i = 0; i < 3; i++) expect(await rl.take({ key: "u", max: 1 })).toBeGreaterThan(0);
    const { rows } = await testDatabase().pool.query("SELECT count FROM rate_limits WHERE key = $1", [rl.key("u")]);
    expect(rows[0].count).toBe(2); // max + 1: "over", not 4
  });

  it("stores keys hashed: a token or session cookie in a key never sits in the table in clear", async () => {
    const s = store();
    const rl = new RateLimiter(s, "t", 60);
    await rl.hit([{ key: "token:secret-reset-token", max: 5 }]);
    const { rows } = await testDatabase().pool.query("SELECT key FROM rate_limits WHERE key LIKE $1", [`${s.scope}%`]);
    expect(rows).toHaveLength(1);
    expect(rows[0].key).not.toContain("secret-reset-token");
  });

  it("agrees across connections hitting at once: exactly max hits pass", async () => {
    const rl = new RateLimiter(store(), "t", 600);
    const waits = await Promise.all(Array.from({ length: 12 }, () => rl.hit([{ key: "k", max: 5 }])));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });
});

describe("leases (Postgres)", () => {
  it("one holder at a time per key; released after the work, even when it fails", async () => {
    const leases = new Leases(store(), "t", 600);
    let release!: () => void;
    const first = leases.run("user", () => new Promise<string>((r) => (release = () => r("done"))));
    await new Promise((r) => setTimeout(r, 50));
    expect(await leases.run("user", async () => "second")).toEqual({ busy: true });
    expect(await leases.run("other", async () => "other")).toEqual({ busy: false, value: "other" });
    release();
    expect(await first).toEqual({ busy: false, value: "done" });
    await expect(
      leases.run("user", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await leases.run("user", async () => "again")).toEqual({ busy: false, value: "again" });
  });

  it("an expired lease (its holder crashed) is taken over", async () => {
    const s = store();
    // a holder that never releases: the row a crashed process leaves behind
    await testDatabase().pool.query(
      "INSERT INTO leases (key, holder, expires_at) VALUES ($1, gen_random_uuid(), now() + interval '1 hour')",
      [`${s.scope}t:user`],
    );
    const leases = new Leases(s, "t", 600);
    expect(await leases.run("user", async () => 1)).toEqual({ busy: true });
    await expire("leases", s.scope);
    expect(await leases.run("user", async () => 1)).toEqual({ busy: false, value: 1 });
  });
});
