import { defineModule } from "../module";
import { generationGuard } from "./generation-guard";
import { strategyPages } from "./pages";
import { strategyRoutes } from "./routes";
import { strategyService } from "./service";

export const strategyModule = defineModule({
  name: "strategy",
  service:
    ({ integrations }) =>
    (scope) =>
      strategyService({ database: scope.database, llm: integrations.llm, logger: scope.logger }),
  shared: ({ config, limits, generationLeaseSeconds }) => ({
    /** Strategy generation's: one LLM generation at a time per user, and the per-user LLM limit. */
    generationGuard: generationGuard({
      store: limits,
      max: config.GENERATE_RATE_LIMIT_MAX,
      windowSeconds: config.GENERATE_RATE_LIMIT_WINDOW_SECONDS,
      leaseSeconds: generationLeaseSeconds,
    }),
  }),
  routes: strategyRoutes,
  pages: strategyPages,
});
