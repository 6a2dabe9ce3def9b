import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import type { AppEnv } from "../../src/server/http/env";
import { requestLog } from "../../src/server/http/request-log";

describe("request log middleware", () => {
  it("does not change the answer when writing the log line fails", async () => {
    const logger = pino({ level: "info" });
    const failing = Object.assign(Object.create(logger), {
      child: () => ({
        info: () => {
          throw new Error("log sink broken");
        },
      }),
    });
    const app = new Hono<AppEnv>();
    app.use("*", requestLog(failing, {} as Database));
    app.put("/api/x", (c) => c.json({ ok: true }, 201));
    const res = await app.request("/api/x?y=%ff", { method: "PUT" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
  });
});
