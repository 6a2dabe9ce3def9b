import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's metrics (Prometheus text format at GET /metrics: http/metrics-route.ts in the app, the health port in
 * a workers-only process). One registry per process, like its logger: the counters are incremented where things
 * happen (a request answered, a publishing attempt ended, LinkedIn answered). No label ever holds a user's, a
 * workspace's or a post's id: each label's values are a small fixed set (route templates, status classes, codes).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "pillarpost_" });

export const httpRequestDuration = new Histogram({
  name: "pillarpost_http_request_duration_seconds",
  help: "HTTP requests answered, by method, route template and status class",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const publishAttempts = new Counter({
  name: "pillarpost_publish_attempts_total",
  help: "Publishing attempts ended, by result (published, retry, failed, needs_check, missed, abandoned, skipped) and, for failed, the error code",
  labelNames: ["result", "error"] as const,
  registers: [metricsRegistry],
});

export const linkedinResponses = new Counter({
  name: "pillarpost_linkedin_responses_total",
  help: "Answers of LinkedIn's posting API, by endpoint and status class (network: no answer)",
  labelNames: ["endpoint", "status_class"] as const,
  registers: [metricsRegistry],
});

/** "2xx", "4xx"...; 0 (no answer) is "network". */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "network";
}
