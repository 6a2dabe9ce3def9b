import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { createSmtpMailer } from "../../src/server/integrations/mail/smtp-mailer";
import { startJobs, type Jobs } from "../../src/server/jobs/boss";
import type { QueueName } from "../../src/server/jobs/queues";
import { composeWorkers } from "../../src/server/jobs/workers";
import type { PublishingDeps } from "../../src/server/modules/publishing/attempt";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";
import { startSmtpCatcher, type SmtpCatcher } from "../fakes/smtp-catcher";
import { freshDatabase } from "../support/fresh-database";
import { publishingFixtures, type ConnectedMember as Member } from "../support/publishing-member";
import { testPublishingDeps } from "../support/publishing-deps";
import { until } from "../support/until";
import { testAccountDataDeps } from "../support/account-data-deps";
import { testCarouselDeps } from "../support/carousel-deps";
import { testBackupDeps } from "../support/backup-deps";

// Every publishing failure notifies once, in the app and by mail (the notifications.mail job, through SMTP to the
// catcher), and the hourly LinkedIn expiry reminders: the workers of a database of their own.
const logger = pino({ level: "silent" });
const secret = randomBytes(32).toString("hex");
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let sim: LinkedInApi;
let smtp: SmtpCatcher;
let deps: PublishingDeps;
let jobs: Jobs;

beforeAll(async () => {
  fresh = await freshDatabase("publishing_notifications");
  database = createDatabase(fresh.url, { max: 5 });
  sim = await startLinkedInApi();
  smtp = await startSmtpCatcher();
  deps = testPublishingDeps({ apiUrl: sim.origin, webUrl: sim.webOrigin, secret, timeoutMs: 1500 });
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.smtpPort}`, "PillarPost <no-reply@app.test>", logger);
  jobs = await startJobs({
    connectionString: fresh.url,
    database,
    logger,
    workers: true,
    composed: composeWorkers({
      database,
      publishing: deps,
      mail: { mailer, appUrl: "https://app.test" },
      carousels: testCarouselDeps(),
      accountData: testAccountDataDeps(),
      backups: testBackupDeps(database),
    }),
  });
});
afterAll(async () => {
  await jobs?.stop(5000);
  await database?.close();
  await sim?.stop();
  await smtp?.stop();
  await fresh?.drop();
});
afterEach(() => sim.reset());

const owner = () => database.pool;

// connected members, and scheduled posts with their publish job queued unless `send: false`
const { connectedMember, scheduledPost } = publishingFixtures(() => ({
  pool: database.pool,
  sim,
  cipher: deps.cipher,
  jobs: jobs.queue,
}));

interface NotificationRow {
  kind: string;
  post_id: string | null;
  created_by: string;
  data: Record<string, unknown>;
  dedupe_key: string;
}

async function notificationsOf(m: Member): Promise<NotificationRow[]> {
  const { rows } = await owner().query(
    "SELECT kind, post_id, created_by, data, dedupe_key FROM notifications WHERE workspace_id = $1 ORDER BY created_at, kind",
    [m.workspaceId],
  );
  return rows;
}

/** Sends a job and waits until the worker finished it. */
async function runJob(queue: QueueName) {
  const id = await jobs.queue.send(queue, {} as never);
  expect(id).toBeTruthy();
  const job = await until(
    () => jobs.boss.getJobById(queue, id!),
    (j) => j?.state === "completed" || j?.state === "failed",
  );
  expect(job?.state).toBe("completed");
  return job!.output;
}

/** Runs one publish job to its end. */
async function runPublish(data: { postId: string; workspaceId: string; userId: string }) {
  const id = await jobs.queue.send("publishing.publish", data);
  expect(id).toBeTruthy();
  const job = await until(
    () => jobs.boss.getJobById("publishing.publish", id!),
    (j) => j?.state === "completed" || j?.state === "failed",
  );
  expect(job?.state).toBe("completed");
}

describe("a publishing failure notifies once, in the app and by mail", () => {
  it("failed (DUPLICATE_POST): one notification with the first line and the reason, one mail in the user's language", async () => {
    const m = await connectedMember({ language: "fr" });
    sim.inject({ endpoint: "posts", fault: "duplicate", member: `urn:li:person:${m.sub}` });
    const id = await scheduledPost(m, `Bonjour LinkedIn ${randomUUID()}\nla suite`);
    const [n] = await until(
      () => notificationsOf(m),
      (r) => r.length > 0,
    );
    expect(n).toMatchObject({ kind: "publish_failed", post_id: id, created_by: m.userId });
    expect(n.data).toEqual({
      firstLine: expect.stringMatching(/^Bonjour LinkedIn [0-9a-f-]+$/),
      error: "DUPLICATE_POST",
    });
    const { rows } = await owner().query("SELECT status, publish_error FROM posts WHERE id = $1", [id]);
    expect(rows[0]).toEqual({ status: "failed", publish_error: "DUPLICATE_POST" });
    const mail = await smtp.waitForMail(m.email, { timeoutMs: 15_000 });
    expect(mail.subject).toBe("Votre post LinkedIn n'a pas été publié");
    expect(mail.text).toContain(n.data.firstLine as string);
    expect(mail.text).toContain(`https://app.test/editor/${id}`);
    expect(mail.text).not.toContain(m.token);
    expect(mail.html).not.toContain(m.token);
    // once: a second wake-up of the mail job sends nothing more, and the post gets no second notification
    await runJob("notifications.mail");
    await runJob("publishing.sweep");
    expect(smtp.messages(m.email)).toHaveLength(1);
    expect(await notificationsOf(m)).toHaveLength(1);
  });

  it("needs_check (LinkedIn accepted, then no answer): one notification and one mail", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "hang-after-accept", member: `urn:li:person:${m.sub}` });
    const id = await scheduledPost(m, `Maybe published ${randomUUID()}`);
    const rows = await until(
      () => notificationsOf(m),
      (r) => r.length > 0,
    );
    expect(rows).toMatchObject([{ kind: "needs_check", post_id: id }]);
    const mail = await smtp.waitForMail(m.email, { timeoutMs: 15_000 });
    expect(mail.subject).toBe("Check your LinkedIn post");
    expect(mail.text).toContain(`https://app.test/editor/${id}`);
  });

  it("a failed first comment notifies (the post stays published)", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "comments", fault: "rate-limited", member: `urn:li:person:${m.sub}` });
    const id = await scheduledPost(m, `With a comment ${randomUUID()}`, { firstComment: "first!" });
    const rows = await until(
      () => notificationsOf(m),
      (r) => r.length > 0,
    );
    expect(rows).toMatchObject([
      { kind: "first_comment_failed", post_id: id, data: { error: "FIRST_COMMENT_FAILED" } },
    ]);
    const { rows: post } = await owner().query("SELECT status FROM posts WHERE id = $1", [id]);
    expect(post[0].status).toBe("published");
    expect((await smtp.waitForMail(m.email, { timeoutMs: 15_000 })).subject).toBe(
      "The first comment of your LinkedIn post was not added",
    );
  });

  it("a post the sweep fails (missed its time) or finds abandoned notifies once, however many sweeps run", async () => {
    const m = await connectedMember();
    const missed = await scheduledPost(m, `Too late ${randomUUID()}`, { at: "-7 hours", send: false });
    const abandoned = await scheduledPost(m, "Cut off", {
      status: "publishing",
      at: "-10 minutes",
      startedAt: "-10 minutes",
      send: false,
    });
    await runJob("publishing.sweep");
    await runJob("publishing.sweep");
    const list = await notificationsOf(m);
    expect(list.map((n) => [n.kind, n.post_id]).sort()).toEqual(
      [
        ["needs_check", abandoned],
        ["publish_failed", missed],
      ].sort(),
    );
    expect(list.find((n) => n.post_id === missed)!.data).toMatchObject({ error: "MISSED_TIME" });
    await until(
      async () => smtp.messages(m.email).length,
      (n) => n >= 2,
    );
    expect(smtp.messages(m.email)).toHaveLength(2);
  });

  it("a due post whose scheduler may no longer schedule is never sent: failed as SCHEDULER_NOT_ALLOWED, told once", async () => {
    const m = await connectedMember();
    // an editor of m's workspace schedules two posts; one loses the right to schedule (reviewer), the other leaves
    const editors = [`editor-${randomUUID()}`, `editor-${randomUUID()}`];
    for (const id of editors) {
      await owner().query("INSERT INTO users (id, name, email) VALUES ($1, 'Grace', $2)", [id, `${id}@example.com`]);
      await owner().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'editor')", [
        m.workspaceId,
        id,
      ]);
    }
    const [demoted, gone] = [
      { ...m, userId: editors[0]! },
      { ...m, userId: editors[1]! },
    ];
    const fromDemoted = await scheduledPost(demoted, `Demoted ${randomUUID()}`, { send: false });
    const fromGone = await scheduledPost(gone, `Gone ${randomUUID()}`, { send: false });
    await owner().query("UPDATE workspace_members SET role = 'reviewer' WHERE user_id = $1", [editors[0]]);
    await owner().query("DELETE FROM workspace_members WHERE user_id = $1", [editors[1]]);

    // their own jobs claim nothing (row-level security and the claim ask whether they may schedule)
    await runPublish({ postId: fromDemoted, userId: editors[0]!, workspaceId: m.workspaceId });
    await runPublish({ postId: fromGone, userId: editors[1]!, workspaceId: m.workspaceId });
    const before = await owner().query("SELECT DISTINCT status FROM posts WHERE workspace_id = $1", [m.workspaceId]);
    expect(before.rows).toEqual([{ status: "scheduled" }]);
    expect(sim.posts, "nothing reached LinkedIn").toHaveLength(0);
    // the sweep ends them, twice over: still one notification each
    await runJob("publishing.sweep");
    await runJob("publishing.sweep");
    const { rows } = await owner().query(
      "SELECT id, status, publish_error FROM posts WHERE workspace_id = $1 ORDER BY id",
      [m.workspaceId],
    );
    expect(rows).toEqual(
      [fromDemoted, fromGone].sort().map((id) => ({ id, status: "failed", publish_error: "SCHEDULER_NOT_ALLOWED" })),
    );
    expect(sim.posts, "nothing reached LinkedIn").toHaveLength(0);
    const told = (await notificationsOf(m)).map((n) => [n.post_id, n.created_by, n.kind, n.data.error]);
    // the demoted member is still one and is told; the one who left is not: the workspace's owner is
    expect(told.sort()).toEqual(
      [
        [fromDemoted, editors[0], "publish_failed", "SCHEDULER_NOT_ALLOWED"],
        [fromGone, m.userId, "publish_failed", "SCHEDULER_NOT_ALLOWED"],
      ].sort(),
    );
  });

  it("a post failed again after 'Publish again' notifies again (a new event)", async () => {
    const m = await connectedMember();
    sim.inject({ endpoint: "posts", fault: "duplicate", times: 2, member: `urn:li:person:${m.sub}` });
    const id = await scheduledPost(m, `Again ${randomUUID()}`);
    await until(
      () => notificationsOf(m),
      (r) => r.length === 1,
    );
    await owner().query(
      "UPDATE posts SET status = 'scheduled', scheduled_at = now(), version = version + 1 WHERE id = $1",
      [id],
    );
    await jobs.queue.send(
      "publishing.publish",
      { postId: id, workspaceId: m.workspaceId, userId: m.userId },
      { singletonKey: `${id}:again` },
    );
    const rows = await until(
      () => notificationsOf(m),
      (r) => r.length === 2,
    );
    expect(rows.map((r) => r.kind)).toEqual(["publish_failed", "publish_failed"]);
    expect(new Set(rows.map((r) => r.dedupe_key)).size).toBe(2);
  });
});

describe("LinkedIn expiry reminders (hourly job)", () => {
  const reminders = async (m: Member) =>
    (await notificationsOf(m)).filter((n) => n.kind === "linkedin_expiring").map((n) => n.data.days);

  it("reminds 7 days before, then 1 day before, once each; a reconnect starts over", async () => {
    const m = await connectedMember({ expiresIn: "6 days" });
    const refreshable = await connectedMember({ expiresIn: "6 days", refreshable: true });
    const far = await connectedMember({ expiresIn: "20 days" });
    await runJob("notifications.linkedin-expiry");
    await runJob("notifications.linkedin-expiry");
    expect(await reminders(m)).toEqual([7]);
    expect(await reminders(refreshable)).toEqual([]);
    expect(await reminders(far)).toEqual([]);
    const mail = await smtp.waitForMail(m.email, { timeoutMs: 15_000 });
    expect(mail.subject).toBe("Your LinkedIn connection expires soon");
    expect(mail.text).toContain("https://app.test/apps");

    // five days later
    await owner().query(
      "UPDATE linkedin_connections SET access_token_expires_at = now() + interval '20 hours' WHERE workspace_id = $1",
      [m.workspaceId],
    );
    // (the expiry moved in place of time passing: with less than a day left, only the 1-day reminder applies)
    await runJob("notifications.linkedin-expiry");
    await runJob("notifications.linkedin-expiry");
    expect(await reminders(m)).toEqual([7, 1]);
    await until(
      async () => smtp.messages(m.email).length,
      (n) => n >= 2,
    );
    expect(smtp.messages(m.email).map((x) => x.subject)).toEqual([
      "Your LinkedIn connection expires soon",
      "Your LinkedIn connection expires tomorrow",
    ]);

    // reconnected: a new token, 5 days left (a short-lived one): reminded again
    await owner().query(
      `UPDATE linkedin_connections SET access_token = $2, access_token_expires_at = now() + interval '5 days',
         connected_at = now() WHERE workspace_id = $1`,
      [m.workspaceId, deps.cipher.encrypt(sim.issueToken(m.sub))],
    );
    await runJob("notifications.linkedin-expiry");
    expect(await reminders(m)).toEqual([7, 1, 7]);
  });

  it("a connection that needs reconnecting or has expired gets no reminder", async () => {
    const flagged = await connectedMember({ expiresIn: "3 days" });
    await owner().query("UPDATE linkedin_connections SET needs_reconnect = true WHERE workspace_id = $1", [
      flagged.workspaceId,
    ]);
    const expired = await connectedMember({ expiresIn: "-1 hour" });
    await runJob("notifications.linkedin-expiry");
    expect(await reminders(flagged)).toEqual([]);
    expect(await reminders(expired)).toEqual([]);
  });
});
