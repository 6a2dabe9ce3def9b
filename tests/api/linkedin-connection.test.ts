import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLinkedInOidc, type LinkedInOidc } from "../fakes/linkedin-oidc";
import { withUser } from "../../src/server/db/client";
import { tokenCipher } from "../../src/server/lib/token-cipher";
import { throughLinkedIn } from "../support/linkedin-browser";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

const SECRET = "linkedin-connection-test-secret-0123456789";
// the default LinkedIn-Version on the day these tests were written: months from its retirement (/api/health's test)
const clock = () => new Date("2026-11-27T12:00:00Z");
const apiVersion = { version: "202608", retiresAround: "2027-08-15", state: "current" };
const CALLBACK = "/api/linkedin/callback";
let sim: LinkedInOidc;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  sim = await startLinkedInOidc({
    appOrigin: ORIGIN,
    clientId: "pp-client",
    clientSecret: "pp-secret-value",
    extraRedirectUris: [`${ORIGIN}${CALLBACK}`],
  });
  t = makeTestApp(
    {
      LINKEDIN_CLIENT_ID: sim.clientId,
      LINKEDIN_CLIENT_SECRET: sim.clientSecret,
      LINKEDIN_DISCOVERY_URL: sim.discoveryUrl,
    },
    { secret: SECRET, clock },
  );
  bare = makeTestApp({}, { clock });
});
afterAll(async () => {
  await sim?.stop();
});

async function start(client: Client, returnTo?: string) {
  const res = await client.json("/api/linkedin/connect", { json: returnTo ? { returnTo } : {} });
  expect(res.status).toBe(200);
  return new URL(res.body.authorizeUrl as string);
}

/** Connects the signed-in client's workspace; answers where the callback sent the browser. */
async function connect(client: Client, action: "allow" | "cancel" = "allow", returnTo?: string) {
  const callback = await throughLinkedIn(sim, await start(client, returnTo), ORIGIN, action);
  const res = await client.request(callback.pathname + callback.search);
  expect(res.status).toBe(302);
  return { location: res.headers.get("location"), callback };
}

const rowsOf = async (userId: string) =>
  withUser(
    t.database,
    userId,
    async (db) => (await db.execute(sql`SELECT * FROM linkedin_connections`)).rows as Record<string, unknown>[],
  );

describe("connecting LinkedIn (OpenID Connect, w_member_social)", () => {
  it("asks for exactly the four scopes with PKCE and a state, stores the member with encrypted tokens", async () => {
    const { client, userId } = await signedInUser(t);
    sim.setAccount({ sub: "member-ada-1", name: "Ada On LinkedIn", picture: "https://media.example/ada.jpg" });
    const before = await client.json("/api/linkedin/connection");
    expect(before.body).toEqual({ available: true, connection: null, apiVersion });

    const authorize = await start(client);
    expect(authorize.searchParams.get("scope")).toBe("openid profile email w_member_social");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${CALLBACK}`);
    expect(authorize.searchParams.get("state")!.length).toBeGreaterThanOrEqual(43);
    const callback = await throughLinkedIn(sim, authorize, ORIGIN);
    const res = await client.request(callback.pathname + callback.search);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/apps?linkedin=connected");

    const { body } = await client.json("/api/linkedin/connection");
    expect(body.available).toBe(true);
    expect(body.connection).toMatchObject({
      memberId: "member-ada-1",
      name: "Ada On LinkedIn",
      pictureUrl: "https://media.example/ada.jpg",
      refreshable: false,
      needsReconnect: false,
    });
    const days = (Date.parse(body.connection.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);

    const [row] = await rowsOf(userId);
    const sealed = row!.access_token as string;
    expect(sealed.startsWith("v1.")).toBe(true);
    const token = tokenCipher(SECRET, "linkedin-tokens").decrypt(sealed);
    expect(token).toBeTruthy();
    // the token works at LinkedIn, and never reaches the browser or the log
    const me = await fetch(`${sim.issuer}/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(token!);
    expect(t.logs.join("\n")).not.toContain(token!);
    expect(t.logs.join("\n")).not.toContain(callback.searchParams.get("code")!);
  });

  it("returns to the page that started it", async () => {
    const { client } = await signedInUser(t);
    expect((await connect(client, "allow", "/settings/account")).location).toBe("/settings/account?linkedin=connected");
  });

  it("a reconnect replaces the tokens in the same row and clears 'needs reconnect'", async () => {
    const { client, userId } = await signedInUser(t);
    sim.setAccount({ sub: "member-re-1", name: "First Name" });
    await connect(client);
    const [first] = await rowsOf(userId);
    await withUser(t.database, userId, (db) => db.execute(sql`UPDATE linkedin_connections SET needs_reconnect = true`));
    expect((await client.json("/api/linkedin/connection")).body.connection.needsReconnect).toBe(true);
    sim.setAccount({ sub: "member-re-1", name: "Second Name" });
    expect((await connect(client)).location).toBe("/apps?linkedin=connected");
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first!.id);
    expect(rows[0]!.access_token).not.toBe(first!.access_token);
    const { connection } = (await client.json("/api/linkedin/connection")).body;
    expect(connection).toMatchObject({ name: "Second Name", needsReconnect: false });
  });

  it("cancelled on LinkedIn: nothing stored", async () => {
    const { client, userId } = await signedInUser(t);
    expect((await connect(client, "cancel")).location).toBe("/apps?linkedin=cancelled");
    expect(await rowsOf(userId)).toEqual([]);
  });

  it("a state is single use, bound to the browser's user, and unknown states go nowhere", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const callback = await throughLinkedIn(sim, await start(a.client), ORIGIN);
    // B's browser cannot finish A's connection (nor land A's LinkedIn in B's workspace)
    const stolen = await b.client.request(callback.pathname + callback.search);
    expect(stolen.headers.get("location")).toBe("/apps?linkedin=failed");
    // and the state is spent: A's own replay is refused too
    const replay = await a.client.request(callback.pathname + callback.search);
    expect(replay.headers.get("location")).toBe("/apps?linkedin=expired");
    expect(await rowsOf(a.userId)).toEqual([]);
    expect(await rowsOf(b.userId)).toEqual([]);

    for (const query of ["", "?state=", "?state=forged&code=x", `?state=${"x".repeat(5000)}&code=y`, "?error=x"]) {
      const res = await a.client.request(CALLBACK + query);
      expect(res.status, query).toBe(302);
      expect(res.headers.get("location"), query).toBe("/apps?linkedin=expired");
    }
  });

  it("a browser signed out meanwhile is sent to sign in, and the state is spent", async () => {
    const { client } = await signedInUser(t);
    const callback = await throughLinkedIn(sim, await start(client), ORIGIN);
    const anonymous = new Client(t.app);
    const res = await anonymous.request(callback.pathname + callback.search);
    expect(res.headers.get("location")).toBe("/sign-in?redirect=%2Fapps");
    expect((await client.request(callback.pathname + callback.search)).headers.get("location")).toBe(
      "/apps?linkedin=expired",
    );
  });

  it("a code LinkedIn refuses: failed, nothing stored", async () => {
    const { client, userId } = await signedInUser(t);
    const callback = await throughLinkedIn(sim, await start(client), ORIGIN);
    callback.searchParams.set("code", "forged-code");
    const res = await client.request(callback.pathname + callback.search);
    expect(res.headers.get("location")).toBe("/apps?linkedin=failed");
    expect(await rowsOf(userId)).toEqual([]);
  });

  it("disconnect deletes the tokens at once", async () => {
    const { client, userId } = await signedInUser(t);
    await connect(client);
    expect(await rowsOf(userId)).toHaveLength(1);
    const res = await client.json("/api/linkedin/connection", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: true, connection: null, apiVersion });
    expect(await rowsOf(userId)).toEqual([]);
    const again = await client.json("/api/linkedin/connection", { method: "DELETE" });
    expect(again.status).toBe(200);
  });

  it("another workspace sees nothing, even without the owner filter", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await connect(a.client);
    expect((await b.client.json("/api/linkedin/connection")).body.connection).toBeNull();
    expect(await rowsOf(b.userId)).toEqual([]);
    // B's disconnect leaves A's connection alone
    await b.client.json("/api/linkedin/connection", { method: "DELETE" });
    expect(await rowsOf(a.userId)).toHaveLength(1);
  });

  it("bad input is a 400; signed out is a 401", async () => {
    const { client } = await signedInUser(t);
    for (const json of [
      { returnTo: "https://evil.example/" },
      { returnTo: "//evil.example" },
      { other: 1 },
      { returnTo: 5 },
    ]) {
      const res = await client.json("/api/linkedin/connect", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await client.json("/api/linkedin/connect", { json: { returnTo: "/apps\u0000" } })).status).toBe(400);
    const anonymous = new Client(t.app);
    expect((await anonymous.json("/api/linkedin/connection")).status).toBe(401);
    expect((await anonymous.json("/api/linkedin/connect", { json: {} })).status).toBe(401);
    expect((await anonymous.json("/api/linkedin/connection", { method: "DELETE" })).status).toBe(401);
  });

  it("without LINKEDIN_CLIENT_ID: not available, connect says why", async () => {
    const { client } = await signedInUser(bare);
    expect((await client.json("/api/linkedin/connection")).body).toEqual({
      available: false,
      connection: null,
      apiVersion,
    });
    const res = await client.json("/api/linkedin/connect", { json: {} });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("LINKEDIN_NOT_CONFIGURED");
  });
});
