import { Hono } from "hono";
import { requestId } from "hono/request-id";
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

describe("request log lines", () => {
  it("carry the request id, method, path (secrets redacted), status and time; the request's logger its id", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info", redact: { paths: ["*.password"], censor: "[redacted]" } },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const app = new Hono<AppEnv>();
    app.use("*", requestId());
    app.use("*", requestLog(logger, {} as Database));
    app.get("/api/x", (c) => {
      c.get("logger").info({ form: { password: "secret" } }, "handler");
      return c.json({ ok: true });
    });
    const res = await app.request("/api/x?token=abc&q=1");
    const reqId = res.headers.get("x-request-id");
    expect(reqId).toBeTruthy();
    expect(lines[0]).toMatchObject({ reqId, msg: "handler", form: { password: "[redacted]" } });
    expect(lines[1]).toMatchObject({ reqId, msg: "request", method: "GET", path: "/api/x?token=[redacted]&q=1" });
    expect(lines[1]).toMatchObject({ status: 200, ms: expect.any(Number) });
  });
});
