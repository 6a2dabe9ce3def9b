import { OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/env";
import type { LimitStore } from "../../lib/limit-store";
import type { Auth } from "./auth";
import { authRateLimit } from "./auth-rate-limit";
import { authHandler } from "./handler";
import { signUpGuard } from "./sign-up-guard";

export interface AuthRoutesDeps {
  auth: Auth;
  config: Config;
  /** Owner connection (the sign-up guard looks emails up before better-auth runs). */
  db: Db;
  /** Where the rate-limit counters live (shared by every process on the database). */
  limits: LimitStore;
}

/** /api/auth/*: the per IP + email rate limit, then the sign-up guard, then better-auth's handler. */
export function authRoutes({ auth, config, db, limits }: AuthRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    "/api/auth/*",
    authRateLimit({
      store: limits,
      max: config.AUTH_RATE_LIMIT_MAX,
      windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      trustProxy: config.TRUST_PROXY,
    }),
  );
  app.use("/api/auth/*", signUpGuard(db));
  app.on(["GET", "POST"], "/api/auth/*", authHandler(auth));
  return app;
}
