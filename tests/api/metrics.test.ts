import { describe, expect, it } from "vitest";
import { makeTestApp, signedInUser } from "../support/test-app";

// GET /metrics: only with METRICS_TOKEN set, only for its bearer; requests counted by route template and status
// class, never by a path holding an id.
const TOKEN = "metrics-token-0123456789abcdef";

describe("GET /metrics", () => {
  it("is not served without METRICS_TOKEN", async () => {
    const t = makeTestApp();
    expect((await t.app.request("/metrics")).status).toBe(404);
  });

  it("answers 401 without the token or with another, in constant time", async () => {
    const t = makeTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, "Bearer nope", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    }
  });

  it("counts requests by route template and status class: no id, no odd method in any label", async () => {
    const t = makeTestApp({ METRICS_TOKEN: TOKEN });
    const { client, userId } = await signedInUser(t);
    const created = await client.json("/api/posts", { json: { body: "Counted" } });
    const postId = (created.body as { post: { id: string } }).post.id;
    expect((await client.json(`/api/posts/${postId}`)).status).toBe(200);
    await t.app.request(`/api/posts/${postId}`, { method: "PURGE" });

    const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(
      /^pillarpost_http_request_duration_seconds_count\{method="GET",route="\/api\/posts\/:id",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(/^pillarpost_http_request_duration_seconds_count\{method="other",/m);
    expect(text).not.toContain(postId);
    expect(text).not.toContain(userId);
    expect(text).not.toContain("PURGE");
    expect(text).toMatch(/^pillarpost_nodejs_heap_size_used_bytes \d/m);
  });
});
