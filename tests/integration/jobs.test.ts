import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type PgBoss from "pg-boss";
import { linkedinStrategies } from "../../src/server/db/schema";
import { startJobs, type Jobs } from "../../src/server/jobs/boss";
import { InvalidJobPayload } from "../../src/server/jobs/job-queue";
import type { QueueName } from "../../src/server/jobs/queues";
import { defineWorker, jobHandler } from "../../src/server/jobs/worker";
import { composeWorkers } from "../../src/server/jobs/workers";
import { withUser } from "../../src/server/db/client";
import { testMailDeps, testPublishingDeps } from "../support/publishing-deps";
import { testDatabase } from "../support/test-app";
import { until } from "../support/until";
import { testAccountDataDeps } from "../support/account-data-deps";
import { testCarouselDeps } from "../support/carousel-deps";
import { testBackupDeps } from "../support/backup-deps";

const logger = pino({ level: "silent" });
let jobs: Jobs;
let second: Jobs | undefined;
beforeAll(async () => {
  jobs = await startJobs({
    connectionString: inject("databaseUrl"),
    database: testDatabase(),
    logger,
    workers: true,
    composed: composeWorkers({
      database: testDatabase(),
      publishing: testPublishingDeps(),
      mail: testMailDeps(),
      carousels: testCarouselDeps(),
      accountData: testAccountDataDeps(),
      backups: testBackupDeps(testDatabase()),
    }),
  });
});
afterAll(async () => {
  await second?.stop(5000);
  await jobs?.stop(5000);
});

const settled = (boss: PgBoss, queue: QueueName, id: string) =>
  until(
    () => boss.getJobById(queue, id),
    (job) => job?.state === "completed" || job?.state === "failed",
  );

const owner = () => testDatabase().pool;

async function insertUser(id: string) {
  await owner().query("INSERT INTO users (id, name, email) VALUES ($1, 'x', $2)", [id, `${id}@example.com`]);
}

describe("job queue", () => {
  it("runs the smoke job on the app's database and records its output", async () => {
    const id = await jobs.queue.send("system.smoke", { echo: "hello" });
    const job = await settled(jobs.boss, "system.smoke", id!);
    expect(job?.state).toBe("completed");
    expect(job?.output).toMatchObject({ echo: "hello" });
  });

  it("refuses to send a payload that does not match its queue's schema", async () => {
    await expect(jobs.queue.send("system.smoke", { echo: 42 } as never)).rejects.toThrow(InvalidJobPayload);
    await expect(jobs.queue.send("system.smoke", { echo: 42 } as never)).rejects.toThrow(
      "invalid payload for system.smoke: echo:",
    );
  });

  it("fails a job whose payload is bad when received, naming the field, and the worker keeps working", async () => {
    // queued around the JobQueue (an older version of the app, a hand-made row): the worker checks it again
    const bad = await jobs.boss.send("system.smoke", { echo: { secret: "not-logged" } });
    const badJob = await settled(jobs.boss, "system.smoke", bad!);
    expect(badJob?.state).toBe("failed");
    expect(JSON.stringify(badJob?.output)).toContain("invalid payload for system.smoke: echo");
    expect(JSON.stringify(badJob?.output)).not.toContain("not-logged");
    const good = await jobs.queue.send("system.smoke", { echo: "still here" });
    expect((await settled(jobs.boss, "system.smoke", good!))?.output).toMatchObject({ echo: "still here" });
  });

  it("jobs fetched together (the publish queue's batch) end each on its own: a bad one fails, the others complete", async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const data = (i: number) =>
      i === 1
        ? { postId: "not-a-uuid", workspaceId: randomUUID(), userId: "u" }
        : { postId: randomUUID(), workspaceId: randomUUID(), userId: `batch-${i}` };
    // one statement (a key each: the queue is "stately"): the next fetch takes all four in one batch (concurrency 4)
    // (no retry: the bad one ends failed at once rather than waiting for its retries)
    await jobs.boss.insert(
      ids.map((id, i) => ({ id, name: "publishing.publish", data: data(i), singletonKey: id, retryLimit: 0 })),
    );
    const ended = await Promise.all(ids.map((id) => settled(jobs.boss, "publishing.publish", id)));
    expect(ended.map((j) => j?.state)).toEqual(["completed", "failed", "completed", "completed"]);
    expect(JSON.stringify(ended[1]?.output)).toContain("invalid payload for publishing.publish: postId");
    // they ran as one batch: pg-boss keeps an output only for a job fetched alone
    expect(ended.map((j) => j?.output ?? null)).toEqual([null, expect.anything(), null, null]);
  });

  it("the clean-up job purges expired verification rows, one-time codes, sessions, rate limits and leases, and keeps live ones", async () => {
    const tag = randomUUID();
    const userId = `cleanup-${tag}`;
    await insertUser(userId);
    const past = "now() - interval '1 minute'";
    const future = "now() + interval '1 hour'";
    for (const [suffix, when] of [
      ["expired", past],
      ["live", future],
    ]) {
      await owner().query(
        `INSERT INTO verifications (id, identifier, value, expires_at) VALUES
           ($1 || '-token', 'reset-password:' || $1, 'x', ${when}),
           ($1 || '-otp', 'sign-in-otp-' || $1, 'x', ${when})`,
        [`${tag}-${suffix}`],
      );
      await owner().query(`INSERT INTO sessions (id, token, user_id, expires_at) VALUES ($1, $1, $2, ${when})`, [
        `${tag}-${suffix}`,
        userId,
      ]);
      await owner().query(`INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, ${when})`, [
        `${tag}-${suffix}`,
      ]);
      await owner().query(`INSERT INTO leases (key, holder, expires_at) VALUES ($1, gen_random_uuid(), ${when})`, [
        `${tag}-${suffix}`,
      ]);
    }
    const id = await jobs.queue.send("system.cleanup", {});
    const job = await settled(jobs.boss, "system.cleanup", id!);
    expect(job?.state).toBe("completed");
    expect(job?.output).toMatchObject({ verifications: expect.any(Number), sessions: expect.any(Number) });
    const left = async (table: string, column: string) =>
      (
        await owner().query(`SELECT ${column} AS id FROM ${table} WHERE ${column} LIKE $1 ORDER BY 1`, [`${tag}%`])
      ).rows.map((r) => r.id);
    expect(await left("verifications", "id")).toEqual([`${tag}-live-otp`, `${tag}-live-token`]);
    expect(await left("sessions", "id")).toEqual([`${tag}-live`]);
    expect(await left("rate_limits", "key")).toEqual([`${tag}-live`]);
    expect(await left("leases", "key")).toEqual([`${tag}-live`]);
  });

  it("the trash purge deletes posts, notes and carousels in the trash for more than 30 days, and nothing else", async () => {
    const userId = `trash-${randomUUID()}`;
    await insertUser(userId);
    const { rows } = await owner().query("SELECT id FROM workspaces WHERE personal_user_id = $1", [userId]);
    const ws = rows[0].id;
    const ages: [string, string | null][] = [
      ["old", "now() - interval '31 days'"],
      ["recent", "now() - interval '29 days'"],
      ["live", null],
    ];
    for (const [tag, deleted] of ages) {
      await owner().query(
        `INSERT INTO notes (workspace_id, created_by, body, deleted_at) VALUES ($1, $2, $3, ${deleted ?? "NULL"})`,
        [ws, userId, tag],
      );
      await owner().query(
        `INSERT INTO posts (workspace_id, created_by, body, deleted_at) VALUES ($1, $2, $3, ${deleted ?? "NULL"})`,
        [ws, userId, tag],
      );
      await owner().query(
        `INSERT INTO carousels (workspace_id, created_by, name, design, deleted_at) VALUES ($1, $2, $3, '{}', ${deleted ?? "NULL"})`,
        [ws, userId, tag],
      );
    }
    const id = await jobs.queue.send("content.trash-purge", {});
    const job = await settled(jobs.boss, "content.trash-purge", id!);
    expect(job?.state).toBe("completed");
    expect(job?.output).toMatchObject({
      posts: expect.any(Number),
      notes: expect.any(Number),
      carousels: expect.any(Number),
    });
    for (const [table, text] of [
      ["posts", "body"],
      ["notes", "body"],
      ["carousels", "name"],
    ]) {
      const left = await owner().query(`SELECT ${text} AS body FROM ${table} WHERE workspace_id = $1 ORDER BY 1`, [ws]);
      expect(
        left.rows.map((r) => r.body),
        table,
      ).toEqual(["live", "recent"]);
    }
    const schedule = await owner().query("SELECT cron FROM pgboss.schedule WHERE name = 'content.trash-purge'");
    expect(schedule.rows).toEqual([{ cron: "23 3 * * *" }]);
  });

  it("registers the clean-up schedule once, however many processes start workers", async () => {
    // the first process's registration stands: a second start neither adds a row (the primary key forbids it
    // anyway) nor registers it again (which would rewrite the row and move its updated_on)
    const registered = async () =>
      (
        await owner().query(
          "SELECT name, cron, timezone, created_on, updated_on FROM pgboss.schedule WHERE name = 'system.cleanup'",
        )
      ).rows;
    const before = await registered();
    expect(before).toMatchObject([{ name: "system.cleanup", cron: "7 * * * *", timezone: "UTC" }]);
    second = await startJobs({
      connectionString: inject("databaseUrl"),
      database: testDatabase(),
      logger,
      workers: true,
      composed: composeWorkers({
        database: testDatabase(),
        publishing: testPublishingDeps(),
        mail: testMailDeps(),
        carousels: testCarouselDeps(),
        accountData: testAccountDataDeps(),
        backups: testBackupDeps(testDatabase()),
      }),
    });
    expect(await registered()).toEqual(before);
  });

  it("a job runs as the actor its payload names (user and workspace); a system job as no one", async () => {
    const actorOf = (queue: "publishing.publish" | "system.cleanup") =>
      jobHandler(defineWorker({ queue, needs: [], run: async (_data, job) => job.actor }).compose({}), {
        logger,
        queue: jobs.queue,
      });
    const workspaceId = randomUUID();
    const payload = { postId: randomUUID(), workspaceId, userId: "actor-user" };
    expect(await actorOf("publishing.publish")({ id: "job-a", data: payload })).toEqual({
      userId: "actor-user",
      workspaceId,
    });
    expect(await actorOf("system.cleanup")({ id: "job-b", data: {} })).toBeNull();
  });

  it("a worker reads a user's rows as that user: row-level security applies", async () => {
    const [a, b] = [`rls-job-a-${randomUUID()}`, `rls-job-b-${randomUUID()}`];
    for (const id of [a, b]) {
      await insertUser(id);
      await owner().query("INSERT INTO linkedin_strategies (name, user_id) VALUES ($1, $2)", [`plan of ${id}`, id]);
    }
    // a worker that forgets its owner filter still sees only the payload's user's rows
    const forgetful = defineWorker({
      queue: "system.smoke",
      needs: ["database"],
      run: (data, _job, { database }) =>
        withUser(database, data.echo, (db) => db.select({ name: linkedinStrategies.name }).from(linkedinStrategies)),
    });
    const handle = jobHandler(forgetful.compose({ database: testDatabase() }), { logger, queue: jobs.queue });
    expect(await handle({ id: "job-1", data: { echo: a } })).toEqual([{ name: `plan of ${a}` }]);
    expect(await handle({ id: "job-2", data: { echo: b } })).toEqual([{ name: `plan of ${b}` }]);
  });
});
