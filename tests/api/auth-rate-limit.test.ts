import { describe, expect, it } from "vitest";
import { Client, makeTestApp, signedInUser, uniqueEmail } from "../support/test-app";

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
    expect(limited.body).toEqual({
      error: { code: "RATE_LIMITED", message: "Too many requests. Please try again later." },
    });
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await client.json("/api/auth/sign-in/email", {
      json: { email: uniqueEmail("other"), password: "wrong-pass" },
    });
    expect(other.status).toBe(401);
  });

  it("limits password-reset mails with the spec's message", async () => {
    const t = makeTestApp({ AUTH_RATE_LIMIT_MAX: "2" });
    const client = new Client(t.app);
    const email = uniqueEmail("reset-limit");
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("caps one client IP at 5x the limit per endpoint across emails", async () => {
    const t = makeTestApp({ AUTH_RATE_LIMIT_MAX: "1" });
    const client = new Client(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.json("/api/auth/sign-in/email", {
        json: { email: uniqueEmail(`spray-${i}`), password: "wrong-pass" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
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

describe("auth rate limit: every endpoint that takes a secret or sends mail", () => {
  // One request per IP + email / token / session per window: the second is refused before better-auth sees it.
  const t = makeTestApp({ AUTH_RATE_LIMIT_MAX: "1", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" });

  const twice = async (client: Client, path: string, init: Parameters<Client["json"]>[1]) => {
    const first = await client.json(path, init);
    const second = await client.json(path, init);
    return [first.status, second.status, second.body] as const;
  };

  it("limits the one-time-code checks, code resets and reset-password mails per IP + email", async () => {
    const client = new Client(t.app);
    const email = uniqueEmail("otp-limit");
    const bodies: [string, Record<string, unknown>][] = [
      ["/api/auth/email-otp/check-verification-otp", { email, otp: "ABCDEFG", type: "sign-in" }],
      ["/api/auth/email-otp/verify-email", { email, otp: "ABCDEFG" }],
      ["/api/auth/email-otp/request-password-reset", { email }],
      ["/api/auth/email-otp/reset-password", { email, otp: "ABCDEFG", password: "Limit-pass-77" }],
      ["/api/auth/email-otp/request-email-change", { newEmail: uniqueEmail("new") }],
      ["/api/auth/email-otp/change-email", { newEmail: uniqueEmail("new"), otp: "ABCDEFG" }],
      ["/api/auth/forget-password/email-otp", { email }],
      ["/api/auth/forget-password", { email, redirectTo: "/reset-password" }],
    ];
    for (const [path, json] of bodies) {
      const [first, second, body] = await twice(client, path, { json });
      expect(first, path).not.toBe(429);
      expect(second, path).toBe(429);
      expect(body.error.code).toBe("RATE_LIMITED");
    }
  });

  it("limits the reset-password and verify-email links (GET) per IP + token", async () => {
    const client = new Client(t.app);
    for (const path of [
      "/api/auth/reset-password/some-token?callbackURL=%2Freset-password",
      "/api/auth/verify-email?token=some-token",
    ]) {
      const first = await client.request(path);
      const second = await client.request(path);
      expect(first.status, path).not.toBe(429);
      expect(second.status, path).toBe(429);
    }
  });

  it("limits verify-password and change-password per IP + session", async () => {
    const { client } = await signedInUser(t);
    for (const [path, json] of [
      ["/api/auth/verify-password", { password: "wrong-pass-1" }],
      ["/api/auth/change-password", { currentPassword: "wrong-pass-1", newPassword: "Limit-pass-77" }],
    ] as const) {
      const [first, second] = await twice(client, path, { json });
      expect(first, path).not.toBe(429);
      expect(second, path).toBe(429);
    }
  });
});
