import type { Language } from "../../contracts/language";
import { STRATEGY_PATHS as P } from "../../contracts/strategy/paths";
import { loggableError } from "../lib/log-error";
import type { RequestScope, Scoped } from "../lib/request-scope";
import type { StrategyService } from "../modules/strategy/service";

/** A page's first GET answers, by the URL the SPA asks them at (`api()`'s path + query): its body as the API sends it. */
export type PageData = Record<string, unknown>;

/**
 * The data a signed-in page's first render needs, read for the page request itself (issue 8 §3: /strategy's
 * three data calls waited for the app's code, then for a round trip each). The SPA answers those GETs from the page
 * once (src/web/lib/api/page-data.ts), so they cost no request. `undefined`: the page carries none.
 */
export type PageDataReader = (
  requestPath: string,
  userId: string,
  lng: Language,
  scope: RequestScope,
) => Promise<PageData | undefined>;

export function pageDataReader(services: { strategy: Scoped<StrategyService> }): PageDataReader {
  return async (requestPath, userId, lng, scope) => {
    const normalised = requestPath.length > 1 ? requestPath.replace(/\/+$/, "") : requestPath;
    if (normalised !== "/strategy") return undefined;
    try {
      const strategy = services.strategy(scope);
      // a page's address names no workspace: the user's personal one, as the page's first API calls will
      const actor = { userId };
      const [questions, responses, strategies] = await Promise.all([
        strategy.listQuestions(actor, lng),
        strategy.getResponses(actor),
        strategy.listStrategies(actor),
      ]);
      return {
        [`${P.listQuestions.path}?${new URLSearchParams({ lang: lng })}`]: { questions },
        [P.getResponses.path]: responses,
        [P.listStrategies.path]: { strategies },
      };
    } catch (err) {
      // The page never fails for it: the SPA then asks the API as before.
      scope.logger.warn({ err: loggableError(err) }, "page data not read");
      return undefined;
    }
  };
}
