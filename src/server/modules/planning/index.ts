import type { Scoped } from "../../lib/request-scope";
import { defineModule } from "../module";
import type { GenerationGuard } from "../strategy/generation-guard";
import { planningRoutes } from "./routes";
import { planningService, type PlanningService } from "./service";

export const planningModule = defineModule({
  name: "planning",
  service:
    ({ integrations }) =>
    (scope) =>
      planningService({ database: scope.database, llm: integrations.llm }),
  // its LLM ideas share Generate Post's guard (the generation module's)
  routes: (services: { planning: Scoped<PlanningService>; postGenerationGuard: GenerationGuard }) =>
    planningRoutes({ planning: services.planning, generationGuard: services.postGenerationGuard }),
});
