import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import type { HeaderList } from "./security-headers";

const REQUEST_ID_HEADER = "X-Request-Id";
const PLAIN_ID = /^[\w\-=]{1,255}$/;

/** The request id: the one a proxy in front sent, when it is a short plain token; else a new one. */
const requestIdOf = (sent: string | undefined) => (sent && PLAIN_ID.test(sent) ? sent : randomUUID());

// API answers are per user and change with every write: no browser or proxy may keep them.
const API_CACHE: readonly [string, string] = ["Cache-Control", "no-store"];

/**
 * Gives the request its id (c.var.requestId) and every answer the headers it carries whatever the route: the
 * request id, `fixed` (the security headers) and, on /api/*, "Cache-Control: no-store". A header the route sets
 * itself wins: the public client config is revalidated (no-cache), the LinkedIn callback sends no referrer.
 *
 * Under the Node server they go onto the Node response before the route runs, and Node lays the route's own
 * headers over them when it writes the head. Set on the Fetch Response instead (what Hono's secureHeaders does),
 * they made every answer build, fill and sort a WHATWG Headers object, a tenth of a small answer's CPU time
 * (`npm run bench:api`). Without a Node response (app.request() in the API tests) they are added to the
 * Response after the route, where it has none of that name: the same answer, the slower way.
 */
export function responseHeaders(fixed: HeaderList): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", id);
    const api = c.req.path.startsWith("/api/");
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === "function") {
      for (const [name, value] of fixed) outgoing.setHeader(name, value);
      if (api) outgoing.setHeader(API_CACHE[0], API_CACHE[1]);
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      return next();
    }
    await next();
    addMissing(c, api ? [...fixed, API_CACHE, [REQUEST_ID_HEADER, id]] : [...fixed, [REQUEST_ID_HEADER, id]]);
  };
}

function addMissing(c: Context, headers: HeaderList): void {
  const missing = headers.filter(([name]) => !c.res.headers.has(name));
  if (missing.length === 0) return;
  try {
    for (const [name, value] of missing) c.res.headers.set(name, value);
  } catch {
    // a Response with immutable headers (e.g. one passed through from fetch)
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of missing) c.res.headers.set(name, value);
  }
}
