import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import { makeTestApp, signedInUser, type Client, type TestApp } from "../support/test-app";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// While the database cannot be reached, every request answers 503 SERVICE_UNAVAILABLE with Retry-After (the web app
// retries its reads and says "temporarily unavailable"), never 500 "Internal Server Error", never 401 (which would
// sign the user out), and nothing is half-written; once it is back, the same process answers again.
let proxy: TcpProxy;
let database: Database;
let t: TestApp;
const secret = randomBytes(32).toString("hex");

beforeAll(async () => {
  const url = new URL(inject("databaseUrl"));
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  database = createDatabase(url.toString(), { max: 5 });
  t = makeTestApp({}, { database, secret });
});

afterAll(async () => {
  await database?.close();
  await proxy?.close();
});

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(await res.json()).toEqual({
    error: {
      code: "SERVICE_UNAVAILABLE",
      message: "PillarPost is temporarily unavailable. Please try again in a moment.",
    },
  });
}

describe("a database outage", () => {
  let client: Client;
  let postsBefore: number;

  it("answers 503 to reads, writes, sign-in and a session not seen yet, and writes nothing", async () => {
    ({ client } = await signedInUser(t));
    const before = await client.json("/api/posts");
    expect(before.status).toBe(200);
    postsBefore = (before.body as { total: number }).total;
    expect(postsBefore).toEqual(expect.any(Number));
    const logsBefore = t.logs.length;

    proxy.cut();
    await expectUnavailable(await client.request("/api/posts"));
    await expectUnavailable(await client.request("/api/me"));
    await expectUnavailable(
      await client.request("/api/posts", { method: "POST", json: { body: "Written in the outage" } }),
    );
    await expectUnavailable(
      await client.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "someone@example.com", password: "a-password-1" },
      }),
    );
    // another process (the same secret) that has not seen this session yet: unavailable, not signed out
    const other = makeTestApp({}, { database, secret });
    await expectUnavailable(
      await other.app.request("/api/me", {
        headers: { cookie: client.cookieHeader(), origin: "http://localhost:3000" },
      }),
    );
    const logs = t.logs.slice(logsBefore).join("");
    expect(logs).not.toContain("unhandled error");
    expect(logs).toContain("database unavailable");
  });

  it("answers again once the database is back, without the outage's write", async () => {
    proxy.restore();
    const after = await client.json("/api/posts");
    expect(after.status).toBe(200);
    expect((after.body as { total: number }).total).toBe(postsBefore);
    expect(JSON.stringify(after.body)).not.toContain("Written in the outage");
  });
});
