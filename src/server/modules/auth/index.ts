import { defineModule } from "../module";
import { authRoutes } from "./routes";

/**
 * better-auth on /api/auth/* behind its rate limit and sign-up guard. Not in MODULES: app.ts mounts it before the
 * session middleware, which it feeds; better-auth itself (`createAuth`) is built by compose(), as every module's
 * services may use it (ModuleDeps.auth).
 */
export const authModule = defineModule({
  name: "auth",
  routes: authRoutes,
});
