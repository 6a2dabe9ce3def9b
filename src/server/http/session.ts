import type { MiddlewareHandler } from "hono";
import type { Auth } from "../modules/auth/auth";
import { AppError } from "../lib/errors";
import type { AppEnv } from "./env";

/** Resolves the session cookie (from better-auth's signed cookie cache when fresh) into c.var.userId. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let userId: string | null = null;
    if (c.req.header("cookie")?.includes("pillarpost.session_token")) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      userId = session?.user.id ?? null;
    }
    c.set("userId", userId);
    c.set("requireUserId", () => {
      if (!userId) throw new AppError("UNAUTHORIZED", "You must be signed in");
      return userId;
    });
    await next();
  };
}
