import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Rejects state-changing requests that a browser sent from another site. Browsers always send Origin on
 * cross-origin POST/PUT/PATCH/DELETE and Sec-Fetch-Site on every request; clients that send neither (curl,
 * server-to-server) cannot carry a victim's cookies, so they pass.
 */
export function csrfProtection(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, "")));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const originOk =
      origin === undefined ? site === undefined || site === "same-origin" || site === "none" : allowed.has(origin);
    if (!originOk || (site !== undefined && site === "cross-site")) {
      return c.json(errorBody("CSRF_REJECTED", "Cross-site request rejected"), 403);
    }
    return next();
  };
}
