import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNT_SESSION_RULES } from "../../src/contracts/sessions/rules";
import { sessions } from "../../src/server/db/schema";
import { en, fr } from "../support/locales";
import { Client, makeTestApp, signedInUser, type TestApp } from "../support/test-app";

const t = makeTestApp();
afterAll(() => t.close());

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A second device of the same user, signed in with its own user agent. */
async function device(app: TestApp, email: string, password: string, userAgent: string) {
  const client = new Client(app.app, { "user-agent": userAgent });
  const res = await client.json("/api/auth/sign-in/email", { json: { email, password } });
  expect(res.status).toBe(200);
  return client;
}

const list = async (client: Client) => {
  const res = await client.json("/api/account/sessions");
  expect(res.status).toBe(200);
  return res.body.sessions as { id: string; browser: string; system: string; mobile: boolean; current: boolean }[];
};

describe("account sessions", () => {
  it("lists every device with its browser and system, this one first and marked, and no token or row id", async () => {
    const { client, email, password, userId } = await signedInUser(t);
    await device(t, email, password, FIREFOX_LINUX);
    await device(t, email, password, SAFARI_IPHONE);
    const res = await client.json("/api/account/sessions");
    expect(res.status).toBe(200);
    const listed = res.body.sessions as Awaited<ReturnType<typeof list>>;
    expect(listed).toHaveLength(3);
    expect(listed[0].current).toBe(true);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed).toContainEqual(expect.objectContaining({ browser: "firefox", system: "linux", mobile: false }));
    expect(listed).toContainEqual(expect.objectContaining({ browser: "safari", system: "ios", mobile: true }));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    const text = JSON.stringify(res.body);
    for (const row of rows) {
      expect(text).not.toContain(row.id);
      expect(text).not.toContain(row.token);
    }
  });

  it("signs one device out: it is refused at once, the others stay", async () => {
    const { client, email, password } = await signedInUser(t);
    const firefox = await device(t, email, password, FIREFOX_LINUX);
    const safari = await device(t, email, password, SAFARI_IPHONE);
    const target = (await list(client)).find((s) => s.browser === "firefox")!;
    const res = await client.json(`/api/account/sessions/${target.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 1 });
    expect((await firefox.json("/api/me")).status).toBe(401);
    expect((await safari.json("/api/me")).status).toBe(200);
    expect((await list(client)).map((s) => s.browser)).not.toContain("firefox");
    // the same id again: gone
    expect((await client.json(`/api/account/sessions/${target.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 404 for another user's session id and leaves that session signed in", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const bobsId = (await list(bob.client))[0].id;
    const res = await alice.client.json(`/api/account/sessions/${bobsId}`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
    expect((await bob.client.json("/api/me")).status).toBe(200);
  });

  it("never lists another user's sessions, and answers their ids exactly as made-up ones: nothing tells them apart", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const bobsSecond = await device(t, bob.email, bob.password, FIREFOX_LINUX);
    const bobsIds = (await list(bob.client)).map((s) => s.id);
    expect(bobsIds).toHaveLength(2);
    const alicesIds = (await list(alice.client)).map((s) => s.id);
    expect(alicesIds.filter((id) => bobsIds.includes(id))).toEqual([]);

    const madeUp = bobsIds[0]!.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    const answer = async (id: string) => {
      const res = await alice.client.json(`/api/account/sessions/${id}`, { method: "DELETE" });
      return { status: res.status, body: res.body as unknown };
    };
    const unknown = await answer(madeUp);
    expect(unknown.status).toBe(404);
    for (const id of bobsIds) expect(await answer(id)).toEqual(unknown);
    // revoke-others names no id: it never reaches past the requester
    expect((await alice.client.json("/api/account/sessions/revoke-others", { method: "POST" })).body).toEqual({
      revoked: 0,
    });
    expect((await bob.client.json("/api/me")).status).toBe(200);
    expect((await bobsSecond.json("/api/me")).status).toBe(200);
    expect((await list(bob.client)).map((s) => s.id).sort()).toEqual([...bobsIds].sort());
  });

  it("refuses a malformed id with a 400 (never a 500), even the session's own row id or token", async () => {
    const { client, userId } = await signedInUser(t);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    for (const bad of ["x", "a".repeat(500), "%00" + "a".repeat(42)]) {
      const res = await client.json(`/api/account/sessions/${bad}`, { method: "DELETE" });
      expect(res.status).toBe(400);
    }
    for (const secretish of [row.id, row.token]) {
      const res = await client.json(`/api/account/sessions/${encodeURIComponent(secretish)}`, { method: "DELETE" });
      expect([400, 404]).toContain(res.status);
    }
    expect((await client.json("/api/me")).status).toBe(200);
  });

  it("signs out every other device and keeps this one", async () => {
    const { client, email, password } = await signedInUser(t);
    const others = [await device(t, email, password, FIREFOX_LINUX), await device(t, email, password, SAFARI_IPHONE)];
    const bystander = await signedInUser(t);
    const res = await client.json("/api/account/sessions/revoke-others", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    for (const other of others) expect((await other.json("/api/me")).status).toBe(401);
    expect((await client.json("/api/me")).status).toBe(200);
    expect(await list(client)).toHaveLength(1);
    expect((await bystander.client.json("/api/me")).status).toBe(200);
  });

  it("is 401 signed out", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/account/sessions")).status).toBe(401);
    expect((await anon.json("/api/account/sessions/revoke-others", { method: "POST" })).status).toBe(401);
  });

  it("is rate limited per user on both sign-outs, with a translated 429, refused attempts counted", async () => {
    const { client, email, password } = await signedInUser(t);
    const firefox = await device(t, email, password, FIREFOX_LINUX);
    // made-up ids (well formed, each a 404): a script trying ids is stopped like anyone else
    for (let i = 0; i < ACCOUNT_SESSION_RULES.maxPerWindow; i++) {
      const guess = `${String(i).padStart(2, "0")}${"A".repeat(41)}`;
      expect((await client.json(`/api/account/sessions/${guess}`, { method: "DELETE" })).status).toBe(404);
    }
    const target = (await list(client)).find((s) => s.browser === "firefox")!;
    const refused = await client.json(`/api/account/sessions/${target.id}`, { method: "DELETE" });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("ACCOUNT_SESSIONS_RATE_LIMITED");
    expect(refused.body.error.message).toMatch(/try again/i);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(en.apiErrors.accountSessionsRateLimited).toMatch(/try again/i);
    expect(fr.apiErrors.accountSessionsRateLimited).toMatch(/Réessayez/);
    const others = await client.json("/api/account/sessions/revoke-others", { method: "POST" });
    expect(others.status).toBe(429);
    // nothing was signed out, and listing still works
    expect((await firefox.json("/api/me")).status).toBe(200);
    expect(await list(client)).toHaveLength(2);
    // another user is not affected
    const other = await signedInUser(t);
    expect((await other.client.json("/api/account/sessions/revoke-others", { method: "POST" })).status).toBe(200);
  });
});
