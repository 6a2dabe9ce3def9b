import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { publishingBatches } from "../../src/server/modules/publishing/batches";
import { claimPosts, endPublishedPosts, type PostOwner } from "../../src/server/modules/publishing/queries";
import { freshDatabase } from "../support/fresh-database";

// The publishing worker's group commit: several users' claims (and published ends) in one transaction, each
// statement behind its own user's context, so row-level security still decides what each one may touch.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let owner: pg.Client;
let database: Database;
let posts: PostOwner[];

beforeAll(async () => {
  fresh = await freshDatabase("publishing_batches");
  owner = new pg.Client({ connectionString: fresh.url });
  await owner.connect();
  await owner.query(
    "INSERT INTO users (id, name, email) SELECT 'batch-' || g, 'Batch', 'batch-' || g || '@example.com' FROM generate_series(1, 4) g",
  );
  database = createDatabase(fresh.url, { max: 2 });
}, 60_000);

beforeEach(async () => {
  await owner.query("DELETE FROM posts");
  const { rows } = await owner.query<PostOwner>(
    `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
     SELECT w.id, w.personal_user_id, 'Post of ' || w.personal_user_id || ' #' || g, 'scheduled', now(), w.personal_user_id
     FROM workspaces w, generate_series(1, 2) g
     ORDER BY w.personal_user_id, g
     RETURNING id AS "postId", workspace_id AS "workspaceId", created_by AS "userId"`,
  );
  posts = rows;
});

afterAll(async () => {
  await database?.close();
  await owner?.end();
  await fresh?.drop();
});

const statuses = async () =>
  (await owner.query<{ id: string; status: string }>("SELECT id, status FROM posts")).rows.reduce<
    Record<string, string>
  >((m, r) => ({ ...m, [r.id]: r.status }), {});

describe("publishing batches", () => {
  it("claims every user's post in one transaction, each answered in the order asked", async () => {
    const asked = [...posts].reverse();
    const claims = await claimPosts(
      database,
      asked.map((p) => ({ ...p, graceMinutes: 60 })),
    );
    expect(claims.map((c) => c?.post.id)).toEqual(asked.map((p) => p.postId));
    expect(Object.values(await statuses())).toEqual(posts.map(() => "publishing"));
    // one transaction: every row was written by the same transaction id
    const { rows } = await owner.query("SELECT DISTINCT xmin::text FROM posts");
    expect(rows).toHaveLength(1);

    // claimed once: a second batch gets nothing
    expect(
      await claimPosts(
        database,
        asked.map((p) => ({ ...p, graceMinutes: 60 })),
      ),
    ).toEqual(asked.map(() => undefined));

    const moved = await endPublishedPosts(
      database,
      claims.map((c, i) => ({
        ...asked[i]!,
        post: c!.post,
        published: { urn: `urn:li:share:${i}`, url: `https://x/${i}` },
      })),
    );
    expect(moved).toEqual(asked.map(() => true));
    expect(Object.values(await statuses())).toEqual(posts.map(() => "published"));
  });

  it("the same post twice in one batch (its job and a sweep's): claimed by the first, not by the second", async () => {
    const p = { ...posts[1]!, graceMinutes: 60 };
    const claims = await claimPosts(database, [p, p]);
    expect(claims.map((c) => c?.post.id)).toEqual([p.postId, undefined]);
    const { rows } = await owner.query("SELECT publish_attempts FROM posts WHERE id = $1", [p.postId]);
    expect(rows[0].publish_attempts).toBe(1);
  });

  it("row-level security holds inside a batch: a post of another workspace is not claimed, the others are", async () => {
    const [mine, theirs] = [posts[0]!, posts.find((p) => p.workspaceId !== posts[0]!.workspaceId)!];
    const forged = { postId: theirs.postId, userId: mine.userId, workspaceId: mine.workspaceId };
    const alsoForged = { postId: theirs.postId, userId: mine.userId, workspaceId: theirs.workspaceId };
    const claims = await claimPosts(
      database,
      [forged, alsoForged, mine].map((p) => ({ ...p, graceMinutes: 60 })),
    );
    expect(claims.map((c) => c?.post.id)).toEqual([undefined, undefined, mine.postId]);
    const now = await statuses();
    expect(now[theirs.postId]).toBe("scheduled");
    expect(now[mine.postId]).toBe("publishing");
  });

  it("a statement that fails rolls the whole batch back; through the group commit, only its own call fails", async () => {
    const bad = { postId: "not-a-uuid", userId: posts[0]!.userId, workspaceId: posts[0]!.workspaceId };
    await expect(
      claimPosts(
        database,
        [posts[0]!, bad, posts[2]!].map((p) => ({ ...p, graceMinutes: 60 })),
      ),
    ).rejects.toThrow();
    expect(Object.values(await statuses())).toEqual(posts.map(() => "scheduled"));

    const { claims } = publishingBatches(database);
    const results = await Promise.allSettled(
      [posts[0]!, bad, posts[2]!].map((p) => claims.run({ ...p, graceMinutes: 60 })),
    );
    expect(results.map((r) => (r.status === "fulfilled" ? r.value?.post.id : "rejected"))).toEqual([
      posts[0]!.postId,
      "rejected",
      posts[2]!.postId,
    ]);
    // the connection is clean after the failed pipeline: no role, user or workspace left on it
    const { rows } = await (async () => {
      const c = await database.appPool.connect();
      try {
        return await c.query("SELECT current_user AS role, current_setting('app.user_id', true) AS user_id");
      } finally {
        c.release();
      }
    })();
    expect(rows[0].user_id ?? "").toBe("");
    expect(rows[0].role).not.toBe("pillarpost_app");
  });

  it("two workers' batches over the same posts in opposite orders: each post claimed exactly once, no deadlock", async () => {
    const other = createDatabase(fresh.url, { max: 2 });
    try {
      const items = posts.map((p) => ({ ...p, graceMinutes: 60 }));
      const [a, b] = await Promise.all([claimPosts(database, items), claimPosts(other, [...items].reverse())]);
      const winners = posts.map((p, i) => [a[i], b[posts.length - 1 - i]].filter(Boolean).length);
      expect(winners).toEqual(posts.map(() => 1));
    } finally {
      await other.close();
    }
  });
});
