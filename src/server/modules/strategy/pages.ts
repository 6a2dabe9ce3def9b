import { STRATEGY_PATHS as P } from "../../../contracts/strategy/paths";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import type { StrategyService } from "./service";
import { strategiesAnswer } from "./answers";

/** /strategy's first view: the questions in the page's language, the saved answers and the strategies. */
export function strategyPages(deps: { strategy: Scoped<StrategyService> }): Record<string, PageLoader> {
  return {
    "/strategy": async ({ actor, lng, scope }) => {
      const strategy = deps.strategy(scope);
      const [questions, responses, strategies] = await Promise.all([
        strategy.listQuestions(actor, lng),
        strategy.getResponses(actor),
        strategiesAnswer(strategy, actor),
      ]);
      return {
        [`${P.listQuestions.path}?${new URLSearchParams({ lang: lng })}`]: { questions },
        [P.getResponses.path]: responses,
        [P.listStrategies.path]: strategies,
      };
    },
  };
}
