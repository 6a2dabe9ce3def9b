import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_LANDING } from "../../src/contracts/account-sign-in/paths";
import { accounts, linkedinConnections, linkedinProfiles } from "../../src/server/db/schema";
import { startLinkedInOidc, type LinkedInOidc } from "../fakes/linkedin-oidc";
import { throughLinkedIn } from "../support/linkedin-browser";
import { Client, linkFrom, makeTestApp, ORIGIN, signedInUser, uniqueEmail, type TestApp } from "../support/test-app";

// Settings > Account: LinkedIn as a way to sign in, linked and unlinked (docs/architecture/account.md), through the
// fake LinkedIn's real OpenID Connect flow.
let sim: LinkedInOidc;
let t: TestApp;

const linkedInEnv = () => ({
  LINKEDIN_CLIENT_ID: sim.clientId,
  LINKEDIN_CLIENT_SECRET: sim.clientSecret,
  LINKEDIN_DISCOVERY_URL: sim.discoveryUrl,
});

beforeAll(async () => {
  sim = await startLinkedInOidc({ appOrigin: ORIGIN, clientId: "pp-link-client", clientSecret: "pp-link-secret" });
  t = makeTestApp(linkedInEnv());
});
afterAll(async () => {
  await sim?.stop();
});

let members = 0;
/** A LinkedIn member of the test's own (the simulator's login page signs in as it from now on). */
const member = (opts: { email?: string; email_verified?: boolean } = {}) =>
  sim.setAccount({
    sub: `lnk-${Date.now().toString(36)}-${++members}`,
    email: opts.email ?? uniqueEmail("li-member"),
    email_verified: opts.email_verified ?? true,
    given_name: "Lin",
    family_name: `Member ${members}`,
  });

const providers = async (client: Client) =>
  ((await client.json("/api/auth/list-accounts")).body as { providerId: string }[]).map((a) => a.providerId).sort();

const startLink = (client: Client, password: unknown) =>
  client.json("/api/account/sign-in/linkedin", { json: { password } });

/** Starts a link from Settings > Account and plays the browser on LinkedIn's page: where the app sends it back. */
async function link(client: Client, password: string, action: "allow" | "cancel" = "allow") {
  const started = await startLink(client, password);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const authorizeUrl = new URL(started.body.authorizeUrl);
  const callback = await throughLinkedIn(sim, authorizeUrl, ORIGIN, action);
  const back = await client.request(callback.pathname + callback.search);
  expect(back.status).toBe(302);
  return { authorizeUrl, callback, location: back.headers.get("location")! };
}

/** Plays "Continue with LinkedIn" on /sign-in in a new browser: the user it signs in as, if any. */
async function signInWithLinkedIn(app: TestApp = t) {
  const client = new Client(app.app);
  const start = await client.json("/api/auth/sign-in/social", {
    json: { provider: "linkedin", callbackURL: "/auth/callback", errorCallbackURL: "/sign-in?error=linkedin" },
  });
  const callback = await throughLinkedIn(sim, new URL(start.body.url), ORIGIN);
  await client.request(callback.pathname + callback.search);
  return ((await client.json("/api/auth/get-session")).body?.user?.id as string | undefined) ?? null;
}

/** An account made with "Continue with LinkedIn" (no password). */
async function linkedInOnlyUser() {
  const who = member();
  const client = new Client(t.app);
  const start = await client.json("/api/auth/sign-in/social", {
    json: { provider: "linkedin", callbackURL: "/auth/callback", errorCallbackURL: "/sign-in?error=linkedin" },
  });
  const callback = await throughLinkedIn(sim, new URL(start.body.url), ORIGIN);
  await client.request(callback.pathname + callback.search);
  const userId = (await client.json("/api/auth/get-session")).body.user.id as string;
  return { client, userId, email: who.email };
}

const linkedInRows = (userId: string) =>
  t.database.db
    .select({ accountId: accounts.accountId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "linkedin")));

describe("linking LinkedIn for sign-in", () => {
  it("links a member whose LinkedIn address differs, through LinkedIn's page, after the password; LinkedIn then signs in to this account", async () => {
    const { client, userId, password } = await signedInUser(t);
    const who = member();

    const { authorizeUrl, location } = await link(client, password);
    expect(authorizeUrl.origin).toBe(new URL(sim.issuer).origin);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/linkedin`);
    expect(location).toBe(LINK_LANDING.linked);

    expect(await providers(client)).toEqual(["credential", "linkedin"]);
    expect(await linkedInRows(userId)).toEqual([{ accountId: who.sub }]);
    const me = (await client.json("/api/me")).body;
    expect(me.id).toBe(userId);
    expect(me.linkedinIdentity).toMatchObject({ sub: who.sub });
    // the address stays the account's own, not LinkedIn's
    expect(me.email).not.toBe(who.email);
    // sign-in only: the workspace's publishing connection is another table, still empty
    expect(
      await t.database.db.select().from(linkedinConnections).where(eq(linkedinConnections.createdBy, userId)),
    ).toEqual([]);
    expect((await client.json("/api/linkedin/connection")).body.connection).toBeNull();

    // "Continue with LinkedIn" as that member, from another browser: this account
    expect(await signInWithLinkedIn()).toBe(userId);
  });

  it("asks the current password first: wrong, missing, too long or with extra fields, nothing starts", async () => {
    const { client, userId } = await signedInUser(t);
    const wrong = await startLink(client, "not-the-password-1");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("INVALID_PASSWORD");
    expect(wrong.res.headers.getSetCookie().join(";")).not.toMatch(/state/);
    for (const body of [{}, { password: "" }, { password: 12 }, { password: "x".repeat(129) }]) {
      const res = await client.json("/api/account/sign-in/linkedin", { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    const extra = await client.json("/api/account/sign-in/linkedin", {
      json: { password: "correct-horse-7", provider: "google" },
    });
    expect(extra.status).toBe(400);
    const nul = await startLink(client, "correct\u0000horse");
    expect(nul.status).toBe(400);
    expect(await linkedInRows(userId)).toEqual([]);
    // signed out: 401
    const anonymous = await startLink(new Client(t.app), "correct-horse-7");
    expect(anonymous.status).toBe(401);
  });

  it("keeps better-auth's own link and unlink endpoints closed (they ask no password and skip the app's rule)", async () => {
    const { client } = await signedInUser(t);
    const linkSocial = await client.request("/api/auth/link-social", {
      json: { provider: "linkedin", callbackURL: "/settings/account" },
    });
    expect(linkSocial.status).toBe(404);
    const unlink = await client.request("/api/auth/unlink-account", { json: { providerId: "credential" } });
    expect(unlink.status).toBe(404);
    expect(await providers(client)).toEqual(["credential"]);
  });

  it("refuses a second LinkedIn member while one is linked", async () => {
    const { client, password } = await signedInUser(t);
    member();
    await link(client, password);
    const again = await startLink(client, password);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("LINKEDIN_SIGN_IN_ALREADY_LINKED");
  });

  it("refuses a member who already signs in to another account here, and one whose LinkedIn address is unverified: nothing linked", async () => {
    const other = await linkedInOnlyUser();
    const taken = (await linkedInRows(other.userId))[0].accountId;
    const { client, userId, password } = await signedInUser(t);
    sim.setAccount({ ...sim.account(), sub: taken });
    const refused = await link(client, password);
    expect(refused.location).toBe(`${LINK_LANDING.failed}&error=account_already_linked_to_different_user`);
    expect(await linkedInRows(userId)).toEqual([]);
    expect(await linkedInRows(other.userId)).toEqual([{ accountId: taken }]);

    member({ email_verified: false });
    const unverified = await link(client, password);
    expect(unverified.location).toBe(`${LINK_LANDING.failed}&error=unable_to_link_account`);
    expect(await linkedInRows(userId)).toEqual([]);
  });

  it("comes back with the cancellation when the member cancels on LinkedIn's page", async () => {
    const { client, userId, password } = await signedInUser(t);
    member();
    const { location } = await link(client, password, "cancel");
    expect(location.startsWith(`${LINK_LANDING.failed}&error=`)).toBe(true);
    expect(new URL(location, ORIGIN).searchParams.get("error")).toBe("user_cancelled_login");
    expect(await linkedInRows(userId)).toEqual([]);
  });

  it("binds the link to the browser and session that started it: another browser finishing it links nothing", async () => {
    const victim = await signedInUser(t);
    member();
    const started = await startLink(victim.client, victim.password);
    const callback = await throughLinkedIn(sim, new URL(started.body.authorizeUrl), ORIGIN);
    // the callback URL opened by someone else's browser (no state cookie): refused
    const attacker = await signedInUser(t);
    const back = await attacker.client.request(callback.pathname + callback.search);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toContain("error=");
    expect(await linkedInRows(victim.userId)).toEqual([]);
    expect(await linkedInRows(attacker.userId)).toEqual([]);

    // the session that started it signed out before LinkedIn answers: nothing linked either
    const again = await startLink(victim.client, victim.password);
    const later = await throughLinkedIn(sim, new URL(again.body.authorizeUrl), ORIGIN);
    await victim.client.json("/api/auth/sign-out", { json: {} });
    await victim.client.request(later.pathname + later.search);
    expect(await linkedInRows(victim.userId)).toEqual([]);
  });

  it("says LinkedIn sign-in is not available on a server without it", async () => {
    const bare = makeTestApp();
    const { client } = await signedInUser(bare);
    const res = await client.json("/api/account/sign-in/linkedin", { json: { password: "correct-horse-7" } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("LINKEDIN_SIGN_IN_UNAVAILABLE");
  });

  it("counts every start, refused ones too: 429 with Retry-After past AUTH_RATE_LIMIT_MAX", async () => {
    const limited = makeTestApp({ ...linkedInEnv(), AUTH_RATE_LIMIT_MAX: "3" });
    const { client } = await signedInUser(limited);
    for (let i = 0; i < 3; i++) expect((await startLink(client, `wrong-guess-${i}`)).status).toBe(400);
    const stopped = await startLink(client, "correct-horse-7");
    expect(stopped.status).toBe(429);
    expect(stopped.body.error.code).toBe("RATE_LIMITED");
    expect(Number(stopped.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("unlinking LinkedIn's sign-in", () => {
  it("unlinks when a password is left; the member no longer signs in to this account, the password still does", async () => {
    const { client, userId, email, password } = await signedInUser(t);
    member();
    await link(client, password);
    const res = await client.json("/api/account/sign-in/linkedin", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ linked: false });
    expect(await providers(client)).toEqual(["credential"]);
    expect(await linkedInRows(userId)).toEqual([]);
    // what the sign-in brought is forgotten with it: nothing says "signed in with LinkedIn" any more
    const me = (await client.json("/api/me")).body;
    expect(me.linkedinIdentity).toBeNull();
    expect(me.linkedinConnected).toBe(false);
    expect(await t.database.db.select().from(linkedinProfiles).where(eq(linkedinProfiles.userId, userId))).toEqual([]);
    // LinkedIn's address is not this account's: "Continue with LinkedIn" makes another account, never this one
    expect(await signInWithLinkedIn()).not.toBe(userId);
    const byPassword = await new Client(t.app).json("/api/auth/sign-in/email", { json: { email, password } });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.user.id).toBe(userId);
    // again: nothing to unlink
    const again = await client.json("/api/account/sign-in/linkedin", { method: "DELETE" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("LINKEDIN_SIGN_IN_NOT_LINKED");
  });

  it("refuses to unlink LinkedIn when it is the only way in (no password), and allows it once a password is set", async () => {
    const { client, userId, email } = await linkedInOnlyUser();
    const refused = await client.json("/api/account/sign-in/linkedin", { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("LINKEDIN_SIGN_IN_ONLY_WAY_IN");
    expect(await linkedInRows(userId)).toHaveLength(1);
    expect((await client.json("/api/me")).body.linkedinIdentity).not.toBeNull();
    // two at once: both refused, the account keeps its way in
    const both = await Promise.all(
      [1, 2].map(() => client.json("/api/account/sign-in/linkedin", { method: "DELETE" })),
    );
    expect(both.map((r) => r.status)).toEqual([409, 409]);
    expect(await linkedInRows(userId)).toHaveLength(1);

    await client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const reset = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const token = new URL(linkFrom(reset.text)).pathname.split("/").at(-1)!;
    const password = "Harbour-Kettle-73";
    expect(
      (await new Client(t.app).json("/api/auth/reset-password", { json: { newPassword: password, token } })).status,
    ).toBe(200);
    const signedIn = new Client(t.app); // a reset signs every session out
    expect((await signedIn.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);
    const res = await signedIn.json("/api/account/sign-in/linkedin", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await providers(signedIn)).toEqual(["credential"]);
  });

  it("touches only the requester's own LinkedIn sign-in; signed out is 401", async () => {
    const other = await linkedInOnlyUser();
    const { client, password } = await signedInUser(t);
    member();
    await link(client, password);
    expect((await client.json("/api/account/sign-in/linkedin", { method: "DELETE" })).status).toBe(200);
    expect(await linkedInRows(other.userId)).toHaveLength(1);
    expect((await other.client.json("/api/me")).body.linkedinIdentity).not.toBeNull();
    const anonymous = await new Client(t.app).json("/api/account/sign-in/linkedin", { method: "DELETE" });
    expect(anonymous.status).toBe(401);
  });
});
