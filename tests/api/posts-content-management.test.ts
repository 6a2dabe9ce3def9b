import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { JobQueue } from "../../src/server/jobs/job-queue";
import { upcomingSlotInstants } from "../../src/shared/schedule/slots";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

/** Content Management's needs of the post API: sorts, date fields, scheduled/published times, bulk moves. */
const sent: Array<{ queue: string; data: unknown }> = [];
const jobs: JobQueue = {
  async send(queue, data) {
    sent.push({ queue, data });
    return "job";
  },
  async schedule() {},
};
const t = makeTestApp({}, { integrations: { jobs } });
const owner = () => t.database.pool;

type P = { id: string; version: number; status: string; scheduledAt: string | null; publishedAt: string | null };

const workspaceOf = async (client: Client): Promise<string> => (await client.json("/api/me")).body.workspace.id;

async function createPost(client: Client, json: Record<string, unknown> = {}): Promise<P> {
  const res = await client.json("/api/posts", { json: { body: "A post #x", ...json } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

async function connectLinkedIn(client: Client, userId: string) {
  await owner().query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', 'v1.sealed', now() + interval '400 days', 'openid profile email w_member_social')`,
    [await workspaceOf(client), userId, `m${randomBytes(4).toString("hex")}`],
  );
}

const SLOTS = [
  { weekday: 2, time: "08:30" },
  { weekday: 4, time: "12:00" },
];

/** A signed-in user with a zone, LinkedIn connected and two weekly slots. */
async function queueReady() {
  const user = await signedInUser(t);
  expect((await user.client.json("/api/profile", { method: "PATCH", json: { timeZone: "Europe/Paris" } })).status).toBe(
    200,
  );
  await connectLinkedIn(user.client, user.userId);
  expect((await user.client.json("/api/posting-slots", { method: "PUT", json: { slots: SLOTS } })).status).toBe(200);
  return user;
}

const list = async (client: Client, query: string) => {
  const res = await client.json(`/api/posts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as P[];
};
const ids = (posts: Array<{ id: string }>) => posts.map((p) => p.id);
const bulk = (client: Client, json: Record<string, unknown>) => client.json("/api/posts/bulk", { json });
const setTimes = (id: string, sets: string) => owner().query(`UPDATE posts SET ${sets} WHERE id = $1`, [id]);

describe("the post list's orders and dates", () => {
  it("sorts by updated, created, planned time, status and pillar, both ways, empty values last", async () => {
    const { client } = await signedInUser(t);
    const strategy = await client.json("/api/strategies", {
      json: { name: "Plan", pillars: [{ name: "Zebra" }, { name: "apple" }] },
    });
    const [zebra, apple] = strategy.body.strategy.pillars.map((p: { id: string }) => p.id);
    const a = await createPost(client, { pillarId: zebra, status: "idea" });
    const b = await createPost(client, { pillarId: apple });
    const c = await createPost(client);
    // a: published long ago; b: scheduled next year; c: neither. Created a < c < b, updated c < b < a.
    await setTimes(
      a.id,
      `status = 'published', published_at = '2025-01-02T09:00:00Z', scheduled_at = '2025-01-02T09:00:00Z',
       created_at = '2025-01-01T00:00:00Z', updated_at = '2025-03-01T00:00:00Z'`,
    );
    await setTimes(
      b.id,
      `status = 'scheduled', scheduled_at = now() + interval '300 days',
       created_at = '2025-02-03T00:00:00Z', updated_at = '2025-02-01T00:00:00Z'`,
    );
    await setTimes(c.id, `created_at = '2025-02-01T00:00:00Z', updated_at = '2025-01-15T00:00:00Z'`);

    expect(ids(await list(client, ""))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(client, "sort=updated&order=asc"))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(client, "sort=created"))).toEqual([b.id, c.id, a.id]);
    expect(ids(await list(client, "sort=created&order=asc"))).toEqual([a.id, c.id, b.id]);
    expect(ids(await list(client, "sort=planned"))).toEqual([b.id, a.id, c.id]);
    expect(ids(await list(client, "sort=planned&order=asc"))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(client, "sort=status"))).toEqual([c.id, b.id, a.id]); // draft, scheduled, published
    expect(ids(await list(client, "sort=status&order=desc"))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(client, "sort=pillar"))).toEqual([b.id, a.id, c.id]); // apple, Zebra, none
    expect(ids(await list(client, "sort=pillar&order=desc"))).toEqual([a.id, b.id, c.id]);

    // every post carries its times
    const all = await list(client, "sort=created&order=asc");
    expect(all[0]).toMatchObject({ publishedAt: "2025-01-02T09:00:00.000Z", scheduledAt: "2025-01-02T09:00:00.000Z" });
    expect(all[2]).toMatchObject({ publishedAt: null, status: "scheduled" });
    expect(all[2]!.scheduledAt).not.toBeNull();
    expect(all[1]).toMatchObject({ publishedAt: null, scheduledAt: null });

    // the date range reads the chosen date
    const range = "from=2025-01-01T00:00:00Z&to=2025-02-02T00:00:00Z";
    expect(ids(await list(client, `${range}&dateField=created&sort=created`))).toEqual([c.id, a.id]);
    expect(ids(await list(client, `${range}&dateField=planned`))).toEqual([a.id]);
    expect(ids(await list(client, `${range}`))).toEqual([b.id, c.id]);
    // a sort with filters and pages
    expect(ids(await list(client, "sort=created&order=asc&limit=1&offset=1"))).toEqual([c.id]);
    expect(ids(await list(client, `sort=pillar&pillarId=${zebra}`))).toEqual([a.id]);
  });

  it("refuses unknown sorts, orders and date fields with 400", async () => {
    const { client } = await signedInUser(t);
    for (const query of ["sort=body", "order=up", "dateField=deleted", "sort=", "sort=updated&order=ASC"]) {
      const res = await client.json(`/api/posts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("never shows another workspace's posts, whatever the sort", async () => {
    const mine = await signedInUser(t);
    const other = await signedInUser(t);
    await createPost(other.client);
    const own = await createPost(mine.client);
    for (const sort of ["updated", "created", "planned", "status", "pillar"])
      expect(ids(await list(mine.client, `sort=${sort}`)), sort).toEqual([own.id]);
  });
});

describe("bulk moves", () => {
  it("moves ideas and drafts to idea or draft, unschedules scheduled posts, and ignores other workspaces' ids", async () => {
    const { client } = await queueReady();
    const other = await signedInUser(t);
    const theirs = await createPost(other.client);
    const idea = await createPost(client, { status: "idea" });
    const draft = await createPost(client);
    const queued = await client.json(`/api/posts/${draft.id}/queue`, { json: { version: 1 } });
    expect(queued.body.post.status).toBe("scheduled");

    const res = await bulk(client, { action: "move", status: "idea", ids: [draft.id, idea.id, theirs.id, "nope"] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // the idea was an idea already: unchanged, not answered
    expect(res.body.posts).toHaveLength(1);
    expect(res.body.posts[0]).toMatchObject({ id: draft.id, status: "idea", scheduledAt: null, version: 3 });
    expect((await other.client.json(`/api/posts/${theirs.id}`)).body.post).toMatchObject({
      status: "draft",
      version: 1,
    });
    const back = await bulk(client, { action: "move", status: "draft", ids: [draft.id, idea.id] });
    expect(back.body.posts.map((p: P) => p.status)).toEqual(["draft", "draft"]);
  });

  it("adds each idea or draft to the queue in order, taking the next free slots, and sends their jobs", async () => {
    const { client, userId } = await queueReady();
    const expected = upcomingSlotInstants(SLOTS, "Europe/Paris", Date.now(), 3).map((ms) => new Date(ms).toISOString());
    const first = await createPost(client, { status: "idea" });
    const second = await createPost(client);
    sent.length = 0;
    const res = await bulk(client, { action: "move", status: "scheduled", ids: [second.id, first.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.posts.map((p: P) => [p.id, p.status, p.scheduledAt])).toEqual([
      [second.id, "scheduled", expected[0]],
      [first.id, "scheduled", expected[1]],
    ]);
    const workspaceId = await workspaceOf(client);
    expect(sent).toEqual([
      { queue: "publishing.publish", data: { postId: second.id, workspaceId, userId } },
      { queue: "publishing.publish", data: { postId: first.id, workspaceId, userId } },
    ]);
    // already scheduled posts stay where they are; a new one takes the slot after them
    const third = await createPost(client);
    const again = await bulk(client, { action: "move", status: "scheduled", ids: [first.id, third.id] });
    expect(again.body.posts.map((p: P) => [p.id, p.scheduledAt])).toEqual([[third.id, expected[2]]]);
  });

  it("is all or nothing: one post that cannot move refuses the whole request with the single-post rule's code", async () => {
    const { client } = await queueReady();
    const ok = await createPost(client);
    const tooLong = await createPost(client, { body: "x".repeat(3001) });
    const refused = await bulk(client, { action: "move", status: "scheduled", ids: [ok.id, tooLong.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("POST_TOO_LONG_FOR_LINKEDIN");
    expect((await client.json(`/api/posts/${ok.id}`)).body.post).toMatchObject({ status: "draft", version: 1 });

    const published = await createPost(client);
    await setTimes(published.id, `status = 'published', published_at = now()`);
    for (const status of ["idea", "draft"]) {
      const res = await bulk(client, { action: "move", status, ids: [ok.id, published.id] });
      expect(res.status, status).toBe(409);
      expect(res.body.error.code).toBe("POST_NOT_EDITABLE");
    }
    const failed = await createPost(client);
    await setTimes(failed.id, `status = 'failed', publish_error = 'REJECTED'`);
    const toQueue = await bulk(client, { action: "move", status: "scheduled", ids: [ok.id, failed.id] });
    expect(toQueue.status).toBe(409);
    expect(toQueue.body.error.code).toBe("POST_NOT_SCHEDULABLE");
    expect((await client.json(`/api/posts/${ok.id}`)).body.post).toMatchObject({ status: "draft", version: 1 });
  });

  it("refuses to queue without LinkedIn or without slots", async () => {
    const { client } = await signedInUser(t);
    const post = await createPost(client);
    const noSlots = await bulk(client, { action: "move", status: "scheduled", ids: [post.id] });
    expect(noSlots.status).toBe(409);
    expect(noSlots.body.error.code).toBe("NO_POSTING_SLOTS");
    expect((await client.json("/api/profile", { method: "PATCH", json: { timeZone: "Europe/Paris" } })).status).toBe(
      200,
    );
    expect((await client.json("/api/posting-slots", { method: "PUT", json: { slots: SLOTS } })).status).toBe(200);
    const notConnected = await bulk(client, { action: "move", status: "scheduled", ids: [post.id] });
    expect(notConnected.status).toBe(409);
    expect(notConnected.body.error.code).toBe("LINKEDIN_NOT_CONNECTED");
  });

  it("changes nothing for ids of other workspaces only, or posts in the trash", async () => {
    const { client } = await queueReady();
    const other = await signedInUser(t);
    const theirs = await createPost(other.client, { status: "idea" });
    const trashed = await createPost(client, { status: "idea" });
    expect((await client.json(`/api/posts/${trashed.id}`, { method: "DELETE" })).status).toBe(200);
    for (const status of ["draft", "scheduled"]) {
      const res = await bulk(client, { action: "move", status, ids: [theirs.id, trashed.id] });
      expect(res.status, status).toBe(200);
      expect(res.body.posts).toEqual([]);
    }
    expect((await other.client.json(`/api/posts/${theirs.id}`)).body.post).toMatchObject({
      status: "idea",
      version: 1,
    });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { client } = await signedInUser(t);
    const post = await createPost(client);
    const tooMany = Array.from({ length: 101 }, () => post.id);
    for (const json of [
      { action: "move", ids: [post.id] },
      { action: "move", status: "published", ids: [post.id] },
      { action: "move", status: "publishing", ids: [post.id] },
      { action: "move", status: "failed", ids: [post.id] },
      { action: "move", status: "draft", ids: [] },
      { action: "move", status: "draft", ids: tooMany },
      { action: "move", status: "draft", ids: [42] },
      { action: "move", status: ["idea"], ids: [post.id] },
      { action: "archive", ids: [post.id] },
    ]) {
      const res = await bulk(client, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await client.json(`/api/posts/${post.id}`)).body.post.version).toBe(1);
    const anon = new Client(t.app);
    expect((await bulk(anon, { action: "move", status: "idea", ids: [post.id] })).status).toBe(401);
  });
});
