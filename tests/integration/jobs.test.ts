import pino from "pino";
import { afterAll, describe, expect, inject, it } from "vitest";
import type PgBoss from "pg-boss";
import { startJobs, stopJobs } from "../../src/server/jobs/boss";
import { SMOKE_QUEUE } from "../../src/server/jobs/smoke";

let boss: PgBoss | undefined;
afterAll(() => stopJobs(boss, 5000));

describe("job queue", () => {
  it("runs the smoke job on the app's database and records its output", async () => {
    boss = await startJobs(inject("databaseUrl"), pino({ level: "silent" }), { workers: true });
    const id = await boss.send(SMOKE_QUEUE, { echo: "hello" });
    expect(id).toBeTruthy();
    const deadline = Date.now() + 15_000;
    let job = await boss.getJobById(SMOKE_QUEUE, id!);
    while (job?.state !== "completed" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      job = await boss.getJobById(SMOKE_QUEUE, id!);
    }
    expect(job?.state).toBe("completed");
    expect(job?.output).toMatchObject({ echo: "hello" });
  });
});
