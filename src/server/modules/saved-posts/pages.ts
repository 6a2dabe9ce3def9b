import { listSavedPosts } from "../../../contracts/saved-posts/endpoints";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import { NO_FILTERS, savedPostsListQuery } from "../../../shared/saved-posts/list-query";
import { validateSavedPostsSearch } from "../../../shared/saved-posts/page-search";
import { pageRequest } from "../../lib/page-request";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { SavedPostService } from "./service";

/**
 * The swipe file's first view, as features/saved-posts/prefetch.ts asks it: the saved posts (latest first, or the
 * matches of the search `?q=` names, read as the route reads it) with the filters' facets, and the strategies (the
 * pillars of the form, the filter and the cards). `/saved-posts/new` (the bookmarklet's page: the same page with the
 * form prefilled from its address, which the render reads itself) opens on the list without a search.
 */
export function savedPostsPages(deps: {
  savedPosts: Scoped<SavedPostService>;
  strategy: Scoped<StrategyService>;
}): Record<string, PageLoader> {
  const load = async ({ actor, scope }: Parameters<PageLoader>[0], q: string) => {
    const posts = pageRequest(listSavedPosts, savedPostsListQuery({ ...NO_FILTERS, q: q.trim() }));
    const [list, strategies] = await Promise.all([
      deps.savedPosts(scope).list(actor, posts.query),
      strategiesAnswer(deps.strategy(scope), actor),
    ]);
    return { [posts.url]: list, [STRATEGY_PATHS.listStrategies.path]: strategies };
  };
  return {
    "/saved-posts": (input) => load(input, validateSavedPostsSearch(Object.fromEntries(input.search)).q ?? ""),
    "/saved-posts/new": (input) => load(input, ""),
  };
}
