import { createHash, timingSafeEqual } from "node:crypto";
import type { Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { httpRequestDuration, metricsRegistry, statusClass } from "../metrics/registry";
import type { AppEnv } from "./env";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Times every request by its route template (`/api/posts/:id`, never the path with its ids) and status class. A
 * method outside HTTP's usual ones counts as "other": labels are a small fixed set whatever a client sends.
 */
export function httpMetrics(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      httpRequestDuration.observe(
        {
          method: METHODS.has(c.req.method) ? c.req.method : "other",
          route: routePath(c) || "unmatched",
          status_class: statusClass(c.res.status),
        },
        (performance.now() - started) / 1000,
      );
    }
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics (Prometheus text format) for whoever holds METRICS_TOKEN; without the setting the path is not served
 * (404), so nothing about the server shows to the public.
 */
export function mountMetrics(app: Hono<AppEnv>, token: string | undefined): void {
  if (!token) return;
  app.get("/metrics", async (c) => {
    if (!bearerMatches(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized\n", 401);
    }
    return c.body(await metricsRegistry.metrics(), 200, {
      "Content-Type": metricsRegistry.contentType,
      "Cache-Control": "no-store",
    });
  });
}
