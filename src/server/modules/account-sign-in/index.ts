import { RateLimiter } from "../../lib/rate-limiter";
import { defineModule } from "../module";
import { accountSignInRoutes } from "./routes";
import { accountSignInService } from "./service";

/** `/api/account/sign-in/linkedin`: linking and unlinking LinkedIn as a way to sign in (not the publishing one). */
export const accountSignInModule = defineModule({
  name: "accountSignIn",
  service: ({ auth, config, limits }) => {
    // the auth endpoints' numbers: linking takes a password, as they do
    const limiter = new RateLimiter(limits, "account-sign-in", config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
    return (scope) =>
      accountSignInService({
        database: scope.database,
        auth,
        linkedInEnabled: config.LINKEDIN_CLIENT_ID !== "",
        limiter,
        maxPerWindow: config.AUTH_RATE_LIMIT_MAX,
      });
  },
  routes: accountSignInRoutes,
});
