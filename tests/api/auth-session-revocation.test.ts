import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/server/db/schema";
import type { AppEnv } from "../../src/server/http/env";
import { sessionMiddleware } from "../../src/server/http/session";
import { SessionCache } from "../../src/server/http/session-cache";
import { Client, linkFrom, makeTestApp, signedInUser, type TestApp } from "../support/test-app";

// A session that ended (sign-out, revoke-other-sessions, password reset) is refused at once, even when the browser
// replays every cookie it had, and in every app process sharing the database.
const secret = randomBytes(32).toString("hex");
const t = makeTestApp({}, { secret });
const other = makeTestApp({}, { secret }); // a second app process on the same database
afterAll(() => Promise.all([t.close(), other.close()]));

/** Every cookie the browser holds, sent as they are by an attacker who copied them. */
const replay = (app: TestApp["app"], cookie: string) => ({
  me: async () => (await app.request("/api/me", { headers: { cookie } })).status,
  session: async () => {
    const res = await app.request("/api/auth/get-session", { headers: { cookie } });
    return { status: res.status, body: await res.json() };
  },
});

/** Uses the session (so any cache has it) and returns the full cookie header. */
async function warmed(client: Client, apps: TestApp["app"][] = [t.app]) {
  const cookie = client.cookieHeader();
  for (const app of apps) {
    const r = replay(app, cookie);
    expect(await r.me()).toBe(200);
    expect((await r.session()).body?.user).toBeTruthy();
  }
  return cookie;
}

async function expectRefused(app: TestApp["app"], cookie: string) {
  const r = replay(app, cookie);
  expect(await r.me()).toBe(401);
  const session = await r.session();
  expect(session.body?.user).toBeUndefined();
}

describe("ended sessions", () => {
  it("refuses the replayed cookies right after sign-out", async () => {
    const { client } = await signedInUser(t);
    const cookie = await warmed(client);
    expect((await client.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    await expectRefused(t.app, cookie);
  });

  it("refuses the other sessions right after revoke-other-sessions, and keeps the current one", async () => {
    const { client, email, password } = await signedInUser(t);
    const second = new Client(t.app);
    expect((await second.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);
    const secondCookie = await warmed(second);
    expect((await client.json("/api/auth/revoke-other-sessions", { json: {} })).status).toBe(200);
    await expectRefused(t.app, secondCookie);
    expect((await client.json("/api/me")).status).toBe(200);
  });

  it("refuses every session of the user right after a password reset", async () => {
    const { client, email } = await signedInUser(t);
    const cookie = await warmed(client);
    const anon = new Client(t.app);
    await anon.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const mail = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const token = new URL(linkFrom(mail.text)).pathname.split("/").at(-1)!;
    expect(
      (await anon.json("/api/auth/reset-password", { json: { newPassword: "Revoked-by-reset-7", token } })).status,
    ).toBe(200);
    await expectRefused(t.app, cookie);
  });

  it("refuses a session signed out in one app process at once in another", async () => {
    const { client } = await signedInUser(t);
    const cookie = await warmed(client, [t.app, other.app]);
    expect((await client.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    await expectRefused(other.app, cookie);
  });

  it("refuses a write from an ended session before it runs: nothing is written", async () => {
    const { client, email } = await signedInUser(t);
    const cookie = await warmed(client);
    expect((await client.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    const res = await t.app.request("/api/profile", {
      method: "PATCH",
      headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Mallory" }),
    });
    expect(res.status).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.firstName).toBe("Ada");
  });

  it("checks a cached session after a read that used the user without the database", async () => {
    const { userId } = await signedInUser(t);
    const [live] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    const cache = new SessionCache();
    const until = new Date(Date.now() + 60_000);
    cache.set("live-cookie", { token: live.token, userId }, until);
    cache.set("ended-cookie", { token: "a-session-that-ended", userId }, until);
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("database", t.database);
      await next();
    });
    app.use("*", sessionMiddleware(null as never, cache)); // cached cookies never reach better-auth
    app.get("/whoami", (c) => c.json({ userId: c.get("requireUserId")() }));
    const call = (cookie: string) =>
      app.request("/whoami", { headers: { cookie: `pillarpost.session_token=${cookie}` } });
    expect((await call("live-cookie")).status).toBe(200);
    expect((await call("ended-cookie")).status).toBe(401);
    expect(cache.get("ended-cookie")).toBeUndefined();
  });

  it("makes one better-auth lookup for requests arriving together with a cookie not in the cache", async () => {
    const { userId } = await signedInUser(t);
    const [live] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    let lookups = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const auth = {
      api: {
        getSession: async () => {
          lookups++;
          await answered;
          return { user: { id: userId }, session: { token: live.token, expiresAt: new Date(Date.now() + 60_000) } };
        },
      },
    };
    const cache = new SessionCache();
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("database", t.database);
      await next();
    });
    app.use("*", sessionMiddleware(auth as never, cache));
    app.get("/whoami", (c) => c.json({ userId: c.get("requireUserId")() }));
    const call = () => app.request("/whoami", { headers: { cookie: "pillarpost.session_token=new-cookie" } });
    const together = Array.from({ length: 5 }, call);
    await new Promise((r) => setTimeout(r, 50));
    answer();
    const answers = await Promise.all(together);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(lookups).toBe(1);
    expect(cache.get("new-cookie")?.userId).toBe(userId);
    // once answered, a lookup is not kept: the next miss asks better-auth again
    cache.delete("new-cookie");
    expect((await call()).status).toBe(200);
    expect(lookups).toBe(2);
  });

  it("keeps the session cookies small (no user data in a cookie)", async () => {
    const { client } = await signedInUser(t);
    expect(client.has("session_data")).toBe(false);
    expect(client.cookieHeader().length).toBeLessThan(1000);
  });
});
