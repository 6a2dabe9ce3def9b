import { INSPIRATION_PATHS } from "../../../contracts/inspirations/paths";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { InspirationService } from "./service";

/**
 * /inspirations' first view: the library itself ships with the page's code (src/shared/inspirations); what the
 * server reads is the workspace's favourites (listed first, starred) and the strategies (the pillar filter), as
 * features/inspirations/prefetch.ts asks them.
 */
export function inspirationsPages(deps: {
  inspirations: Scoped<InspirationService>;
  strategy: Scoped<StrategyService>;
}): Record<string, PageLoader> {
  return {
    "/inspirations": async ({ actor, scope }) => {
      const [favourites, strategies] = await Promise.all([
        deps.inspirations(scope).list(actor),
        strategiesAnswer(deps.strategy(scope), actor),
      ]);
      return {
        [INSPIRATION_PATHS.listInspirationFavourites.path]: favourites,
        [STRATEGY_PATHS.listStrategies.path]: strategies,
      };
    },
  };
}
