import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { JobQueue, SendOptions } from "../../src/server/jobs/job-queue";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

/** The jobs the service queued (the worker side: tests/integration/publishing.test.ts). */
const sent: Array<{ queue: string; data: unknown; options?: SendOptions }> = [];
const jobs: JobQueue = {
  async send(queue, data, options) {
    sent.push({ queue, data, options });
    return "job";
  },
  async schedule() {},
};
const t = makeTestApp({}, { integrations: { jobs } });
const owner = () => t.database.pool;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function workspaceOf(client: Client): Promise<string> {
  return (await client.json("/api/me")).body.workspace.id;
}

/** Connects the workspace to LinkedIn as the callback would leave it (the token's value does not matter here). */
async function connectLinkedIn(client: Client, userId: string, opts: { expiresInDays?: number } = {}) {
  await owner().query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', 'v1.sealed', now() + make_interval(days => $4), 'openid profile email w_member_social')`,
    [await workspaceOf(client), userId, `m${randomBytes(4).toString("hex")}`, opts.expiresInDays ?? 60],
  );
}

async function connectedUser() {
  const user = await signedInUser(t);
  await connectLinkedIn(user.client, user.userId);
  return user;
}

async function draft(client: Client, body = "Hello LinkedIn #launch", firstComment = "") {
  const res = await client.json("/api/posts", { json: { body, firstComment } });
  expect(res.status).toBe(201);
  return res.body.post as { id: string; version: number };
}

const schedule = (client: Client, id: string, json: Record<string, unknown>) =>
  client.json(`/api/posts/${id}/schedule`, { json });
const action = (client: Client, id: string, name: string, json: Record<string, unknown>) =>
  client.json(`/api/posts/${id}/${name}`, { json });

describe("scheduling a post", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await schedule(anon, id, { version: 1, scheduledAt: inMinutes(5) })).status).toBe(401);
    for (const name of ["publish-now", "unschedule", "mark-published", "publish-again"])
      expect((await action(anon, id, name, { version: 1 })).status, name).toBe(401);
    expect((await anon.json(`/api/posts/${id}/publishing`)).status).toBe(401);
  });

  it("schedules at a future instant, bumps the version and queues the post's job for that time", async () => {
    const { client, userId } = await connectedUser();
    const post = await draft(client);
    const at = inMinutes(90);
    sent.length = 0;
    const res = await schedule(client, post.id, { version: post.version, scheduledAt: at });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.post).toMatchObject({ id: post.id, status: "scheduled", version: post.version + 1 });
    expect(res.body.publishing).toMatchObject({ scheduledAt: new Date(at).toISOString(), error: null, attempts: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      queue: "publishing.publish",
      data: { postId: post.id, workspaceId: await workspaceOf(client), userId },
      options: { singletonKey: `${post.id}@${new Date(at).toISOString()}` },
    });
    expect(sent[0].options!.startAfterSeconds).toBeGreaterThan(89 * 60);
    expect(sent[0].options!.startAfterSeconds).toBeLessThanOrEqual(90 * 60);
    expect((await client.json(`/api/posts/${post.id}/publishing`)).body).toEqual(res.body);
    // rescheduled: a new job for the new time (the old one finds the post not due and does nothing)
    const later = await schedule(client, post.id, { version: 2, scheduledAt: inMinutes(120) });
    expect(later.status).toBe(200);
    expect(later.body.post.version).toBe(3);
    expect(later.body.publishing.scheduledAt).not.toBe(res.body.publishing.scheduledAt);
    expect(sent).toHaveLength(2);
  });

  it("refuses a time in the past or now, and a malformed time, with their codes", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    const past = await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(-1) });
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe("SCHEDULE_IN_PAST");
    const bad = await schedule(client, post.id, { version: 1, scheduledAt: "tomorrow at 9" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { issues: [{ path: "scheduledAt", code: "SCHEDULE_TIME_INVALID" }] },
    });
    expect((await schedule(client, post.id, { version: 0, scheduledAt: inMinutes(5) })).status).toBe(400);
    expect((await schedule(client, post.id, { scheduledAt: inMinutes(5) })).status).toBe(400);
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ status: "draft", version: 1 });
  });

  it("counts LinkedIn's 3,000 in UTF-16 units: 3,000 pass, 3,001 (or 1,501 emoji) do not; an empty post neither", async () => {
    const { client } = await connectedUser();
    const ok = await draft(client, "a".repeat(3000));
    expect((await schedule(client, ok.id, { version: 1, scheduledAt: inMinutes(5) })).status).toBe(200);
    for (const body of ["a".repeat(3001), "🚀".repeat(1501)]) {
      const long = await draft(client, body);
      const res = await schedule(client, long.id, { version: 1, scheduledAt: inMinutes(5) });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("POST_TOO_LONG_FOR_LINKEDIN");
    }
    const empty = await draft(client, " \n ");
    const res = await schedule(client, empty.id, { version: 1, scheduledAt: inMinutes(5) });
    expect(res.body.error.code).toBe("POST_EMPTY");
  });

  it("counts reserved characters twice (LinkedIn may count the escaped text): refused before it could fail when due", async () => {
    const { client } = await connectedUser();
    // 2,994 units typed, 3,000 sent: ( ) * _ are each sent with a backslash; hashtags are sent as typed
    const fits = `${"a".repeat(2973)}(1) *x* _y_ #tag #tag`;
    expect(fits.length).toBe(2994);
    const ok = await draft(client, fits);
    expect((await schedule(client, ok.id, { version: 1, scheduledAt: inMinutes(5) })).status).toBe(200);
    // 2,990 characters shown, 3,010 sent
    const body = `${"a".repeat(2970)}${"(".repeat(20)}`;
    const long = await draft(client, body);
    const res = await schedule(client, long.id, { version: 1, scheduledAt: inMinutes(5) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "POST_TOO_LONG_FOR_LINKEDIN",
      message:
        "LinkedIn takes at most 3,000 characters, symbols such as ( ) * _ counting twice: shorten the post before scheduling it",
    });
    expect((await client.json(`/api/posts/${long.id}`)).body.post).toMatchObject({ status: "draft", version: 1 });
    const now = await action(client, long.id, "publish-now", { version: 1 });
    expect([now.status, now.body.error.code]).toEqual([400, "POST_TOO_LONG_FOR_LINKEDIN"]);
  });

  it("needs LinkedIn connected, not waiting for a reconnect, with a token valid at that time", async () => {
    const { client, userId } = await signedInUser(t);
    const post = await draft(client);
    const none = await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(5) });
    expect([none.status, none.body.error.code]).toEqual([409, "LINKEDIN_NOT_CONNECTED"]);
    await connectLinkedIn(client, userId, { expiresInDays: 2 });
    const late = await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(3 * 24 * 60) });
    expect([late.status, late.body.error.code]).toEqual([409, "LINKEDIN_TOKEN_EXPIRES_BEFORE"]);
    expect((await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(24 * 60) })).status).toBe(200);
    await owner().query("UPDATE linkedin_connections SET needs_reconnect = true WHERE workspace_id = $1", [
      await workspaceOf(client),
    ]);
    const other = await draft(client);
    const reconnect = await schedule(client, other.id, { version: 1, scheduledAt: inMinutes(5) });
    expect([reconnect.status, reconnect.body.error.code]).toEqual([409, "LINKEDIN_RECONNECT_NEEDED"]);
    const now = await action(client, other.id, "publish-now", { version: 1 });
    expect(now.body.error.code).toBe("LINKEDIN_RECONNECT_NEEDED");
  });

  it("answers 409 VERSION_CONFLICT on a stale version, and 404 for another workspace's post or a bad id", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, body: "changed" } });
    const stale = await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(5) });
    expect([stale.status, stale.body.error.code]).toEqual([409, "VERSION_CONFLICT"]);
    const stranger = await connectedUser();
    for (const name of ["schedule", "publish-now", "unschedule", "mark-published", "publish-again"]) {
      const res = await action(stranger.client, post.id, name, { version: 2, scheduledAt: inMinutes(5) });
      expect(res.status, name).toBe(404);
      expect(
        (await action(stranger.client, "not-a-uuid", name, { version: 2, scheduledAt: inMinutes(5) })).status,
      ).toBe(404);
    }
    expect((await stranger.client.json(`/api/posts/${post.id}/publishing`)).status).toBe(404);
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ status: "draft", version: 2 });
  });

  it("a post in the trash is not found", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    await client.json(`/api/posts/${post.id}`, { method: "DELETE" });
    expect((await schedule(client, post.id, { version: 2, scheduledAt: inMinutes(5) })).status).toBe(404);
  });
});

describe("publish now, unschedule", () => {
  it("publish now queues the post at once", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    sent.length = 0;
    const before = Date.now();
    const res = await action(client, post.id, "publish-now", { version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.post.status).toBe("scheduled");
    expect(Date.parse(res.body.publishing.scheduledAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(sent).toHaveLength(1);
    expect(sent[0].options?.startAfterSeconds).toBe(0);
  });

  it("unschedule takes a scheduled post back to draft; anything else is POST_NOT_SCHEDULED", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    const notYet = await action(client, post.id, "unschedule", { version: 1 });
    expect([notYet.status, notYet.body.error.code]).toEqual([409, "POST_NOT_SCHEDULED"]);
    await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(30) });
    const res = await action(client, post.id, "unschedule", { version: 2 });
    expect(res.status).toBe(200);
    expect(res.body.post).toMatchObject({ status: "draft", version: 3 });
    expect(res.body.publishing.scheduledAt).toBeNull();
    // editable again
    const edit = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 3, body: "again" } });
    expect(edit.status).toBe(200);
  });

  it("a post being published, or published, cannot be scheduled, unscheduled or published now", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    await owner().query(
      "UPDATE posts SET status = 'publishing', scheduled_at = now(), publishing_started_at = now() WHERE id = $1",
      [post.id],
    );
    expect((await schedule(client, post.id, { version: 1, scheduledAt: inMinutes(5) })).body.error.code).toBe(
      "POST_NOT_SCHEDULABLE",
    );
    expect((await action(client, post.id, "publish-now", { version: 1 })).body.error.code).toBe("POST_NOT_SCHEDULABLE");
    expect((await action(client, post.id, "unschedule", { version: 1 })).body.error.code).toBe("POST_NOT_SCHEDULED");
    expect((await action(client, post.id, "publish-again", { version: 1 })).body.error.code).toBe("POST_NOT_RETRYABLE");
    expect((await action(client, post.id, "mark-published", { version: 1 })).body.error.code).toBe(
      "POST_NOT_NEEDS_CHECK",
    );
  });
});

describe("a post that needs checking", () => {
  async function needsCheck(client: Client) {
    const post = await draft(client, `Checked ${randomBytes(4).toString("hex")}`);
    await owner().query(
      `UPDATE posts SET status = 'needs_check', scheduled_at = now() - interval '5 minutes',
         publishing_started_at = now() - interval '4 minutes', publish_attempts = 1 WHERE id = $1`,
      [post.id],
    );
    return post;
  }

  it("mark as published with its link: published, with the URN read from the link", async () => {
    const { client } = await connectedUser();
    const post = await needsCheck(client);
    const url = "https://www.linkedin.com/feed/update/urn:li:share:7212345678901234567/";
    const res = await action(client, post.id, "mark-published", { version: 1, url });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.post).toMatchObject({ status: "published", version: 2 });
    expect(res.body.publishing).toMatchObject({
      linkedinPostUrl: url,
      linkedinPostUrn: "urn:li:share:7212345678901234567",
    });
    expect(res.body.publishing.publishedAt).not.toBeNull();
  });

  it("mark as published without a link; a link that is not LinkedIn's is refused", async () => {
    const { client } = await connectedUser();
    const post = await needsCheck(client);
    for (const url of ["http://www.linkedin.com/feed/", "https://evil.example/linkedin.com", "not a url"]) {
      const res = await action(client, post.id, "mark-published", { version: 1, url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.details.issues[0]).toMatchObject({ path: "url", code: "POST_URL_INVALID" });
    }
    const res = await action(client, post.id, "mark-published", { version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.publishing).toMatchObject({ linkedinPostUrl: null, linkedinPostUrn: null });
    expect((await action(client, post.id, "mark-published", { version: 2 })).body.error.code).toBe(
      "POST_NOT_NEEDS_CHECK",
    );
  });

  it("publish again: scheduled now, queued, attempts and reason cleared; also for a failed post", async () => {
    const { client } = await connectedUser();
    const post = await needsCheck(client);
    sent.length = 0;
    const res = await action(client, post.id, "publish-again", { version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.post.status).toBe("scheduled");
    expect(res.body.publishing).toMatchObject({ attempts: 0, error: null });
    expect(sent).toHaveLength(1);
    const failed = await draft(client, "Failed one");
    await owner().query("UPDATE posts SET status = 'failed', publish_error = 'MISSED_TIME' WHERE id = $1", [failed.id]);
    expect((await action(client, failed.id, "publish-again", { version: 1 })).status).toBe(200);
    const fresh = await draft(client, "Never scheduled");
    expect((await action(client, fresh.id, "publish-again", { version: 1 })).body.error.code).toBe(
      "POST_NOT_RETRYABLE",
    );
  });
});

describe("editing a post the publishing worker owns", () => {
  it("nothing changes a post while it is being published or once published; a status is set by editing only from idea or draft", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    await owner().query(
      "UPDATE posts SET status = 'publishing', scheduled_at = now(), publishing_started_at = now() WHERE id = $1",
      [post.id],
    );
    for (const json of [{ body: "changed under the worker" }, { status: "draft" }]) {
      const res = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, ...json } });
      expect([res.status, res.body.error.code], JSON.stringify(json)).toEqual([409, "POST_NOT_EDITABLE"]);
    }
    await owner().query(
      "UPDATE posts SET status = 'published', published_at = now(), linkedin_post_urn = 'urn:li:share:1' WHERE id = $1",
      [post.id],
    );
    // on LinkedIn: neither the text (what the app shows is what LinkedIn has) nor the status changes
    for (const json of [{ body: "changed after publishing" }, { firstComment: "late" }, { status: "idea" }]) {
      const res = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, ...json } });
      expect([res.status, res.body.error.code], JSON.stringify(json)).toEqual([409, "POST_NOT_EDITABLE"]);
    }
    const stale = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 9, body: "x" } });
    expect(stale.body.error.code).toBe("VERSION_CONFLICT");
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ status: "published", version: 1 });
  });

  it("a failed post's text can be fixed before publishing it again", async () => {
    const { client } = await connectedUser();
    const post = await draft(client);
    await owner().query("UPDATE posts SET status = 'failed', publish_error = 'DUPLICATE_POST' WHERE id = $1", [
      post.id,
    ]);
    const res = await client.json(`/api/posts/${post.id}`, { method: "PATCH", json: { version: 1, body: "Reworded" } });
    expect(res.status).toBe(200);
    expect((await action(client, post.id, "publish-again", { version: 2 })).status).toBe(200);
  });
});
