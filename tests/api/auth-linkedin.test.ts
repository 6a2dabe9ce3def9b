import { randomBytes } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLinkedInOidc, type LinkedInOidc } from "../fakes/linkedin-oidc";
import { accounts, linkedinProfiles, users } from "../../src/server/db/schema";
import { throughLinkedIn } from "../support/linkedin-browser";
import { Client, linkFrom, makeTestApp, ORIGIN, signedInUser, uniqueEmail, type TestApp } from "../support/test-app";

let sim: LinkedInOidc;
let t: TestApp;
/** The app's auth secret: better-auth seals the provider tokens with it (encryptOAuthTokens). */
const secret = randomBytes(32).toString("hex");

beforeAll(async () => {
  sim = await startLinkedInOidc({ appOrigin: ORIGIN, clientId: "pp-client", clientSecret: "pp-secret-value" });
  t = makeTestApp(
    {
      LINKEDIN_CLIENT_ID: sim.clientId,
      LINKEDIN_CLIENT_SECRET: sim.clientSecret,
      LINKEDIN_DISCOVERY_URL: sim.discoveryUrl,
    },
    { secret },
  );
});
afterAll(async () => {
  await sim?.stop();
});

/** Plays the browser: app -> provider login page -> consent -> back to the app's callback. */
async function linkedInSignIn(client: Client, action: "allow" | "cancel" = "allow") {
  const start = await client.json("/api/auth/sign-in/social", {
    json: { provider: "linkedin", callbackURL: "/auth/callback", errorCallbackURL: "/sign-in?error=linkedin" },
  });
  expect(start.status).toBe(200);
  const authorizeUrl = new URL(start.body.url);
  const location = await throughLinkedIn(sim, authorizeUrl, ORIGIN, action);
  const back = await client.request(location.pathname + location.search);
  return { authorizeUrl, back };
}

describe("LinkedIn sign-in (OpenID Connect)", () => {
  it("asks for exactly the four scopes with PKCE and state, then signs the member in", async () => {
    const email = uniqueEmail("li");
    sim.setAccount({
      sub: `li-${Date.now()}`,
      email,
      given_name: "Linda",
      family_name: "Lin",
      name: "Linda Lin",
      headline: "Growth at Acme",
      picture: "https://media.example/linda.jpg",
    });
    const client = new Client(t.app);
    const { authorizeUrl, back } = await linkedInSignIn(client);
    expect(authorizeUrl.searchParams.get("scope")).toBe("openid profile email w_member_social");
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/auth/callback");
    expect(client.has("session_token")).toBe(true);

    const me = await client.json("/api/me");
    expect(me.body).toMatchObject({
      email,
      firstName: "Linda",
      lastName: "Lin",
      fullName: "Linda Lin",
      avatarUrl: "https://media.example/linda.jpg",
      linkedinConnected: true,
      headline: "Growth at Acme",
      emailVerified: true,
    });
    expect(me.body.linkedinIdentity).toMatchObject({
      sub: sim.account().sub,
      name: "Linda Lin",
      picture: "https://media.example/linda.jpg",
      headline: "Growth at Acme",
    });
    expect(JSON.stringify(me.body)).not.toMatch(/access|refresh|id_token/i);
    // a LinkedIn sign-up gets its personal workspace too
    expect(me.body.workspace).toMatchObject({ name: null, logo: null, plan: "free" });
  });

  it("stores the provider tokens encrypted: the stored value is refused, and decrypts to the member's token", async () => {
    const email = uniqueEmail("li-enc");
    sim.setAccount({ sub: `enc-${Date.now()}`, email, given_name: "Enc", family_name: "Rypt" });
    const client = new Client(t.app);
    await linkedInSignIn(client);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account.providerId).toBe("linkedin");
    expect(account.accessToken).toBeTruthy();
    expect(account.scope).toContain("w_member_social");
    const discovery = await (await fetch(sim.discoveryUrl)).json();
    const userinfo = (token: string) =>
      fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${token}` } });
    expect((await userinfo(account.accessToken!)).status).toBe(401);
    // not garbage: the app's decryption (better-auth's, with the app's secret) gives back the token LinkedIn issued
    const token = await symmetricDecrypt({ key: secret, data: account.accessToken! });
    expect(token).not.toBe(account.accessToken);
    const probe = await userinfo(token);
    expect(probe.status).toBe(200);
    expect(await probe.json()).toMatchObject({ sub: sim.account().sub, email });
    for (const value of [account.accessToken!, token]) expect(t.logs.join("\n")).not.toContain(value);
  });

  it("links to an existing account only when its email is verified", async () => {
    const { email, userId } = await signedInUser(t);
    sim.setAccount({ sub: `link-${Date.now()}`, email, given_name: "Ada", family_name: "L" });
    const client = new Client(t.app);
    await linkedInSignIn(client);
    expect((await client.json("/api/me")).body.id).toBe(userId);

    const unverified = uniqueEmail("li-unverified");
    await new Client(t.app).json("/api/auth/sign-up/email", {
      json: { email: unverified, password: "secret-pass-12", name: "x", firstName: "U", lastName: "V" },
    });
    sim.setAccount({ sub: `nolink-${Date.now()}`, email: unverified, given_name: "Mallory", family_name: "M" });
    const attacker = new Client(t.app);
    const { back } = await linkedInSignIn(attacker);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, unverified));
    const linked = await t.database.db.select().from(accounts).where(eq(accounts.userId, row.id));
    const signedInAs = (await attacker.json("/api/me")).body?.id;
    // either refused, or the unverified password account was stripped before LinkedIn took over: never both
    if (signedInAs === row.id) {
      expect(linked.map((a) => a.providerId)).not.toContain("credential");
    } else {
      expect(back.headers.get("location")).toContain("/sign-in?error=");
    }
  });

  it("lets a LinkedIn-only account set a password by the mailed link (Settings > Account), then sign in by email", async () => {
    const email = uniqueEmail("li-only");
    sim.setAccount({ sub: `li-only-${Date.now()}`, email, given_name: "Lou", family_name: "Only" });
    const client = new Client(t.app);
    await linkedInSignIn(client);
    const methods = async (as = client) =>
      ((await as.json("/api/auth/list-accounts")).body as { providerId: string }[]).map((a) => a.providerId);
    const listed = await client.json("/api/auth/list-accounts");
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(await methods()).toEqual(["linkedin"]);
    // what the list tells the browser: no token of any kind
    expect(JSON.stringify((await client.json("/api/auth/list-accounts")).body)).not.toMatch(/token|password/i);

    const asked = await client.json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    const mail = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const token = new URL(linkFrom(mail.text)).pathname.split("/").at(-1)!;
    const set = await new Client(t.app).json("/api/auth/reset-password", {
      json: { newPassword: "Harbour-Kettle-73", token },
    });
    expect(set.status).toBe(200);
    const emailClient = new Client(t.app);
    const byEmail = await emailClient.json("/api/auth/sign-in/email", {
      json: { email, password: "Harbour-Kettle-73" },
    });
    expect(byEmail.status).toBe(200);
    expect((await methods(emailClient)).sort()).toEqual(["credential", "linkedin"]);
  });

  it("sends a cancelled consent back to /sign-in with an error", async () => {
    sim.setAccount({ sub: `cancel-${Date.now()}`, email: uniqueEmail("li-cancel") });
    const client = new Client(t.app);
    const { back } = await linkedInSignIn(client, "cancel");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toMatch(/^\/sign-in\?error=/);
    expect(client.has("session_token")).toBe(false);
  });

  it("keeps the LinkedIn profile row owned by the user", async () => {
    const email = uniqueEmail("li-profile");
    sim.setAccount({ sub: `prof-${Date.now()}`, email, given_name: "Pro", family_name: "File" });
    await linkedInSignIn(new Client(t.app));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db.select().from(linkedinProfiles).where(eq(linkedinProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].sub).toBe(sim.account().sub);
  });

  it("asks a LinkedIn-only account to set a password before its email can change; LinkedIn sign-in works after", async () => {
    const email = uniqueEmail("li-move");
    sim.setAccount({ sub: `li-move-${Date.now()}`, email, given_name: "Moe", family_name: "Ver" });
    const client = new Client(t.app);
    await linkedInSignIn(client);
    const userId = (await client.json("/api/auth/get-session")).body.user.id as string;
    // no password to ask: a signed-in browser alone must not move the account
    const refused = await client.json("/api/account/email", {
      json: { newEmail: uniqueEmail("li-moved"), currentPassword: "Anything-at-all-1" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("PASSWORD_NOT_SET");

    await client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const reset = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const token = new URL(linkFrom(reset.text)).pathname.split("/").at(-1)!;
    const password = "Harbour-Kettle-73";
    expect(
      (await new Client(t.app).json("/api/auth/reset-password", { json: { newPassword: password, token } })).status,
    ).toBe(200);
    const byEmail = new Client(t.app); // a reset signs every session out
    expect((await byEmail.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);

    const newEmail = uniqueEmail("li-moved");
    expect((await byEmail.json("/api/account/email", { json: { newEmail, currentPassword: password } })).status).toBe(
      200,
    );
    const link = new URL(linkFrom((await t.mailer.waitFor(newEmail)).text));
    expect((await byEmail.request(link.pathname + link.search)).status).toBe(302);
    expect((await byEmail.json("/api/auth/get-session")).body.user.email).toBe(newEmail);

    // LinkedIn still gives the old address: the member is found by their LinkedIn id, the new address stays
    const again = new Client(t.app);
    const { back } = await linkedInSignIn(again);
    expect(back.headers.get("location")).toBe("/auth/callback");
    const session = (await again.json("/api/auth/get-session")).body;
    expect(session.user.id).toBe(userId);
    expect(session.user.email).toBe(newEmail);
  });
});

describe("LinkedIn sign-in when the ID token carries no profile claims", () => {
  it("reads the member from the userinfo endpoint", async () => {
    const bare = await startLinkedInOidc({
      appOrigin: ORIGIN,
      clientId: "pp-client-2",
      clientSecret: "pp-secret-2",
      idTokenWithProfileClaims: false,
    });
    try {
      const app = makeTestApp({
        LINKEDIN_CLIENT_ID: bare.clientId,
        LINKEDIN_CLIENT_SECRET: bare.clientSecret,
        LINKEDIN_DISCOVERY_URL: bare.discoveryUrl,
      });
      const email = uniqueEmail("li-userinfo");
      bare.setAccount({ sub: `ui-${Date.now()}`, email, given_name: "User", family_name: "Info", name: "User Info" });
      const previous = sim;
      sim = bare;
      const client = new Client(app.app);
      try {
        await linkedInSignIn(client);
      } finally {
        sim = previous;
      }
      const me = await client.json("/api/me");
      expect(me.body).toMatchObject({ email, firstName: "User", lastName: "Info", fullName: "User Info" });
    } finally {
      await bare.stop();
    }
  });
});
