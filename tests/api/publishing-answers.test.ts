import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkedInTokenCipher } from "../../src/server/composition";
import type { JobQueue, SendOptions } from "../../src/server/jobs/job-queue";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { connectLinkedIn, type LinkedInMember } from "../support/publishing-member";
import { Client, makeTestApp, signedInUser, type TestApp } from "../support/test-app";

// The member's answers after publishing (issue 27, items 5 and 8): "Post the comment again" for a first comment
// LinkedIn did not take (the app's LinkedIn is the simulator), and one answer to several posts that need a check.
const secret = randomBytes(32).toString("hex");
const sent: Array<{ queue: string; data: unknown; options?: SendOptions }> = [];
const jobs: JobQueue = {
  async send(queue, data, options) {
    sent.push({ queue, data, options });
    return "job";
  },
  async schedule() {},
};
let sim: LinkedInApi;
let t: TestApp;

beforeAll(async () => {
  sim = await startLinkedInApi();
  t = makeTestApp(
    { LINKEDIN_API_URL: sim.origin, LINKEDIN_WEB_URL: sim.webOrigin, LINKEDIN_API_VERSION: "202601" },
    { secret, integrations: { jobs } },
  );
});
afterAll(async () => {
  await sim?.stop();
});

const owner = () => t.database.pool;

type Member = LinkedInMember & { client: Client };

/** A member signed in through the API, their workspace connected to LinkedIn (the simulator). */
async function connectedMember(): Promise<Member> {
  const { client, userId } = await signedInUser(t);
  const workspaceId = (await client.json("/api/me")).body.workspace.id as string;
  const world = { pool: owner(), sim, cipher: linkedInTokenCipher(secret) };
  return { ...(await connectLinkedIn(world, { userId, workspaceId })), client };
}

/** A post in `status` as the worker leaves it (published: on the simulator, its first comment failed). */
async function postIn(m: Member, status: "published" | "needs_check" | "draft", firstComment = "Sources below 👇") {
  const body = `A post ${randomUUID()}`;
  let urn: string | null = null;
  if (status === "published") {
    const res = await fetch(`${sim.origin}/rest/posts`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${m.token}`,
        "linkedin-version": "202601",
        "x-restli-protocol-version": "2.0.0",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        author: m.author,
        commentary: body,
        visibility: "PUBLIC",
        distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: "PUBLISHED",
        isReshareDisabledByAuthor: false,
      }),
    });
    expect(res.status).toBe(201);
    urn = res.headers.get("x-restli-id");
  }
  const { rows } = await owner().query(
    `INSERT INTO posts (workspace_id, created_by, body, first_comment, status, scheduled_at, publishing_started_at,
       published_at, linkedin_post_urn, publish_error, publish_error_detail, publish_unconfirmed_at)
     SELECT $1, created_by, $2, $3, $4::text, now() - interval '1 hour',
       CASE WHEN $4::text = 'draft' THEN NULL ELSE now() - interval '1 hour' END,
       CASE WHEN $4::text = 'published' THEN now() - interval '59 minutes' END, $5::text,
       CASE WHEN $4::text = 'published' THEN 'FIRST_COMMENT_FAILED' END,
       CASE WHEN $4::text = 'published' THEN 'Internal Server Error' END,
       CASE WHEN $4::text = 'needs_check' THEN now() END
     FROM linkedin_connections WHERE workspace_id = $1 RETURNING id, version`,
    [m.workspaceId, body, firstComment, status, urn],
  );
  return { id: rows[0].id as string, version: rows[0].version as number, urn };
}

const commentAgain = (m: Member, id: string, version: number) =>
  m.client.json(`/api/posts/${id}/comment-again`, { json: { version } });
const answerChecks = (m: Member, ids: string[], answer: string) =>
  m.client.json("/api/posts/checks", { json: { ids, answer } });
const commentsOn = (urn: string | null) => sim.comments.filter((c) => c.postUrn === urn);

describe("Post the comment again", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await anon.json(`/api/posts/${id}/comment-again`, { json: { version: 1 } })).status).toBe(401);
    expect((await anon.json("/api/posts/checks", { json: { ids: [id], answer: "onLinkedin" } })).status).toBe(401);
  });

  it("posts the failed first comment under the post, once: the failure is cleared, a second click is refused", async () => {
    const m = await connectedMember();
    const post = await postIn(m, "published");
    const res = await commentAgain(m, post.id, post.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.publishing).toMatchObject({ error: null, errorDetail: null, linkedinPostUrn: post.urn });
    const comments = commentsOn(post.urn);
    expect(comments.map((c) => [c.actor, c.parsed.text])).toEqual([[m.author, "Sources below 👇"]]);
    const { rows } = await owner().query("SELECT linkedin_comment_urn, version FROM posts WHERE id = $1", [post.id]);
    expect(rows[0].linkedin_comment_urn).toBe(comments[0]!.urn);
    expect(res.body.post.version).toBe(rows[0].version);

    const twice = await commentAgain(m, post.id, res.body.post.version);
    expect([twice.status, twice.body.error.code]).toEqual([409, "COMMENT_NOT_FAILED"]);
    const stale = await commentAgain(m, post.id, post.version);
    expect([stale.status, stale.body.error.code]).toEqual([409, "VERSION_CONFLICT"]);
    expect(commentsOn(post.urn)).toHaveLength(1);
  });

  it("LinkedIn refuses it again: 502 COMMENT_NOT_POSTED, still failed with LinkedIn's words; a later try posts it", async () => {
    const m = await connectedMember();
    const post = await postIn(m, "published");
    sim.inject({ endpoint: "comments", fault: "rate-limited", member: m.author });
    const refused = await commentAgain(m, post.id, post.version);
    expect([refused.status, refused.body.error.code]).toEqual([502, "COMMENT_NOT_POSTED"]);
    const after = (await m.client.json(`/api/posts/${post.id}/publishing`)).body;
    expect(after.publishing).toMatchObject({
      error: "FIRST_COMMENT_FAILED",
      errorDetail: "Resource level throttle limit for calls to this resource is reached.",
    });
    expect(commentsOn(post.urn)).toHaveLength(0);
    const again = await commentAgain(m, post.id, after.post.version);
    expect(again.status).toBe(200);
    expect(commentsOn(post.urn)).toHaveLength(1);
  });

  it("refuses what has no failed comment, another workspace's post, and a connection to renew; nothing sent", async () => {
    const m = await connectedMember();
    for (const status of ["needs_check", "draft"] as const) {
      const post = await postIn(m, status);
      const res = await commentAgain(m, post.id, post.version);
      expect([res.status, res.body.error.code], status).toEqual([409, "COMMENT_NOT_FAILED"]);
    }
    const published = await postIn(m, "published");
    const other = await connectedMember();
    expect((await commentAgain(other, published.id, published.version)).status).toBe(404);
    expect((await commentAgain(m, "not-a-uuid", 1)).status).toBe(404);
    await owner().query("UPDATE linkedin_connections SET needs_reconnect = true WHERE workspace_id = $1", [
      m.workspaceId,
    ]);
    const reconnect = await commentAgain(m, published.id, published.version);
    expect([reconnect.status, reconnect.body.error.code]).toEqual([409, "LINKEDIN_RECONNECT_NEEDED"]);
    expect(sim.comments.filter((c) => c.actor === m.author || c.actor === other.author)).toHaveLength(0);
  });
});

describe("answering several posts that need a check", () => {
  it("on LinkedIn: all published, at the time their attempt started", async () => {
    const m = await connectedMember();
    const a = await postIn(m, "needs_check");
    const b = await postIn(m, "needs_check");
    const res = await answerChecks(m, [a.id, b.id], "onLinkedin");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.posts.map((p: { id: string; status: string }) => [p.id, p.status]).sort()).toEqual(
      [
        [a.id, "published"],
        [b.id, "published"],
      ].sort(),
    );
    const { rows } = await owner().query(
      // to the millisecond (a JavaScript date's precision)
      `SELECT abs(extract(epoch FROM published_at - publishing_started_at)) < 0.001 AS same, publish_error_detail
       FROM posts WHERE id = ANY($1)`,
      [[a.id, b.id]],
    );
    expect(rows).toEqual([
      { same: true, publish_error_detail: null },
      { same: true, publish_error_detail: null },
    ]);
  });

  it("not on LinkedIn: all scheduled now and queued", async () => {
    const m = await connectedMember();
    const a = await postIn(m, "needs_check");
    const b = await postIn(m, "needs_check");
    sent.length = 0;
    const res = await answerChecks(m, [a.id, b.id], "publishAgain");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.posts.map((p: { status: string }) => p.status)).toEqual(["scheduled", "scheduled"]);
    expect(sent.map((s) => (s.data as { postId: string }).postId).sort()).toEqual([a.id, b.id].sort());
    expect(sent.every((s) => s.queue === "publishing.publish" && s.options?.startAfterSeconds === 0)).toBe(true);
  });

  it("all or nothing: one post that needs no check refuses the request; another workspace's ids are ignored", async () => {
    const m = await connectedMember();
    const check = await postIn(m, "needs_check");
    const draft = await postIn(m, "draft");
    const refused = await answerChecks(m, [check.id, draft.id], "onLinkedin");
    expect([refused.status, refused.body.error.code]).toEqual([409, "POST_NOT_NEEDS_CHECK"]);
    const { rows } = await owner().query("SELECT status FROM posts WHERE id = $1", [check.id]);
    expect(rows[0].status).toBe("needs_check");
    const other = await connectedMember();
    const theirs = await postIn(other, "needs_check");
    const mine = await answerChecks(m, [check.id, theirs.id], "onLinkedin");
    expect(mine.body.posts.map((p: { id: string }) => p.id)).toEqual([check.id]);
    const { rows: still } = await owner().query("SELECT status FROM posts WHERE id = $1", [theirs.id]);
    expect(still[0].status).toBe("needs_check");
  });

  it("bad input is a 400 with its problem, never a 500", async () => {
    const m = await connectedMember();
    const id = randomUUID();
    for (const body of [
      { ids: [], answer: "onLinkedin" },
      { ids: Array.from({ length: 101 }, () => id), answer: "onLinkedin" },
      { ids: [id], answer: "maybe" },
      { ids: "all", answer: "onLinkedin" },
    ]) {
      const res = await m.client.json("/api/posts/checks", { json: body });
      expect([res.status, res.body.error.code], JSON.stringify(body).slice(0, 60)).toEqual([400, "VALIDATION_FAILED"]);
    }
  });
});
