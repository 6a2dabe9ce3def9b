import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "../../src/server/db/schema";
import { startJobs, type Jobs } from "../../src/server/jobs/boss";
import { JOBS_SCHEMA } from "../../src/server/jobs/queues";
import { composeWorkers } from "../../src/server/jobs/workers";
import { sweep } from "../../src/server/modules/publishing/queries";
import {
  mediaContent,
  publishAttempt,
  retryDelaySeconds,
  type PublishingDeps,
} from "../../src/server/modules/publishing/attempt";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { semaphore } from "../../src/server/lib/semaphore";
import { mediaService } from "../../src/server/modules/media/service";
import { sniffFileType } from "../../src/shared/media/file-type";
import { makeImage } from "../support/media-fixtures";
import { freshDatabase } from "../support/fresh-database";
import { publishingFixtures, type ConnectedMember as Member } from "../support/publishing-member";
import { testMailDeps, testPublishingDeps } from "../support/publishing-deps";
import { until } from "../support/until";
import { testAccountDataDeps } from "../support/account-data-deps";
import { testCarouselDeps } from "../support/carousel-deps";
import { testBackupDeps } from "../support/backup-deps";

// The publishing worker against the LinkedIn simulator, on a database of its own (no other file's workers).
const logger = pino({ level: "silent" });
const secret = randomBytes(32).toString("hex");
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let sim: LinkedInApi;
let deps: PublishingDeps;
let jobs: Jobs;
const extra: Jobs[] = [];

beforeAll(async () => {
  fresh = await freshDatabase("publishing");
  database = createDatabase(fresh.url, { max: 5 });
  sim = await startLinkedInApi();
  deps = testPublishingDeps({ apiUrl: sim.origin, webUrl: sim.webOrigin, secret, timeoutMs: 1500 });
  jobs = await start();
});
afterAll(async () => {
  for (const j of extra) await j.stop(5000);
  await jobs?.stop(5000);
  await database?.close();
  await sim?.stop();
  await fresh?.drop();
});
afterEach(() => sim.reset());

function start(publishing: PublishingDeps = deps): Promise<Jobs> {
  const composed = composeWorkers({
    database,
    publishing,
    mail: testMailDeps(),
    carousels: testCarouselDeps(),
    accountData: testAccountDataDeps(),
    backups: testBackupDeps(database),
  });
  return startJobs({ connectionString: fresh.url, database, logger, workers: true, composed });
}

const owner = () => database.pool;

// connected members, and scheduled posts with their publish job queued unless `send: false`
const { connectedMember, scheduledPost } = publishingFixtures(() => ({
  pool: database.pool,
  sim,
  cipher: deps.cipher,
  jobs: jobs.queue,
}));

interface PostRow {
  id: string;
  status: string;
  publish_error: string | null;
  publish_error_detail: string | null;
  linkedin_post_urn: string | null;
  linkedin_post_url: string | null;
  linkedin_comment_urn: string | null;
  publish_attempts: number;
  published_at: Date | null;
  version: number;
}

async function post(id: string): Promise<PostRow> {
  const { rows } = await owner().query("SELECT * FROM posts WHERE id = $1", [id]);
  return rows[0];
}

/** How many publish jobs pg-boss holds for the post, in any state. */
async function publishJobs(id: string): Promise<number> {
  const { rows } = await owner().query(
    `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = 'publishing.publish' AND data->>'postId' = $1`,
    [id],
  );
  return rows[0].n;
}

/**
 * Runs one sweep and waits until pg-boss marks its job completed, so that what the test reads next is what that
 * sweep did (not what it had not done yet). Answers the sweep's counts.
 */
async function sweptOnce(): Promise<{ abandoned: number; missed: number; queued: number }> {
  const jobId = await jobs.queue.send("publishing.sweep", {});
  expect(jobId, "the sweep job is queued").toBeTruthy();
  const job = await until(
    async () =>
      (await owner().query(`SELECT state, output FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [jobId])).rows[0] as
        { state: string; output: { abandoned: number; missed: number; queued: number } } | undefined,
    (j) => j?.state === "completed" || j?.state === "failed",
    15_000,
  );
  expect(job?.state, "the sweep job ran to its end").toBe("completed");
  return job!.output;
}

/** Waits until the post reaches one of `statuses` (the worker polls every second). */
const settled = (id: string, statuses: string[], timeoutMs = 20_000): Promise<PostRow> =>
  until(
    () => post(id),
    (row) => statuses.includes(row.status),
    timeoutMs,
  );

/** The post once its first comment's outcome is recorded: the post is published before its comment is sent. */
const commentSettled = (id: string): Promise<PostRow> =>
  until(
    () => post(id),
    (row) => Boolean(row.linkedin_comment_urn || row.publish_error),
    10_000,
  );

const postsOf = (m: Member) => sim.posts.filter((p) => p.author === m.author);

/** A file in the workspace's Library storage, as an upload leaves it: its key. */
async function stored(m: Member, name: string, bytes: number[]): Promise<string> {
  const key = `media/${m.workspaceId}/${randomUUID()}-${name}`;
  await deps.storage.put(key, Uint8Array.from(bytes), "application/octet-stream");
  return key;
}

/** Library rows for `files` attached to post `postId` in this order. */
async function attach(
  m: Member,
  postId: string,
  files: { kind: "image" | "pdf"; name: string; key: string }[],
  opts: { contentTypes?: (string | null)[] } = {},
) {
  for (const [position, f] of files.entries()) {
    // a file the Library stored already (its key is taken): only its place in the post
    const existing = await owner().query("SELECT id FROM media WHERE file_key = $1", [f.key]);
    if (existing.rows[0]) {
      await owner().query(
        "INSERT INTO post_media (workspace_id, created_by, post_id, media_id, position) VALUES ($1, $2, $3, $4, $5)",
        [m.workspaceId, m.userId, postId, existing.rows[0].id, position],
      );
      continue;
    }
    const { rows } = await owner().query(
      `INSERT INTO media (workspace_id, created_by, kind, name, file_key, thumbnail_key, content_type, size_bytes, width, height, page_count)
       VALUES ($1, $2, $3, $4, $5, $5, $6, 3, 10, 10, $7) RETURNING id`,
      [
        m.workspaceId,
        m.userId,
        f.kind,
        f.name,
        f.key,
        opts.contentTypes?.[position] ?? (f.kind === "pdf" ? "application/pdf" : "image/png"),
        f.kind === "pdf" ? 2 : null,
      ],
    );
    await owner().query(
      "INSERT INTO post_media (workspace_id, created_by, post_id, media_id, position) VALUES ($1, $2, $3, $4, $5)",
      [m.workspaceId, m.userId, postId, rows[0].id, position],
    );
  }
}
const DONE = ["published", "failed", "needs_check"];

describe("publishing worker: published exactly once", () => {
  it("publishes a text post with exactly what was written (little text: nothing cut), then its first comment", async () => {
    const m = await connectedMember();
    const body =
      "Three lessons from C# (and F#):\n1) ship\n2) listen <3\n#growth #café 🚀 *now* @home [x] ~y_ {z} | \\";
    const comment = "Links: https://example.com/a_(b)#c and #more (1)";
    const id = await scheduledPost(m, body, { firstComment: comment });
    const row = await settled(id, DONE);
    expect(row).toMatchObject({ status: "published", publish_error: null, publish_attempts: 1 });
    expect(postsOf(m)).toHaveLength(1);
    const [published] = postsOf(m);
    expect(published.parsed).toMatchObject({ truncated: false, text: body });
    expect(row.linkedin_post_urn).toBe(published.urn);
    expect(row.linkedin_post_url).toBe(`${sim.webOrigin}/feed/update/${published.urn}/`);
    expect(row.published_at).toBeInstanceOf(Date);
    const withComment = await commentSettled(id);
    const comments = sim.comments.filter((c) => c.postUrn === published.urn);
    expect(comments).toHaveLength(1);
    expect(comments[0].parsed).toMatchObject({ truncated: false, text: comment });
    expect(comments[0].actor).toBe(m.author);
    expect(withComment.linkedin_comment_urn).toBe(comments[0].urn);
  });

  it("a post without a first comment makes no comment", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `No comment ${randomUUID()}`, { firstComment: "  \n" });
    expect((await settled(id, DONE)).status).toBe("published");
    expect(sim.comments.filter((c) => c.postUrn === postsOf(m)[0].urn)).toHaveLength(0);
  });

  it("a failed first comment leaves the post published, with FIRST_COMMENT_FAILED", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "comments", fault: "unauthorized", member: m.author });
    const id = await scheduledPost(m, `Comment refused ${randomUUID()}`, { firstComment: "first!" });
    await settled(id, DONE);
    expect(await commentSettled(id)).toMatchObject({
      status: "published",
      publish_error: "FIRST_COMMENT_FAILED",
      linkedin_comment_urn: null,
    });
    expect(postsOf(m)).toHaveLength(1);
  });

  it("429 twice (the second with Retry-After: 1): retried after the wait, one post", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "rate-limited", member: m.author });
    sim.inject({ endpoint: "posts", fault: "rate-limited", retryAfterSeconds: 1, member: m.author });
    const id = await scheduledPost(m, `Retried ${randomUUID()}`);
    const row = await settled(id, DONE);
    expect(row).toMatchObject({ status: "published", publish_attempts: 3 });
    expect(postsOf(m)).toHaveLength(1);
    const postCalls = sim.requests.filter((r) => r.endpoint === "posts").map((r) => r.outcome);
    expect(postCalls).toEqual([429, 429, 201]);
  });

  it("honours Retry-After: the post waits in `scheduled` with its retry time", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "rate-limited", retryAfterSeconds: 4, member: m.author });
    const id = await scheduledPost(m, `Waits ${randomUUID()}`);
    const deadline = Date.now() + 10_000;
    let waiting: { status: string; wait: number } | undefined;
    while (Date.now() < deadline) {
      const { rows } = await owner().query(
        "SELECT status, extract(epoch FROM publish_retry_at - now())::float AS wait FROM posts WHERE id = $1",
        [id],
      );
      if (rows[0].status === "scheduled" && rows[0].wait !== null) {
        waiting = rows[0];
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(waiting?.wait).toBeGreaterThan(2);
    expect(postsOf(m)).toHaveLength(0);
    expect((await settled(id, DONE)).status).toBe("published");
    expect(postsOf(m)).toHaveLength(1);
  });

  it("LinkedIn unreachable (connection refused): back to scheduled with a retry time, then published once", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Refused ${randomUUID()}`, { send: false });
    const input = { postId: id, workspaceId: m.workspaceId, userId: m.userId };
    const unreachable = testPublishingDeps({ secret, retryBaseSeconds: 30 }); // LinkedIn on a closed port
    expect(await publishAttempt({ ...unreachable, database, log: logger }, input)).toEqual({
      result: "retry",
      inSeconds: 30,
    });
    const { rows } = await owner().query(
      "SELECT status, publish_attempts, extract(epoch FROM publish_retry_at - now())::float AS wait FROM posts WHERE id = $1",
      [id],
    );
    expect(rows[0]).toMatchObject({ status: "scheduled", publish_attempts: 1 });
    expect(rows[0].wait).toBeGreaterThan(25);
    // not before its retry time
    expect(await publishAttempt({ ...deps, database, log: logger }, input)).toEqual({ result: "skipped" });
    await owner().query("UPDATE posts SET publish_retry_at = now() WHERE id = $1", [id]);
    expect(await publishAttempt({ ...deps, database, log: logger }, input)).toMatchObject({ result: "published" });
    expect(await post(id)).toMatchObject({ status: "published", publish_attempts: 2 });
    expect(postsOf(m)).toHaveLength(1);
  });

  it("a media file that cannot be read: nothing sent, back to scheduled with a retry time", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Media unreadable ${randomUUID()}`, { send: false });
    await attach(m, id, [{ kind: "image", name: "gone.png", key: `media/${m.workspaceId}/gone.png` }]);
    const attempt = await publishAttempt(
      { ...deps, retryBaseSeconds: 30, database, log: logger },
      { postId: id, workspaceId: m.workspaceId, userId: m.userId },
    );
    expect(attempt).toEqual({ result: "retry", inSeconds: 30 });
    expect(await post(id)).toMatchObject({ status: "scheduled", publish_attempts: 1 });
    expect(sim.requests).toHaveLength(0);
    await owner().query("UPDATE posts SET status = 'draft' WHERE id = $1", [id]);
  });

  it("a post with images, or with a PDF: its files are uploaded in order, then the post carries them", async () => {
    const m = await connectedMember();
    const images = await scheduledPost(m, `Two charts ${randomUUID()}`, { send: false });
    await attach(m, images, [
      { kind: "image", name: "first.png", key: await stored(m, "first.png", [1, 2, 3]) },
      { kind: "image", name: "second.png", key: await stored(m, "second.png", [4, 5, 6]) },
    ]);
    const deck = await scheduledPost(m, `A deck ${randomUUID()}`, { send: false });
    await attach(m, deck, [{ kind: "pdf", name: "Hiring playbook.pdf", key: await stored(m, "deck.pdf", [7, 8]) }]);
    for (const id of [images, deck])
      expect(
        await publishAttempt(
          { ...deps, database, log: logger },
          { postId: id, workspaceId: m.workspaceId, userId: m.userId },
        ),
      ).toMatchObject({ result: "published" });
    expect(sim.media.map((x) => [x.kind, x.bytes?.[0]])).toEqual([
      ["image", 1],
      ["image", 4],
      ["document", 7],
    ]);
    const [first, second] = postsOf(m);
    expect(first!.body).toMatchObject({
      content: { multiImage: { images: [{ id: sim.media[0]!.urn }, { id: sim.media[1]!.urn }] } },
    });
    expect(second!.body).toMatchObject({ content: { media: { id: sim.media[2]!.urn, title: "Hiring playbook" } } });
    expect(await post(images)).toMatchObject({ status: "published" });
    expect(await post(deck)).toMatchObject({ status: "published" });
  });

  it("images of every type the Library accepts reach LinkedIn in a type it takes (a WebP converted)", async () => {
    const m = await connectedMember();
    const library = mediaService({
      database,
      storage: deps.storage,
      logger,
      processing: semaphore(1),
      quotaBytes: null,
    });
    const id = await scheduledPost(m, `Every type ${randomUUID()}`, { send: false });
    const files: { kind: "image"; name: string; key: string }[] = [];
    for (const format of ["png", "jpeg", "gif", "webp"] as const) {
      const media = await library.upload({ userId: m.userId }, { name: `a.${format}`, bytes: await makeImage(format) });
      const { rows } = await owner().query("SELECT file_key FROM media WHERE id = $1", [media.id]);
      files.push({ kind: "image", name: media.name, key: rows[0].file_key });
    }
    // and a WebP stored as uploaded, before uploads were converted
    files.push({ kind: "image", name: "old.webp", key: await stored(m, "old.webp", [...(await makeImage("webp"))]) });
    await attach(m, id, files, { contentTypes: [null, null, null, null, "image/webp"] });
    expect(
      await publishAttempt(
        { ...deps, database, log: logger },
        { postId: id, workspaceId: m.workspaceId, userId: m.userId },
      ),
    ).toMatchObject({ result: "published" });
    expect(sim.media.map((x) => sniffFileType(x.bytes!))).toEqual([
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/jpeg",
      "image/jpeg",
    ]);
    expect(postsOf(m)).toHaveLength(1);
  });

  it("LinkedIn refuses a post whose image is a WebP (the simulator's check the conversion answers)", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Raw WebP ${randomUUID()}`, { send: false });
    const webp = await makeImage("webp");
    // what the worker did before: the stored WebP sent as it is (a row claiming PNG skips the conversion)
    await attach(m, id, [{ kind: "image", name: "raw.webp", key: await stored(m, "raw.webp", [...webp]) }]);
    expect(
      await publishAttempt(
        { ...deps, database, log: logger },
        { postId: id, workspaceId: m.workspaceId, userId: m.userId },
      ),
    ).toMatchObject({ result: "failed" });
    expect(await post(id)).toMatchObject({ status: "failed", publish_error: "REJECTED" });
    expect(postsOf(m)).toHaveLength(0);
  });

  it("a PDF post with a document title of its own: LinkedIn receives that title, not the file name", async () => {
    const m = await connectedMember();
    const deck = await scheduledPost(m, `A titled deck ${randomUUID()}`, { send: false });
    await owner().query("UPDATE posts SET document_title = $2 WHERE id = $1", [deck, "Hiring, the 2026 playbook"]);
    await attach(m, deck, [{ kind: "pdf", name: "hiring-v7-final.pdf", key: await stored(m, "deck.pdf", [9]) }]);
    expect(
      await publishAttempt(
        { ...deps, database, log: logger },
        { postId: deck, workspaceId: m.workspaceId, userId: m.userId },
      ),
    ).toMatchObject({ result: "published" });
    const [published] = postsOf(m);
    const document = sim.media.find((x) => x.bytes?.[0] === 9)!;
    expect(published!.body).toMatchObject({
      content: { media: { id: document.urn, title: "Hiring, the 2026 playbook" } },
    });
  });

  it("the wait doubles per attempt up to 15 minutes, and LinkedIn's Retry-After wins when longer", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30, null))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20, 30, null)).toBe(900);
    expect(retryDelaySeconds(1, 30, 120)).toBe(120);
    expect(retryDelaySeconds(3, 30, 5)).toBe(120);
    expect(retryDelaySeconds(1, 30, 86_400)).toBe(900);
  });

  it("a connection reset once the whole request was out: needs_check (it cannot be told from a reset after acceptance), never re-sent", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "reset-before-accept", member: m.author });
    const id = await scheduledPost(m, `Reset before ${randomUUID()}`);
    expect(await settled(id, DONE)).toMatchObject({ status: "needs_check", publish_attempts: 1 });
    expect(sim.requests.filter((r) => r.endpoint === "posts")).toHaveLength(1);
    expect(postsOf(m)).toHaveLength(0);
  });
});

describe("publishing worker: never silently wrong", () => {
  it("no answer after LinkedIn accepted (hang): needs_check, never re-sent; exactly one post on LinkedIn", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "hang-after-accept", member: m.author });
    const id = await scheduledPost(m, `Hang ${randomUUID()}`);
    const row = await settled(id, DONE);
    expect(row).toMatchObject({ status: "needs_check", publish_attempts: 1, linkedin_post_urn: null });
    // the sweep runs again: the post stays as it is, and is not queued again
    const jobsBefore = await publishJobs(id);
    await sweptOnce();
    expect(await post(id)).toMatchObject({ status: "needs_check", publish_attempts: 1, linkedin_post_urn: null });
    expect(await publishJobs(id)).toBe(jobsBefore);
    expect(postsOf(m)).toHaveLength(1);
  });

  it("a reset after LinkedIn accepted: needs_check, one post", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "reset-after-accept", member: m.author });
    const id = await scheduledPost(m, `Reset after ${randomUUID()}`);
    expect((await settled(id, DONE)).status).toBe("needs_check");
    expect(postsOf(m)).toHaveLength(1);
  });

  it("401: failed RECONNECT_NEEDED and the connection needs a reconnect; the next post is not sent", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "unauthorized", member: m.author });
    const id = await scheduledPost(m, `Unauthorized ${randomUUID()}`);
    expect(await settled(id, DONE)).toMatchObject({ status: "failed", publish_error: "RECONNECT_NEEDED" });
    const { rows } = await owner().query("SELECT needs_reconnect FROM linkedin_connections WHERE workspace_id = $1", [
      m.workspaceId,
    ]);
    expect(rows[0].needs_reconnect).toBe(true);
    const next = await scheduledPost(m, `After 401 ${randomUUID()}`);
    expect(await settled(next, DONE)).toMatchObject({ status: "failed", publish_error: "RECONNECT_NEEDED" });
    expect(postsOf(m)).toHaveLength(0);
    expect(sim.requests.filter((r) => r.endpoint === "posts")).toHaveLength(1);
  });

  it("422 DUPLICATE_POST: failed DUPLICATE_POST with LinkedIn's words", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "duplicate", member: m.author });
    const id = await scheduledPost(m, `Duplicate ${randomUUID()}`);
    const row = await settled(id, DONE);
    expect(row).toMatchObject({ status: "failed", publish_error: "DUPLICATE_POST" });
    // LinkedIn's own words (the simulator's 422 message), kept for the person who reads why it failed
    expect(row.publish_error_detail).toBe("Content is a duplicate of an earlier post");
    expect(postsOf(m)).toHaveLength(0);
  });

  it("a scheduled post edited past LinkedIn's 3,000 UTF-16 units, or emptied: failed TOO_LONG / EMPTY, nothing sent", async () => {
    const m = await connectedMember();
    const long = await scheduledPost(m, "🚀".repeat(1501));
    expect(await settled(long, DONE)).toMatchObject({ status: "failed", publish_error: "TOO_LONG" });
    const empty = await scheduledPost(m, "  \n ");
    expect(await settled(empty, DONE)).toMatchObject({ status: "failed", publish_error: "EMPTY" });
    expect(sim.requests).toHaveLength(0);
  });

  it("counts the text as sent: 2,990 characters with 20 reserved ones (3,010 sent) fail TOO_LONG; 3,000 sent publish", async () => {
    const m = await connectedMember();
    const long = await scheduledPost(m, `${"a".repeat(2970)}${"(".repeat(20)}`);
    expect(await settled(long, DONE)).toMatchObject({ status: "failed", publish_error: "TOO_LONG" });
    expect(sim.requests).toHaveLength(0);
    const text = `${"b".repeat(2973)}(1) *x* _y_ #tag #tag`; // 2,994 typed, 3,000 sent
    const fits = await scheduledPost(m, text);
    expect(await settled(fits, DONE)).toMatchObject({ status: "published" });
    expect(postsOf(m)).toHaveLength(1);
    expect(postsOf(m)[0].parsed).toMatchObject({ text, truncated: false });
    expect((postsOf(m)[0].body.commentary as string).length).toBe(3000);
  });

  it("a workspace without a LinkedIn connection: failed NOT_CONNECTED, nothing sent", async () => {
    const m = await connectedMember();
    await owner().query("DELETE FROM linkedin_connections WHERE workspace_id = $1", [m.workspaceId]);
    const id = await scheduledPost(m, `Disconnected ${randomUUID()}`);
    expect(await settled(id, DONE)).toMatchObject({ status: "failed", publish_error: "NOT_CONNECTED" });
    expect(sim.requests).toHaveLength(0);
  });

  it("more than the grace period late: failed MISSED_TIME, nothing sent", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Missed ${randomUUID()}`, { at: "-361 minutes" });
    expect(await settled(id, DONE)).toMatchObject({ status: "failed", publish_error: "MISSED_TIME" });
    expect(sim.requests).toHaveLength(0);
  });

  it("late, but within the grace period: published", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Late ${randomUUID()}`, { at: "-359 minutes" });
    expect((await settled(id, DONE)).status).toBe("published");
    expect(postsOf(m)).toHaveLength(1);
  });

  it("a post not yet due is not published by an early job", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Later ${randomUUID()}`, { at: "1 hour" });
    const attempt = await publishAttempt(
      { ...deps, database, log: logger },
      { postId: id, workspaceId: m.workspaceId, userId: m.userId },
    );
    expect(attempt).toEqual({ result: "skipped" });
    expect((await post(id)).status).toBe("scheduled");
    expect(sim.requests).toHaveLength(0);
  });

  it("a job for another workspace's post does nothing (row-level security behind the id)", async () => {
    const m = await connectedMember();
    const other = await connectedMember();
    const id = await scheduledPost(m, `Mine ${randomUUID()}`, { send: false });
    const attempt = await publishAttempt(
      { ...deps, database, log: logger },
      { postId: id, workspaceId: other.workspaceId, userId: other.userId },
    );
    expect(attempt).toEqual({ result: "skipped" });
    expect((await post(id)).status).toBe("scheduled");
    await owner().query("UPDATE posts SET deleted_at = now() WHERE id = $1", [id]);
  });
});

describe("publishing worker: several workers, restarts, lost jobs", () => {
  it("two attempts at once on one post: one claims it, one post on LinkedIn", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Race ${randomUUID()}`, { send: false });
    const input = { postId: id, workspaceId: m.workspaceId, userId: m.userId };
    const results = await Promise.all([
      publishAttempt({ ...deps, database, log: logger }, input),
      publishAttempt({ ...deps, database, log: logger }, input),
    ]);
    expect(results.map((r) => r.result).sort()).toEqual(["published", "skipped"]);
    expect(postsOf(m)).toHaveLength(1);
  });

  it("two worker processes on one queue: every post published once", async () => {
    extra.push(await start());
    const m = await connectedMember();
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await scheduledPost(m, `Two workers ${i} ${randomUUID()}`));
    // and a second job for each through the other process (a sweep racing the scheduled job)
    for (const id of ids)
      await extra[0].queue.send(
        "publishing.publish",
        { postId: id, workspaceId: m.workspaceId, userId: m.userId },
        { singletonKey: `${id}:second` },
      );
    for (const id of ids) expect((await settled(id, DONE)).status).toBe("published");
    expect(postsOf(m)).toHaveLength(12);
    expect(new Set(postsOf(m).map((p) => p.commentary)).size).toBe(12);
  });

  it("a post whose job was lost is queued by the sweep and published", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Lost job ${randomUUID()}`, { send: false });
    await jobs.queue.send("publishing.sweep", {});
    expect((await settled(id, DONE)).status).toBe("published");
    expect(postsOf(m)).toHaveLength(1);
  });

  it("a post left `publishing` by a worker that died: needs_check when a worker starts again, never re-sent", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `Crashed ${randomUUID()}`, {
      status: "publishing",
      at: "-10 minutes",
      startedAt: "-9 minutes",
      send: false,
    });
    // a restarted worker process sweeps at start (this file's workers also sweep each minute: whichever sweeps
    // first, the outcome is the same, so no assertion on which one did)
    extra.push(await start());
    const checked = await settled(id, DONE);
    expect(checked.status).toBe("needs_check");
    // remembered as uncertain: a DUPLICATE_POST to a later send is then this attempt's post (publishing-uncertain)
    expect((checked as PostRow & { publish_unconfirmed_at: Date | null }).publish_unconfirmed_at).toBeInstanceOf(Date);
    expect(sim.requests).toHaveLength(0);
  });

  it("the sweep queues a due post only when its job is lost, not while one waits or runs", async () => {
    const m = await connectedMember();
    // in one transaction never committed: the workers of this file see neither the post nor its job
    const client = await owner().connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query(
        `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
         VALUES ($1, $2, 'Backlog', 'scheduled', now() - interval '1 minute', $2) RETURNING id`,
        [m.workspaceId, m.userId],
      );
      const id = rows[0].id as string;
      const { rows: job } = await client.query(
        `INSERT INTO pgboss.job (name, data) VALUES ('publishing.publish', $1) RETURNING id`,
        [{ postId: id, workspaceId: m.workspaceId, userId: m.userId }],
      );
      const queued = async (jobState: string) => {
        await client.query(`UPDATE pgboss.job SET ${jobState} WHERE name = 'publishing.publish' AND id = $1`, [
          job[0].id,
        ]);
        const result = await sweep(drizzle(client, { schema }), { graceMinutes: 360, staleSeconds: 90, limit: 1000 });
        return result.due.some((d) => d.postId === id);
      };
      expect(await queued("state = 'created', start_after = now() - interval '1 minute'")).toBe(false);
      expect(await queued("state = 'retry', start_after = now() - interval '1 second'")).toBe(false);
      expect(await queued("state = 'active', started_on = now() - interval '10 seconds'")).toBe(false);
      // lost: running longer than an attempt can last (its worker died), done, or not due before a later time
      expect(await queued("state = 'active', started_on = now() - interval '5 minutes'")).toBe(true);
      expect(await queued("state = 'completed', completed_on = now()")).toBe(true);
      expect(await queued("state = 'created', start_after = now() + interval '1 hour'")).toBe(true);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });

  it("a post `publishing` for less than an attempt can last is left alone", async () => {
    const m = await connectedMember();
    const id = await scheduledPost(m, `In flight ${randomUUID()}`, {
      status: "publishing",
      at: "-1 minute",
      startedAt: "-5 seconds",
      send: false,
    });
    await sweptOnce();
    expect((await post(id)).status).toBe("publishing");
    expect(await publishJobs(id)).toBe(0);
    await owner().query("UPDATE posts SET status = 'needs_check' WHERE id = $1", [id]);
  });
});

describe("the media seam (images and documents plug in here)", () => {
  const bytes = (n: number) => async () => Buffer.alloc(64, n);

  it("no media: no upload, no content", async () => {
    const token = sim.issueToken("mediaNone");
    expect(await mediaContent(deps.publisher, token, "urn:li:person:mediaNone", [])).toEqual({
      kind: "published",
      value: undefined,
    });
    expect(sim.requests).toHaveLength(0);
  });

  it("one image, several images, a document: uploaded, then the post's content", async () => {
    const author = "urn:li:person:mediaMember";
    const token = sim.issueToken("mediaMember");
    const one = await mediaContent(deps.publisher, token, author, [
      { kind: "image", label: "A chart", bytes: bytes(1) },
    ]);
    expect(one).toEqual({ kind: "published", value: { kind: "image", urn: sim.media[0].urn, altText: "A chart" } });
    const two = await mediaContent(deps.publisher, token, author, [
      { kind: "image", label: "", bytes: bytes(2) },
      { kind: "image", label: "Second", bytes: bytes(3) },
    ]);
    expect(two).toEqual({
      kind: "published",
      value: { kind: "images", images: [{ urn: sim.media[1].urn }, { urn: sim.media[2].urn, altText: "Second" }] },
    });
    const doc = await mediaContent(deps.publisher, token, author, [
      { kind: "document", label: "Carousel", bytes: bytes(4) },
    ]);
    expect(doc).toEqual({ kind: "published", value: { kind: "document", urn: sim.media[3].urn, title: "Carousel" } });
    expect(sim.media.map((m) => [m.kind, m.owner, m.bytes?.[0]])).toEqual([
      ["image", author, 1],
      ["image", author, 2],
      ["image", author, 3],
      ["document", author, 4],
    ]);
    if (doc.kind !== "published") return;
    const posted = await deps.publisher.createPost(token, { author, text: "With a PDF", content: doc.value });
    expect(posted.kind).toBe("published");
    expect(sim.posts[0].body).toMatchObject({ content: { media: { id: sim.media[3].urn, title: "Carousel" } } });
  });

  it("a failed upload stops there and answers its outcome (safe to retry: nothing visible was created)", async () => {
    const token = sim.issueToken("mediaFail");
    sim.inject({ endpoint: "images", fault: "server-error", member: "urn:li:person:mediaFail" });
    const outcome = await mediaContent(deps.publisher, token, "urn:li:person:mediaFail", [
      { kind: "image", label: "", bytes: bytes(5) },
      { kind: "image", label: "", bytes: bytes(6) },
    ]);
    expect(outcome.kind).toBe("not_sent");
    expect(sim.media).toHaveLength(0);
  });
});

describe("publishing state machine: constraints", () => {
  it("refuses rows that would lie about their state", async () => {
    const m = await connectedMember();
    const insert = (cols: string, values: string) =>
      owner().query(`INSERT INTO posts (workspace_id, created_by, ${cols}) VALUES ($1, $2, ${values})`, [
        m.workspaceId,
        m.userId,
      ]);
    await expect(insert("status", "'scheduled'")).rejects.toThrow(/posts_scheduled_has_time/);
    await expect(insert("status, scheduled_at", "'publishing', now()")).rejects.toThrow(/posts_publishing_has_start/);
    await expect(insert("status", "'published'")).rejects.toThrow(/posts_published_has_time/);
    await expect(insert("status, linkedin_post_urn", "'draft', 'urn:li:share:1'")).rejects.toThrow(
      /posts_urn_only_published/,
    );
    await expect(insert("status", "'failed'")).rejects.toThrow(/posts_failed_has_error/);
    await expect(insert("status, publish_error", "'failed', 'OOPS'")).rejects.toThrow(/posts_publish_error_known/);
  });
});
