import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type pg from "pg";
import type { Auth } from "../modules/auth/auth";
import { AppError } from "../lib/errors";
import type { AppEnv } from "./env";
import type { SessionCache } from "./session-cache";

const COOKIE_NAMES = ["__Secure-pillarpost.session_token", "pillarpost.session_token"];

// One indexed lookup, prepared once per pooled connection (a named statement): the sessions table is the only
// truth shared by every app process, so a session deleted by any of them is refused by all at once.
const LIVE_SESSION = {
  name: "session_live_user",
  text: "SELECT user_id FROM sessions WHERE token = $1 AND expires_at > now()",
};

async function liveSessionUser(pool: pg.Pool, token: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ user_id: string }>({ ...LIVE_SESSION, values: [token] });
  return rows[0]?.user_id;
}

/**
 * Resolves the session cookie into c.var.userId. A cookie seen in the last seconds skips better-auth (signature
 * check, user query, refresh) but not the check that its session still exists; others go through better-auth.
 */
export function sessionMiddleware(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let userId: string | null = null;
    const cookies = getCookie(c);
    const cookie = COOKIE_NAMES.map((n) => cookies[n]).find(Boolean);
    if (cookie) {
      const cached = cache.get(cookie);
      if (cached) {
        userId = (await liveSessionUser(c.get("database").pool, cached.token)) === cached.userId ? cached.userId : null;
        if (!userId) cache.delete(cookie);
      } else {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (session) {
          userId = session.user.id;
          cache.set(cookie, { token: session.session.token, userId }, new Date(session.session.expiresAt));
        }
      }
    }
    c.set("userId", userId);
    c.set("requireUserId", () => {
      if (!userId) throw new AppError("UNAUTHORIZED", "You must be signed in");
      return userId;
    });
    await next();
  };
}
