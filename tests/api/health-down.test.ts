import { randomBytes } from "node:crypto";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createDatabase } from "../../src/server/db/client";
import { compose } from "../../src/server/composition";
import { CapturingMailer, ORIGIN } from "../support/test-app";

describe("health when the database is gone", () => {
  it("answers 503 with db down", async () => {
    const config = loadConfig({ LINKEDIN_API_VERSION: "202601" });
    const logger = pino({ level: "silent" });
    const database = createDatabase("postgres://postgres@127.0.0.1:1/none");
    const mailer = new CapturingMailer();
    const app = createApp({
      ...compose({
        config,
        database,
        logger,
        origin: ORIGIN,
        secret: randomBytes(32).toString("hex"),
        integrations: { mailer },
        clock: () => new Date("2026-11-27T12:00:00Z"),
      }),
    });
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    // the LinkedIn-Version's state is said even then (a monitor reads it from the same answer)
    expect(await res.json()).toEqual({
      status: "error",
      db: "down",
      // the last backup is read from the database: unknown while it is down
      lastBackupAt: null,
      linkedinApiVersion: { version: "202601", retiresAround: "2027-01-15", state: "retiring" },
    });
    await database.close();
  });
});
