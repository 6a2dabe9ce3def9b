import { RateLimiter } from "../../lib/rate-limiter";
import { defineModule } from "../module";
import { accountEmailRoutes } from "./routes";
import { accountEmailService } from "./service";

/** `POST /api/account/email`: a change of email, verified by a link to the new address (better-auth's). */
export const accountEmailModule = defineModule({
  name: "accountEmail",
  service: ({ auth, config, limits }) => {
    // the auth endpoints' numbers: this one takes a password and sends a mail, as they do
    const limiter = new RateLimiter(limits, "account-email", config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
    return (scope) =>
      accountEmailService({ database: scope.database, auth, limiter, maxPerWindow: config.AUTH_RATE_LIMIT_MAX });
  },
  routes: accountEmailRoutes,
});
