import { describe, expect, it } from "vitest";

// Avatars (/uploads, outside /api) keep their public cache: tests/api/profile.test.ts checks it.
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

describe("Cache-Control on /api/*", () => {
  it("is no-store on every answer: data, errors, auth and docs", async () => {
    const { client, email, password } = await signedInUser(t);
    const anonymous = new Client(t.app);
    const checks: [string, Promise<Response>][] = [
      ["profile", client.request("/api/profile")],
      ["profile update", client.request("/api/profile", { method: "PATCH", json: { headline: "Cached nowhere" } })],
      ["strategies", client.request("/api/strategies")],
      ["health", anonymous.request("/api/health")],
      ["401", anonymous.request("/api/profile")],
      ["404", anonymous.request("/api/nothing-here")],
      ["400", client.request("/api/profile", { method: "PATCH", json: { language: "xx" } })],
      ["413", client.request("/api/profile", { method: "PATCH", json: { headline: "x".repeat(2_000_000) } })],
      [
        "403 csrf",
        client.request("/api/profile", { method: "PATCH", json: {}, headers: { origin: "https://evil.example" } }),
      ],
      ["get-session", client.request("/api/auth/get-session")],
      ["sign-in", new Client(t.app).request("/api/auth/sign-in/email", { json: { email, password } })],
      [
        "sign-in refused",
        anonymous.request("/api/auth/sign-in/email", { json: { email, password: "wrong-password" } }),
      ],
      ["openapi", anonymous.request("/api/openapi.json")],
    ];
    for (const [label, pending] of checks) {
      const res = await pending;
      expect(res.headers.get("cache-control"), `${label} (${res.status})`).toBe("no-store");
    }
  });

  it("keeps what a route sets itself (the public client config is revalidated, not forbidden)", async () => {
    expect((await t.app.request("/api/client-config")).headers.get("cache-control")).toBe("no-cache");
  });
});
