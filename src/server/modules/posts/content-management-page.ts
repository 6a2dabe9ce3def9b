import { PLANNING_PATHS } from "../../../contracts/planning/paths";
import { listPosts } from "../../../contracts/posts/endpoints";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import { contentFirstQueries, contentPageQuery, contentView } from "../../../shared/posts/content-query";
import { pageRequest } from "../../lib/page-request";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import type { PlanningService } from "../planning/service";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { PostService } from "./service";

export interface ContentManagementPageDeps {
  posts: Scoped<PostService>;
  planning: Scoped<PlanningService>;
  strategy: Scoped<StrategyService>;
}

/**
 * /content-management's first view, as features/content-management/prefetch.ts asks it: the pillars (strategies),
 * the pillar mix, the posts needing a check, and the view's lists unfiltered (`?view=board`: each column's first
 * page; else the table's).
 */
export function contentManagementPages(deps: ContentManagementPageDeps): Record<string, PageLoader> {
  return {
    "/content-management": async ({ actor, scope, search }) => {
      const posts = deps.posts(scope);
      const lists = contentFirstQueries(contentView(search.get("view"))).map(({ query, pageSize }) =>
        pageRequest(listPosts, contentPageQuery(query, pageSize, 0)),
      );
      const [strategies, mix, ...answers] = await Promise.all([
        strategiesAnswer(deps.strategy(scope), actor),
        deps.planning(scope).mix(actor),
        ...lists.map((list) => posts.list(actor, list.query)),
      ]);
      return {
        [STRATEGY_PATHS.listStrategies.path]: strategies,
        [PLANNING_PATHS.getPillarMix.path]: mix,
        ...Object.fromEntries(lists.map((list, i) => [list.url, answers[i]])),
      };
    },
  };
}
