import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const owner = () => t.database.pool;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const DAY = 24 * 60;

async function workspaceOf(client: Client): Promise<string> {
  return (await client.json("/api/me")).body.workspace.id;
}

/** A user whose workspace is connected to LinkedIn as the callback would leave it (the token does not matter here). */
async function connectedUser() {
  const user = await signedInUser(t);
  await owner().query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', 'v1.sealed', now() + interval '60 days', 'openid profile email w_member_social')`,
    [await workspaceOf(user.client), user.userId, `m${randomBytes(4).toString("hex")}`],
  );
  return user;
}

async function scheduled(client: Client, body: string, at: string, extra: Record<string, unknown> = {}) {
  const created = await client.json("/api/posts", { json: { body, ...extra } });
  expect(created.status).toBe(201);
  const res = await client.json(`/api/posts/${created.body.post.id}/schedule`, {
    json: { version: created.body.post.version, scheduledAt: at },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.post as { id: string; version: number };
}

const calendar = (client: Client, from: string, to: string) =>
  client.json(`/api/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);

describe("the calendar's range", () => {
  it("needs a session", async () => {
    expect((await calendar(new Client(t.app), inMinutes(0), inMinutes(60))).status).toBe(401);
  });

  it("lists the range's scheduled, published and failed posts at their calendar time, earliest first; not drafts, ideas, the trash or other ranges", async () => {
    const { client } = await connectedUser();
    const pillar = (await client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Lessons" }] } }))
      .body.strategy.pillars[0] as { id: string; name: string };
    const later = await scheduled(client, "Second\n\n  post   with  spaces", inMinutes(2 * DAY), {
      pillarId: pillar.id,
    });
    const first = await scheduled(client, "First post " + "x".repeat(300), inMinutes(DAY));
    const outside = await scheduled(client, "Next month", inMinutes(40 * DAY));
    const trashed = await scheduled(client, "Deleted", inMinutes(DAY + 5));
    expect((await client.json(`/api/posts/${trashed.id}`, { method: "DELETE" })).status).toBeLessThan(300);
    await client.json("/api/posts", { json: { body: "a draft" } });
    // published yesterday (scheduled for the day before: shown when it was published), and one that failed
    const published = await scheduled(client, "Went out", inMinutes(60));
    const url = "https://www.linkedin.com/feed/update/urn:li:share:7/";
    await owner().query(
      `UPDATE posts SET status = 'published', scheduled_at = now() - interval '2 days', published_at = now() - interval '1 day',
         linkedin_post_urn = 'urn:li:share:7', linkedin_post_url = $2 WHERE id = $1`,
      [published.id, url],
    );
    const failed = await scheduled(client, "Refused", inMinutes(90));
    await owner().query(
      `UPDATE posts SET status = 'failed', scheduled_at = now() - interval '3 hours', publish_error = 'DUPLICATE_POST' WHERE id = $1`,
      [failed.id],
    );

    const res = await calendar(client, inMinutes(-DAY - 60), inMinutes(3 * DAY));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const posts = res.body.posts as Array<Record<string, unknown>>;
    expect(posts.map((p) => p.id)).toEqual([published.id, failed.id, first.id, later.id]);
    expect(posts[0]).toMatchObject({ status: "published", linkedinPostUrl: url, error: null, excerpt: "Went out" });
    expect(posts[0].at).toBe(posts[0].publishedAt);
    expect(posts[1]).toMatchObject({ status: "failed", error: "DUPLICATE_POST", linkedinPostUrl: null });
    expect(posts[2]).toMatchObject({ status: "scheduled", pillar: null, media: { count: 0, kind: null } });
    expect(posts[2].excerpt).toBe("First post " + "x".repeat(129));
    expect(posts[2].at).toBe(posts[2].scheduledAt);
    expect(posts[3]).toMatchObject({
      excerpt: "Second post with spaces",
      pillar: { id: pillar.id, name: "Lessons" },
      version: later.version,
    });
    // the range is [from, to): a post exactly at `to` is the next range's
    const at = posts[3].at as string;
    expect((await calendar(client, inMinutes(0), at)).body.posts.map((p: { id: string }) => p.id)).not.toContain(
      later.id,
    );
    expect((await calendar(client, at, inMinutes(3 * DAY))).body.posts.map((p: { id: string }) => p.id)).toEqual([
      later.id,
    ]);
    expect((await calendar(client, inMinutes(39 * DAY), inMinutes(41 * DAY))).body.posts).toMatchObject([
      { id: outside.id },
    ]);
  });

  it("counts a post's files and says their kind", async () => {
    const { client, userId } = await connectedUser();
    const post = await scheduled(client, "With pictures", inMinutes(DAY));
    const workspace = await workspaceOf(client);
    for (const position of [0, 1]) {
      const { rows } = await owner().query<{ id: string }>(
        `INSERT INTO media (workspace_id, created_by, kind, name, file_key, thumbnail_key, content_type, size_bytes, width, height)
         VALUES ($1, $2, 'image', 'a.png', 'k', 'kt', 'image/png', 10, 1, 1) RETURNING id`,
        [workspace, userId],
      );
      await owner().query(
        `INSERT INTO post_media (workspace_id, created_by, post_id, media_id, position) VALUES ($1, $2, $3, $4, $5)`,
        [workspace, userId, post.id, rows[0].id, position],
      );
    }
    const res = await calendar(client, inMinutes(0), inMinutes(2 * DAY));
    expect(res.body.posts).toMatchObject([{ id: post.id, media: { count: 2, kind: "image" } }]);
  });

  it("never shows another workspace's posts", async () => {
    const a = await connectedUser();
    const b = await connectedUser();
    const mine = await scheduled(a.client, "Mine", inMinutes(DAY));
    await scheduled(b.client, "Theirs", inMinutes(DAY));
    const res = await calendar(a.client, inMinutes(0), inMinutes(2 * DAY));
    expect(res.body.posts.map((p: { id: string }) => p.id)).toEqual([mine.id]);
  });

  it("refuses a missing, malformed, reversed or too long range with its codes", async () => {
    const { client } = await signedInUser(t);
    const issues = async (query: string) => {
      const res = await client.json(`/api/calendar${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      return res.body.error.details.issues.map((i: { path: string; code: string }) => `${i.path}:${i.code}`);
    };
    const from = "2027-03-01T00:00:00Z";
    expect(await issues("")).toEqual(expect.arrayContaining([expect.stringMatching(/^from:/)]));
    expect(await issues(`?from=${from}&to=next-week`)).toEqual(["to:CALENDAR_TIME_INVALID"]);
    expect(await issues(`?from=${from}&to=${from}`)).toEqual(["to:CALENDAR_RANGE_INVALID"]);
    expect(await issues(`?from=${from}&to=2027-02-01T00:00:00Z`)).toEqual(["to:CALENDAR_RANGE_INVALID"]);
    expect(await issues(`?from=${from}&to=2027-04-13T00:00:01Z`)).toEqual(["to:CALENDAR_RANGE_TOO_LONG"]);
    // 43 days exactly is accepted, with an offset too
    const ok = await client.json(`/api/calendar?from=${from}&to=${encodeURIComponent("2027-04-13T02:00:00+02:00")}`);
    expect(ok.status).toBe(200);
    expect(ok.body.posts).toEqual([]);
  });
});
