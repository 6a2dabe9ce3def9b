import { endpointUrl } from "../../../contracts/endpoint-url";
import { LINKEDIN_PATHS } from "../../../contracts/linkedin/paths";
import { listPosts } from "../../../contracts/posts/endpoints";
import { EDITOR_DRAFTS_QUERY, POST_PATHS } from "../../../contracts/posts/paths";
import { postParamsSchema } from "../../../contracts/posts/schemas";
import { PUBLISHING_PATHS } from "../../../contracts/publishing/paths";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import { pageRequest } from "../../lib/page-request";
import type { RequestScope, Scoped } from "../../lib/request-scope";
import type { LinkedInService } from "../linkedin/service";
import type { PageLoader } from "../module";
import type { PublishingService } from "../publishing/service";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { PostService } from "./service";

export interface EditorPagesDeps {
  posts: Scoped<PostService>;
  publishing: Scoped<PublishingService>;
  strategy: Scoped<StrategyService>;
  linkedin: Scoped<LinkedInService>;
}

/**
 * The Post Editor's first view, as features/editor/prefetch.ts asks it: on every post the pillars (strategies) and
 * the LinkedIn connection (what blocks publishing), with the shell's /api/me (the preview's author, what the role may
 * do: every rendered page carries it, modules/account/me-answer.ts); on a new post (`/editor`) the list of posts, open there; on a post (`/editor/{postId}`) the post and
 * its publishing. A post the API answers 404 for (another user's, one purged, an id that is none) is left out: the
 * page then goes out without markup and the app asks the API, which answers its 404.
 */
export function editorPages(deps: EditorPagesDeps): Record<string, PageLoader> {
  const everyPost = async (actor: Actor, scope: RequestScope) => {
    const [strategies, connection] = await Promise.all([
      strategiesAnswer(deps.strategy(scope), actor),
      deps.linkedin(scope).get(actor),
    ]);
    return { [STRATEGY_PATHS.listStrategies.path]: strategies, [LINKEDIN_PATHS.getConnection.path]: connection };
  };
  return {
    "/editor": async ({ actor, scope }) => {
      const drafts = pageRequest(listPosts, EDITOR_DRAFTS_QUERY);
      const [common, list] = await Promise.all([everyPost(actor, scope), deps.posts(scope).list(actor, drafts.query)]);
      return { ...common, [drafts.url]: list };
    },
    "/editor/{postId}": async ({ actor, scope, params }) => {
      const parsed = postParamsSchema.safeParse({ id: params.postId });
      if (!parsed.success) return everyPost(actor, scope);
      const { id } = parsed.data;
      const [common, post, publishing] = await Promise.all([
        everyPost(actor, scope),
        unlessNotFound(deps.posts(scope).get(actor, id)),
        unlessNotFound(deps.publishing(scope).get(actor, id)),
      ]);
      if (!post || !publishing) return common;
      const at = { params: { id } };
      return {
        ...common,
        [endpointUrl(POST_PATHS.getPost, at)]: { post },
        [endpointUrl(PUBLISHING_PATHS.getPublishing, at)]: publishing,
      };
    },
  };
}

/** A read's answer, or undefined where the API answers 404. */
async function unlessNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}
