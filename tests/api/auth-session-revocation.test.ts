import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
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
    expect((await anon.json("/api/auth/reset-password", { json: { newPassword: "Revoked-by-reset-7", token } })).status).toBe(200);
    await expectRefused(t.app, cookie);
  });

  it("refuses a session signed out in one app process at once in another", async () => {
    const { client } = await signedInUser(t);
    const cookie = await warmed(client, [t.app, other.app]);
    expect((await client.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    await expectRefused(other.app, cookie);
  });

  it("keeps the session cookies small (no user data in a cookie)", async () => {
    const { client } = await signedInUser(t);
    expect(client.has("session_data")).toBe(false);
    expect(client.cookieHeader().length).toBeLessThan(1000);
  });
});
