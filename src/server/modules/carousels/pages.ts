import { listCarousels } from "../../../contracts/carousels/endpoints";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import { carouselsListQuery } from "../../../shared/carousel/list-query";
import { pageRequest } from "../../lib/page-request";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { CarouselsModuleService } from "./index";

export interface CarouselsPagesDeps {
  carousels: Scoped<CarouselsModuleService>;
  strategy: Scoped<StrategyService>;
}

/**
 * /carousel-editor's first view: the live carousels, unsearched (each card draws its first slide from the design the
 * answer holds), and the strategies (the pillar a card names), as features/carousels/prefetch.ts asks them.
 */
export function carouselsPages(deps: CarouselsPagesDeps): Record<string, PageLoader> {
  return {
    "/carousel-editor": async ({ actor, scope }) => {
      const carousels = pageRequest(listCarousels, carouselsListQuery(false));
      const [list, strategies] = await Promise.all([
        deps.carousels(scope).list(actor, carousels.query),
        strategiesAnswer(deps.strategy(scope), actor),
      ]);
      return { [carousels.url]: list, [STRATEGY_PATHS.listStrategies.path]: strategies };
    },
  };
}
