import { describe, expect, it } from "vitest";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp({ BODY_LIMIT_BYTES: "2048" });

describe("CSRF protection", () => {
  it("rejects a cookie-authenticated mutation from another origin", async () => {
    const { client } = await signedInUser(t);
    const evil = await client.json("/api/auth/sign-out", { json: {}, headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe("CSRF_REJECTED");
    const crossSite = await client.json("/api/auth/sign-out", {
      json: {},
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await client.json("/api/me")).status).toBe(200); // still signed in
  });

  it("lets same-origin requests and non-browser clients through", async () => {
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "nope1234" }),
    });
    expect(res.status).toBe(401);
  });
});

describe("errors", () => {
  it("answers unknown endpoints with the error shape", async () => {
    const res = await t.app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such endpoint" } });
  });

  it("answers malformed JSON with a 4xx, never a 500", async () => {
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: "{not json",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await new Client(t.app).json("/api/auth/sign-in/email", {
      json: { email: "a@b.co", password: "x".repeat(5000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("sets secure headers", async () => {
    const res = await t.app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("health and docs", () => {
  it("reports the database up", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", db: "up" });
  });

  it("publishes an OpenAPI document and a docs page", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/me",
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
        "/api/auth/sign-out",
      ]),
    );
    expect(Object.keys(doc.paths)).not.toContain("/api/auth/get-access-token");
    expect(Object.keys(doc.paths).filter((p) => /\/(open-api|reference)(\/|$)/.test(p))).toEqual([]);
    expect((await t.app.request("/api/auth/reference")).status).toBe(404);
    const page = await t.app.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("PillarPost API");
  });

  it("keeps provider tokens away from the browser", async () => {
    const { client } = await signedInUser(t);
    for (const path of ["/api/auth/get-access-token", "/api/auth/refresh-token"]) {
      const res = await client.request(path, { method: "POST", json: { providerId: "linkedin" } });
      expect(res.status).toBe(404);
    }
  });
});
