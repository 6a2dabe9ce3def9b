import type { Scoped } from "../../lib/request-scope";
import { defineModule } from "../module";
import { generationGuard, type GenerationGuard } from "../strategy/generation-guard";
import { generationPages, type GeneratePostPageDeps } from "./pages";
import { generationRoutes } from "./routes";
import { generationService, type GenerationService } from "./service";

export const generationModule = defineModule({
  name: "generation",
  service:
    ({ integrations }) =>
    (scope) =>
      generationService({ database: scope.database, llm: integrations.llm, logger: scope.logger }),
  shared: ({ config, limits, generationLeaseSeconds }) => ({
    /** Generate Post's own: one LLM generation at a time per user, and its own per-user limit. */
    postGenerationGuard: generationGuard({
      store: limits,
      max: config.GENERATE_RATE_LIMIT_MAX,
      windowSeconds: config.GENERATE_RATE_LIMIT_WINDOW_SECONDS,
      leaseSeconds: generationLeaseSeconds,
      names: { lease: "generate-post", limiter: "llm-post-generations" },
      busyCode: "POST_GENERATION_IN_PROGRESS",
    }),
  }),
  routes: (
    services: GeneratePostPageDeps & { generation: Scoped<GenerationService>; postGenerationGuard: GenerationGuard },
  ) => generationRoutes({ generation: services.generation, guard: services.postGenerationGuard }),
  pages: generationPages,
});
