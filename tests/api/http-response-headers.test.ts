import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signedInUser, makeTestApp } from "../support/test-app";

// The headers every answer carries (src/server/http/response-headers.ts) take one way under the Node server (onto
// the Node response, before the route) and another without it (app.request(): onto the Response, after the
// route). Both must give the same answers.
const t = makeTestApp();
let server: ServerType;
let base = "";
let cookie = "";

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookie = (await signedInUser(t)).client.cookieHeader();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Send = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;
const ways: [string, () => Send][] = [
  ["under the Node server", () => (path, init) => fetch(base + path, { ...init, redirect: "manual" })],
  ["through app.request()", () => async (path, init) => t.app.request(path, init)],
];

const SECURITY = {
  "content-security-policy": expect.stringContaining("default-src 'self'; script-src 'self'"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const headersOf = (res: Response) => Object.fromEntries(res.headers);

describe.each(ways)("response headers %s", (_, way) => {
  it("gives a signed-in read, a 401, a 404 and a non-API answer the security headers, once each", async () => {
    const send = way();
    const answers = [
      await send("/api/me", { headers: { cookie } }),
      await send("/api/profile"),
      await send("/api/nothing-here"),
      await send("/not-an-api-path"),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 404]);
    for (const res of answers) {
      expect(headersOf(res)).toMatchObject(SECURITY);
      // over http, browsers are not told to keep to https
      expect(res.headers.has("strict-transport-security")).toBe(false);
      // a header sent twice would come back joined
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    expect(answers.slice(0, 3).map((r) => r.headers.get("cache-control"))).toEqual(Array(3).fill("no-store"));
    expect(answers[3].headers.get("cache-control")).toBeNull();
  });

  it("keeps better-auth's cookies and its own headers on an auth answer", async () => {
    const res = await way()("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password-1" }),
    });
    expect(res.status).toBe(401);
    expect(headersOf(res)).toMatchObject({ ...SECURITY, "cache-control": "no-store" });
  });

  it("lets a route's own header win: the client config is revalidated, the LinkedIn callback sends no referrer", async () => {
    const send = way();
    expect((await send("/api/client-config")).headers.get("cache-control")).toBe("no-cache");
    const callback = await send("/api/linkedin/callback?error=user_cancelled_login&state=x", { headers: { cookie } });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("referrer-policy")).toBe("no-referrer");
    expect(callback.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("answers with the request id a proxy sent when it is a plain token, else a new one", async () => {
    const send = way();
    const kept = await send("/api/health", { headers: { "x-request-id": "lb-7f3a=9" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a=9");
    for (const sent of ["a b", "<script>", "x".repeat(256)]) {
      const id = (await send("/api/health", { headers: { "x-request-id": sent } })).headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = new Set(
      await Promise.all([1, 2, 3].map(async () => (await send("/api/health")).headers.get("x-request-id"))),
    );
    expect(ids.size).toBe(3);
  });
});
