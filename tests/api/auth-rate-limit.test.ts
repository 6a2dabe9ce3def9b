import { describe, expect, it } from "vitest";
import { Client, makeTestApp, uniqueEmail } from "../support/test-app";

describe("auth rate limit", () => {
  it("answers 429 with a clear message per IP + email, leaving other emails alone", async () => {
    const t = makeTestApp({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" });
    const client = new Client(t.app);
    const email = uniqueEmail("limited");
    for (let i = 0; i < 3; i++) {
      const res = await client.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } });
      expect(res.status).toBe(401);
    }
    const limited = await client.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: "RATE_LIMITED", message: "Too many requests. Please try again later." } });
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await client.json("/api/auth/sign-in/email", { json: { email: uniqueEmail("other"), password: "wrong-pass" } });
    expect(other.status).toBe(401);
  });

  it("limits password-reset mails with the spec's message", async () => {
    const t = makeTestApp({ AUTH_RATE_LIMIT_MAX: "2" });
    const client = new Client(t.app);
    const email = uniqueEmail("reset-limit");
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("reads the client IP from X-Forwarded-For only behind a trusted proxy", async () => {
    const email = uniqueEmail("proxy");
    const direct = makeTestApp({ AUTH_RATE_LIMIT_MAX: "1" });
    const a = new Client(direct.app, { "x-forwarded-for": "203.0.113.1" });
    const b = new Client(direct.app, { "x-forwarded-for": "203.0.113.2" });
    await a.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } });
    // without TRUST_PROXY the header is ignored: both look like the same client
    expect((await b.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } })).status).toBe(429);

    const proxied = makeTestApp({ AUTH_RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" });
    const c = new Client(proxied.app, { "x-forwarded-for": "198.51.100.7, 203.0.113.1" });
    const d = new Client(proxied.app, { "x-forwarded-for": "198.51.100.7, 203.0.113.2" });
    await c.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } });
    expect((await d.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } })).status).toBe(401);
    expect((await c.json("/api/auth/sign-in/email", { json: { email, password: "wrong-pass" } })).status).toBe(429);
  });
});
