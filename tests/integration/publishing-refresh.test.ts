import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { linkedInConnectClient } from "../../src/server/integrations/linkedin/connect-client";
import { publishAttempt, type PublishingDeps } from "../../src/server/modules/publishing/attempt";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { freshDatabase } from "../support/fresh-database";
import { publishingFixtures, type ConnectedMember as Member } from "../support/publishing-member";
import { testPublishingDeps } from "../support/publishing-deps";

// Refreshing a LinkedIn token (a connection that has a refresh token: partner apps) on a 401 or past its expiry,
// against the simulator's token endpoint. Attempts are run directly (no queue): each test's outcome is its own.
const log = pino({ level: "silent" });
const secret = randomBytes(32).toString("hex");
const oauthClient = { clientId: "pp-client", clientSecret: "pp-secret" };
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let sim: LinkedInApi;
let deps: PublishingDeps;

beforeAll(async () => {
  fresh = await freshDatabase("publishing_refresh");
  database = createDatabase(fresh.url, { max: 4 });
  sim = await startLinkedInApi({ oauthClient });
  deps = testPublishingDeps({
    apiUrl: sim.origin,
    webUrl: sim.webOrigin,
    secret,
    timeoutMs: 1500,
    tokens: linkedInConnectClient({ discoveryUrl: sim.discoveryUrl, ...oauthClient }),
  });
});
afterAll(async () => {
  await database?.close();
  await sim?.stop();
  await fresh?.drop();
});
afterEach(() => sim.reset());

const owner = () => database.pool;

// connected members and posts scheduled now (no queue here: each test runs its attempts)
const { connectedMember, scheduledPost } = publishingFixtures(() => ({
  pool: database.pool,
  sim,
  cipher: deps.cipher,
}));

const attempt = (m: Member, postId: string) =>
  publishAttempt({ ...deps, database, log }, { postId, workspaceId: m.workspaceId, userId: m.userId });

async function connection(m: Member) {
  const { rows } = await owner().query("SELECT * FROM linkedin_connections WHERE workspace_id = $1", [m.workspaceId]);
  return rows[0];
}
async function post(id: string) {
  const { rows } = await owner().query("SELECT status, publish_error FROM posts WHERE id = $1", [id]);
  return rows[0];
}
async function notificationKinds(m: Member): Promise<string[]> {
  const { rows } = await owner().query("SELECT kind FROM notifications WHERE workspace_id = $1 ORDER BY kind", [
    m.workspaceId,
  ]);
  return rows.map((r) => r.kind);
}
const postsOf = (m: Member) => sim.posts.filter((p) => p.author === `urn:li:person:${m.sub}`);
const unauthorizedCalls = () => sim.requests.filter((r) => r.outcome === 401).length;

describe("publishing with a refreshable LinkedIn connection", () => {
  it("a 401 refreshes the token, stores it sealed, and publishes once", async () => {
    const m = await connectedMember({ refreshable: true });
    sim.revokeToken(m.token); // LinkedIn answers 401 to the stored token
    const before = await connection(m);
    const id = await scheduledPost(m, `Refreshed ${randomUUID()}`);
    expect(await attempt(m, id)).toMatchObject({ result: "published" });
    expect(await post(id)).toEqual({ status: "published", publish_error: null });
    expect(postsOf(m)).toHaveLength(1);
    expect(sim.refreshes).toEqual([{ sub: m.sub, status: 200 }]);
    expect(unauthorizedCalls()).toBe(1);
    const after = await connection(m);
    // a new access token, sealed (never the plain token in the table), with its new expiry; the refresh token kept
    expect(after.access_token).not.toBe(before.access_token);
    const newToken = deps.cipher.decrypt(after.access_token)!;
    expect(newToken).not.toBe(m.token);
    // sealed: the column holds neither token in the clear (random ciphertext may hold "AQ", LinkedIn's prefix)
    expect(after.access_token).not.toContain(newToken);
    expect(after.access_token).not.toContain(m.token);
    expect(deps.cipher.decrypt(after.refresh_token)).toBe(m.refreshToken);
    expect(after.needs_reconnect).toBe(false);
    expect(new Date(after.access_token_expires_at).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(await notificationKinds(m)).toEqual([]);
    // the next post uses the stored new token: no 401, no refresh
    sim.reset();
    const next = await scheduledPost(m, `Next ${randomUUID()}`);
    expect(await attempt(m, next)).toMatchObject({ result: "published" });
    expect(sim.refreshes).toHaveLength(0);
    expect(unauthorizedCalls()).toBe(0);
  });

  it("a token past its expiry is refreshed before anything is sent", async () => {
    const m = await connectedMember({ expiresIn: "-1 hour", refreshable: true });
    const id = await scheduledPost(m, `Expired ${randomUUID()}`);
    expect(await attempt(m, id)).toMatchObject({ result: "published" });
    expect(sim.refreshes).toEqual([{ sub: m.sub, status: 200 }]);
    expect(unauthorizedCalls()).toBe(0);
    expect(postsOf(m)).toHaveLength(1);
    expect(new Date((await connection(m)).access_token_expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("retries only once: a 401 after the refresh is RECONNECT_NEEDED", async () => {
    const m = await connectedMember({ refreshable: true });
    sim.inject({ endpoint: "posts", fault: "unauthorized", times: 2, member: `urn:li:person:${m.sub}` });
    const id = await scheduledPost(m, `Twice refused ${randomUUID()}`);
    expect(await attempt(m, id)).toMatchObject({ result: "failed", notified: true });
    expect(await post(id)).toEqual({ status: "failed", publish_error: "RECONNECT_NEEDED" });
    expect(sim.refreshes).toHaveLength(1);
    expect(unauthorizedCalls()).toBe(2);
    expect(postsOf(m)).toHaveLength(0);
    expect((await connection(m)).needs_reconnect).toBe(true);
    expect(await notificationKinds(m)).toEqual(["linkedin_reconnect_needed", "publish_failed"]);
  });

  it("a refused refresh is RECONNECT_NEEDED, nothing published", async () => {
    const m = await connectedMember({ refreshable: true });
    sim.revokeToken(m.token);
    sim.revokeRefreshToken(m.refreshToken!);
    const id = await scheduledPost(m, `Refresh refused ${randomUUID()}`);
    expect(await attempt(m, id)).toMatchObject({ result: "failed" });
    expect(await post(id)).toEqual({ status: "failed", publish_error: "RECONNECT_NEEDED" });
    expect(sim.refreshes.map((r) => r.status)).toEqual([400]);
    expect(postsOf(m)).toHaveLength(0);
    const after = await connection(m);
    expect(after.needs_reconnect).toBe(true);
    expect(deps.cipher.decrypt(after.access_token)).toBe(m.token); // nothing replaced
  });

  it("without a refresh token a 401 is RECONNECT_NEEDED as before, and no refresh is tried", async () => {
    const m = await connectedMember({ refreshable: false });
    sim.revokeToken(m.token);
    const id = await scheduledPost(m, `No refresh ${randomUUID()}`);
    expect(await attempt(m, id)).toMatchObject({ result: "failed" });
    expect(await post(id)).toEqual({ status: "failed", publish_error: "RECONNECT_NEEDED" });
    expect(sim.refreshes).toHaveLength(0);
    expect(postsOf(m)).toHaveLength(0);
  });

  it("without the app's token endpoint (no LINKEDIN_CLIENT_ID) a refresh token is not used", async () => {
    const m = await connectedMember({ refreshable: true });
    sim.revokeToken(m.token);
    const id = await scheduledPost(m, `No client ${randomUUID()}`);
    const result = await publishAttempt(
      { ...deps, tokens: null, database, log },
      { postId: id, workspaceId: m.workspaceId, userId: m.userId },
    );
    expect(result).toMatchObject({ result: "failed" });
    expect(sim.refreshes).toHaveLength(0);
  });

  it("the simulator's token endpoint checks the app's credentials and the grant", async () => {
    const token = sim.issueRefreshToken("someone");
    const call = (form: Record<string, string>) =>
      fetch(`${sim.origin}/oauth/v2/accessToken`, { method: "POST", body: new URLSearchParams(form) });
    expect(
      (await call({ grant_type: "refresh_token", refresh_token: token, client_id: "x", client_secret: "y" })).status,
    ).toBe(401);
    expect(
      (
        await call({
          grant_type: "authorization_code",
          code: "c",
          ...{ client_id: oauthClient.clientId, client_secret: oauthClient.clientSecret },
        })
      ).status,
    ).toBe(400);
    const ok = await call({
      grant_type: "refresh_token",
      refresh_token: token,
      client_id: oauthClient.clientId,
      client_secret: oauthClient.clientSecret,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ refresh_token: token, expires_in: 5_184_000 });
  });
});
