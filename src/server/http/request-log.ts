import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { safePath } from "../lib/logger";
import type { AppEnv } from "./env";

/**
 * The request's logger (its lines carry the request id), made on first use: most requests log nothing but their
 * request line, and a child of a redacting logger costs a redaction pass over its bindings.
 */
function requestLogger(logger: Logger, reqId: string): Logger {
  let child: Logger | undefined;
  const target = () => (child ??= logger.child({ reqId }));
  return new Proxy({} as Logger, {
    get(_, key) {
      const log = target();
      const value: unknown = Reflect.get(log, key, log);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(log) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
  });
}

/**
 * Gives every request its logger and database, and logs each /api/* request once it is answered. Logging
 * happens after the handler ran (and maybe wrote): it must never throw or change the answer.
 */
export function requestLog(logger: Logger, database: Database): MiddlewareHandler<AppEnv> {
  // The request line holds nothing to redact (safePath already hides secret query values), and the logger's
  // redaction pass (wildcard paths) costs more than the rest of the line: it is written without it.
  const lines = logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    const reqId = c.get("requestId");
    c.set("logger", requestLogger(logger, reqId));
    c.set("database", database);
    await next();
    try {
      if (!c.req.path.startsWith("/api/")) return;
      const ms = Math.round(performance.now() - started);
      lines.info({ reqId, method: c.req.method, path: safePath(c.req.url), status: c.res.status, ms }, "request");
    } catch {
      // a log line is not worth a failed request
    }
  };
}
