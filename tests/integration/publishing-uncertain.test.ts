import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { publishAttempt, type PublishingDeps } from "../../src/server/modules/publishing/attempt";
import { publishingService } from "../../src/server/modules/publishing/service";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { freshDatabase } from "../support/fresh-database";
import { publishingFixtures, type ConnectedMember as Member } from "../support/publishing-member";
import { testPublishingDeps } from "../support/publishing-deps";

// A 5xx from LinkedIn before or after it created the post, and the answers after it (issue 27, items 1 and 5): no
// 5xx is taken as "not created", so none is re-sent by itself; the post waits for the member's check. When the member
// has it sent again and LinkedIn answers DUPLICATE_POST, that is the earlier attempt's post: published, never
// failed. Attempts run directly (no queue): each test's outcome is its own.
const log = pino({ level: "silent" });
const secret = randomBytes(32).toString("hex");
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let sim: LinkedInApi;
let deps: PublishingDeps;

beforeAll(async () => {
  fresh = await freshDatabase("publishing_uncertain");
  database = createDatabase(fresh.url, { max: 4 });
  sim = await startLinkedInApi();
  deps = testPublishingDeps({ apiUrl: sim.origin, webUrl: sim.webOrigin, secret, timeoutMs: 1500 });
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

interface Row {
  status: string;
  version: number;
  publish_error: string | null;
  publish_error_detail: string | null;
  linkedin_post_urn: string | null;
  linkedin_post_url: string | null;
  linkedin_comment_urn: string | null;
  publish_unconfirmed_at: Date | null;
}
const row = async (id: string): Promise<Row> =>
  (await owner().query("SELECT * FROM posts WHERE id = $1", [id])).rows[0] as Row;
const attempt = (m: Member, postId: string) =>
  publishAttempt({ ...deps, database, log }, { postId, workspaceId: m.workspaceId, userId: m.userId });
const postsOf = (m: Member) => sim.posts.filter((p) => p.author === m.author);
const postCalls = () => sim.requests.filter((r) => r.endpoint === "posts").map((r) => r.outcome);
async function kindsNotified(postId: string): Promise<string[]> {
  const { rows } = await owner().query("SELECT kind FROM notifications WHERE post_id = $1 ORDER BY created_at", [
    postId,
  ]);
  return rows.map((r: { kind: string }) => r.kind);
}
/** The member's answer after checking: "It is not on LinkedIn: publish it" (the endpoint's service). */
async function publishAgain(m: Member, id: string) {
  await publishingService({ database, jobs: null }).publishAgain({ userId: m.userId }, id, {
    version: (await row(id)).version,
  });
}

const SERVER_ERRORS = [500, 502, 503, 504];

describe("a 5xx before LinkedIn created the post", () => {
  for (const status of SERVER_ERRORS)
    it(`${status}: needs_check, not re-sent by itself; "publish it" after the check publishes it once`, async () => {
      const m = await connectedMember();
      sim.inject({ endpoint: "posts", fault: "server-error", status, member: m.author });
      const id = await scheduledPost(m, `Refused with ${status} ${randomUUID()}`);
      expect(await attempt(m, id)).toMatchObject({ result: "needs_check" });
      expect(await row(id)).toMatchObject({ status: "needs_check", publish_error: null });
      expect((await row(id)).publish_unconfirmed_at).toBeInstanceOf(Date);
      expect((await row(id)).publish_error_detail).toContain(`HTTP ${status}`);
      expect(await attempt(m, id)).toEqual({ result: "skipped" });
      expect(postCalls()).toEqual([status]);
      expect(await kindsNotified(id)).toEqual(["needs_check"]);

      await publishAgain(m, id);
      expect(await attempt(m, id)).toMatchObject({ result: "published" });
      expect(postsOf(m)).toHaveLength(1);
      expect(await row(id)).toMatchObject({ status: "published", linkedin_post_urn: postsOf(m)[0]!.urn });
      expect(postCalls()).toEqual([status, 201]);
    });
});

describe("a 5xx after LinkedIn created the post", () => {
  for (const status of SERVER_ERRORS)
    it(`${status}: needs_check (never failed, never sent twice); "publish it" gets DUPLICATE_POST: published as LinkedIn's post`, async () => {
      const m = await connectedMember();
      sim.inject({ endpoint: "posts", fault: "server-error-after-accept", status, member: m.author });
      const id = await scheduledPost(m, `Taken, then ${status} ${randomUUID()}`, {
        firstComment: "The first comment",
      });
      expect(await attempt(m, id)).toMatchObject({ result: "needs_check" });
      expect(await row(id)).toMatchObject({ status: "needs_check", publish_error: null, linkedin_post_urn: null });
      expect(await attempt(m, id)).toEqual({ result: "skipped" });
      expect(postsOf(m)).toHaveLength(1);
      const [live] = postsOf(m);

      // the member did not find it (or answered too fast): sent again, LinkedIn says it has it
      await publishAgain(m, id);
      expect(await attempt(m, id)).toMatchObject({ result: "published", urn: live!.urn });
      expect(await row(id)).toMatchObject({
        status: "published",
        publish_error: null,
        linkedin_post_urn: live!.urn,
        linkedin_post_url: `${sim.webOrigin}/feed/update/${live!.urn}/`,
      });
      expect(postsOf(m)).toHaveLength(1);
      expect(postCalls()).toEqual([status, 422]);
      // its first comment, never sent by the attempt that ended on the 5xx, goes under LinkedIn's post
      expect(sim.comments.map((c) => [c.postUrn, c.parsed.text])).toEqual([[live!.urn, "The first comment"]]);
      expect((await row(id)).linkedin_comment_urn).toBe(sim.comments[0]!.urn);
      // the bell (and its mail) said "check it", never "not published"
      expect(await kindsNotified(id)).toEqual(["needs_check"]);
    });
});

describe("DUPLICATE_POST as evidence", () => {
  it("without an earlier uncertain attempt it is LinkedIn's refusal: failed DUPLICATE_POST", async () => {
    const m = await connectedMember();
    const text = `Said twice ${randomUUID()}`;
    expect(await attempt(m, await scheduledPost(m, text))).toMatchObject({ result: "published" });
    const second = await scheduledPost(m, text);
    expect(await attempt(m, second)).toMatchObject({ result: "failed" });
    expect(await row(second)).toMatchObject({ status: "failed", publish_error: "DUPLICATE_POST" });
    expect(postsOf(m)).toHaveLength(1);
  });

  it("after an uncertain attempt, but quoting no post: still to be checked, with LinkedIn's words", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "server-error-after-accept", member: m.author });
    const id = await scheduledPost(m, `Unquoted ${randomUUID()}`);
    expect(await attempt(m, id)).toMatchObject({ result: "needs_check" });
    await publishAgain(m, id);
    sim.inject({ endpoint: "posts", fault: "duplicate", member: m.author }); // "an earlier post", no URN
    expect(await attempt(m, id)).toMatchObject({ result: "needs_check" });
    const after = await row(id);
    expect(after).toMatchObject({ status: "needs_check", publish_error: null, linkedin_post_urn: null });
    expect(after.publish_error_detail).toContain("Content is a duplicate of an earlier post");
    expect(postsOf(m)).toHaveLength(1);
  });

  it("after a worker died mid-attempt (needs_check when found): published as the post LinkedIn quotes", async () => {
    const m = await connectedMember();
    const text = `Sent before the crash ${randomUUID()}`;
    // what the dead worker had sent: LinkedIn has it, the post is left `publishing`
    expect((await deps.publisher.createPost(m.token, { author: m.author, text })).kind).toBe("published");
    const { rows } = await owner().query(
      `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by, publishing_started_at,
         publish_attempts)
       VALUES ($1, $2, $3, 'publishing', now() - interval '10 minutes', $2, now() - interval '10 minutes', 1)
       RETURNING id`,
      [m.workspaceId, m.userId, text],
    );
    const id = rows[0].id as string;
    // a worker that starts again finds it left there (as the sweep does, publishing.test.ts): needs_check
    expect(await attempt(m, id)).toMatchObject({ result: "abandoned" });
    expect(await row(id)).toMatchObject({ status: "needs_check" });
    await publishAgain(m, id);
    expect(await attempt(m, id)).toMatchObject({ result: "published", urn: postsOf(m)[0]!.urn });
    expect(postsOf(m)).toHaveLength(1);
  });
});

describe("what is still refused before anything is created", () => {
  it("429: back to scheduled with its retry time, no check asked", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "rate-limited", retryAfterSeconds: 60, member: m.author });
    const id = await scheduledPost(m, `Throttled ${randomUUID()}`);
    expect(await attempt(m, id)).toEqual({ result: "retry", inSeconds: 60 });
    expect(await row(id)).toMatchObject({ status: "scheduled", publish_unconfirmed_at: null });
    expect(await kindsNotified(id)).toEqual([]);
  });
});
