import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Auth } from "../modules/auth/auth";
import { AppError } from "../lib/errors";
import type { AppEnv } from "./env";
import type { SessionCache } from "./session-cache";

const COOKIE_NAMES = ["__Secure-pillarpost.session_token", "pillarpost.session_token"];

/** Resolves the session cookie into c.var.userId: from the session cache when fresh, else through better-auth. */
export function sessionMiddleware(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let userId: string | null = null;
    const cookies = getCookie(c);
    const token = COOKIE_NAMES.map((n) => cookies[n]).find(Boolean);
    if (token) {
      userId = cache.get(token) ?? null;
      if (!userId) {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (session) {
          userId = session.user.id;
          cache.set(token, userId, new Date(session.session.expiresAt));
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
