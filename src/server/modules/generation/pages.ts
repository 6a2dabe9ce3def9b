import * as GenerationEndpoints from "../../../contracts/generation/endpoints";
import { GENERATION_PATHS, HISTORY_QUERY } from "../../../contracts/generation/paths";
import { LINKEDIN_PATHS } from "../../../contracts/linkedin/paths";
import { PLANNING_PATHS } from "../../../contracts/planning/paths";
import * as PostEndpoints from "../../../contracts/posts/endpoints";
import { ANY_POST_QUERY } from "../../../contracts/posts/paths";
import { PROMPT_PATHS } from "../../../contracts/prompts/paths";
import { SCHEDULING_PATHS } from "../../../contracts/scheduling/paths";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import { pageQuery } from "../../lib/page-query";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import type { LinkedInService } from "../linkedin/service";
import type { PlanningService } from "../planning/service";
import type { PostService } from "../posts/service";
import type { PromptService } from "../prompts/service";
import type { SchedulingService } from "../scheduling/service";
import type { StrategyService } from "../strategy/service";
import type { GenerationService } from "./service";

export interface GeneratePostPageDeps {
  generation: Scoped<GenerationService>;
  strategy: Scoped<StrategyService>;
  planning: Scoped<PlanningService>;
  prompts: Scoped<PromptService>;
  scheduling: Scoped<SchedulingService>;
  posts: Scoped<PostService>;
  linkedin: Scoped<LinkedInService>;
}

/**
 * /generate-post's first view (the first screen after signing in): the pillars (the strategies), the pillar mix, the
 * prompts, whether a model answers, the history, and Getting started's steps (the LinkedIn connection, the posting
 * slots, whether a post exists). The web's prefetchGeneratePost asks the same URLs.
 */
export function generationPages(deps: GeneratePostPageDeps): Record<string, PageLoader> {
  return {
    "/generate-post": async ({ actor, scope }) => {
      const history = pageQuery(GenerationEndpoints.listGenerations, HISTORY_QUERY);
      const anyPost = pageQuery(PostEndpoints.listPosts, ANY_POST_QUERY);
      const generation = deps.generation(scope);
      const [strategies, mix, prompts, generations, connection, slots, posts] = await Promise.all([
        deps.strategy(scope).listStrategies(actor),
        deps.planning(scope).mix(actor),
        deps.prompts(scope).list(actor),
        generation.list(actor, history.query),
        deps.linkedin(scope).get(actor),
        deps.scheduling(scope).list(actor),
        deps.posts(scope).list(actor, anyPost.query),
      ]);
      return {
        [STRATEGY_PATHS.listStrategies.path]: { strategies },
        [PLANNING_PATHS.getPillarMix.path]: mix,
        [PROMPT_PATHS.listPrompts.path]: prompts,
        [GENERATION_PATHS.generationSettings.path]: generation.settings(),
        [history.url]: generations,
        [LINKEDIN_PATHS.getConnection.path]: connection,
        [SCHEDULING_PATHS.listPostingSlots.path]: slots,
        [anyPost.url]: posts,
      };
    },
  };
}
