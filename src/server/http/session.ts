import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { withUser, type Database, type SessionProof } from "../db/client";
import type { Auth } from "../modules/auth/auth";
import { AppError, signedOutError } from "../lib/errors";
import { isUuidShaped } from "../../contracts/ids";
import { WORKSPACE_HEADER } from "../../contracts/workspaces/workspace-header";
import type { AppEnv } from "./env";
import type { SessionCache } from "./session-cache";
import { SESSION_COOKIE_NAMES as COOKIE_NAMES } from "../modules/auth/cookie-prefix";

const READS = new Set(["GET", "HEAD"]);

/**
 * Settles an unchecked session: an empty read through withUser, whose context statement (app_request_context)
 * checks the session. It goes down the read lanes, pipelined with other requests' reads: under load a write's check
 * no longer waits for a connection of the owner pool (which better-auth and the jobs share) and holds none.
 */
async function isLive(database: Database, proof: SessionProof): Promise<boolean> {
  try {
    await withUser({ ...database, session: proof }, proof.userId, async () => undefined, { readOnly: true });
  } catch (err) {
    if (proof.state !== "ended") throw err;
  }
  return proof.state === "live";
}

/**
 * Resolves the session cookie into c.var.userId. A cookie seen in the last seconds skips better-auth (signature
 * check, user query, refresh), not the check that its session still exists: the sessions table is the only truth
 * shared by every app process, so a session ended by any of them is refused by all at once.
 * - A write is checked before its handler runs (one statement on the read lanes, see isLive).
 * - A read is checked by withUser in the statement that sets the user context (no extra round trip); a read that
 *   used the user without withUser is checked after its handler, and answers 401 if the session had ended.
 * Sessions not in the cache go through better-auth, which reads the table, once per cookie at a time: requests
 * arriving together with a cookie not in the cache (a page's calls, every tab after the entry expired) share
 * one lookup. Under load 200 lookups at once for 20 cookies held most first requests for the whole run of
 * `npm run bench:load` (docs/architecture/write-path-under-load.md).
 */
export function sessionMiddleware(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  const lookups = new Map<string, ReturnType<Auth["api"]["getSession"]>>();
  return async (c, next) => {
    let userId: string | null = null;
    let proof: SessionProof | undefined;
    let used = false;
    // only the session cookie is parsed, not every cookie of the header
    const cookie = getCookie(c, COOKIE_NAMES[0]) || getCookie(c, COOKIE_NAMES[1]);
    if (cookie) {
      const workspaceId = namedWorkspace(c);
      const cached = cache.get(cookie);
      if (cached) {
        proof = { token: cached.token, userId: cached.userId, workspaceId, state: "unchecked" };
        const live = READS.has(c.req.method) || (await isLive(c.get("database"), proof));
        if (live) {
          userId = cached.userId;
          c.set("database", { ...c.get("database"), session: proof });
        }
      } else {
        let lookup = lookups.get(cookie);
        if (!lookup) {
          lookup = auth.api.getSession({ headers: c.req.raw.headers });
          lookups.set(cookie, lookup);
          const done = () => lookups.delete(cookie);
          lookup.then(done, done);
        }
        const session = await lookup;
        if (session) {
          userId = session.user.id;
          cache.set(cookie, { token: session.session.token, userId }, new Date(session.session.expiresAt));
          // just read from the sessions table: live; the proof carries the workspace and records the role
          c.set("database", {
            ...c.get("database"),
            session: { token: session.session.token, userId, workspaceId, state: "live" },
          });
        }
      }
    }
    c.set("userId", userId);
    c.set("requireUserId", () => {
      if (!userId) throw signedOutError();
      used = true;
      return userId;
    });
    await next();
    if (proof?.state === "unchecked" && used) await isLive(c.get("database"), proof);
    if (proof?.state === "ended") {
      cache.delete(cookie!);
      if (c.res.status < 400) c.res = signedOut(c);
    }
  };
}

/**
 * The workspace the request names (WORKSPACE_HEADER), lower-cased as Postgres prints a uuid; undefined without the
 * header (the personal workspace). A malformed id is refused before anything runs.
 */
function namedWorkspace(c: Context): string | undefined {
  const named = c.req.header(WORKSPACE_HEADER);
  if (named === undefined) return undefined;
  if (!isUuidShaped(named))
    throw new AppError({ code: "WORKSPACE_INVALID", message: `The ${WORKSPACE_HEADER} header is not a workspace id` });
  return named.toLowerCase();
}

const signedOut = (c: Context) => {
  const err = signedOutError();
  return c.json(err.body, err.status);
};
