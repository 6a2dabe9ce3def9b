import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { safePath } from "../lib/logger";
import type { AppEnv } from "./env";

/**
 * Gives every request its logger and database, and logs each /api/* request once it is answered. Logging
 * happens after the handler ran (and maybe wrote): it must never throw or change the answer.
 */
export function requestLog(logger: Logger, database: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set("logger", logger.child({ reqId: c.get("requestId") }));
    c.set("database", database);
    await next();
    try {
      if (!c.req.path.startsWith("/api/")) return;
      const ms = Math.round(performance.now() - started);
      c.get("logger").info({ method: c.req.method, path: safePath(c.req.url), status: c.res.status, ms }, "request");
    } catch {
      // a log line is not worth a failed request
    }
  };
}
