import type { MiddlewareHandler } from "hono";

/**
 * API answers are per user and change with every write: no browser or proxy may keep them. A route that sets
 * its own Cache-Control keeps it.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("Cache-Control")) return;
    try {
      c.res.headers.set("Cache-Control", "no-store");
    } catch {
      // a Response with immutable headers (e.g. one passed through from fetch)
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}
