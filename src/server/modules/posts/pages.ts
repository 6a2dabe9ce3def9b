import { listMedia } from "../../../contracts/media/endpoints";
import { MEDIA_PATHS } from "../../../contracts/media/paths";
import { listPosts } from "../../../contracts/posts/endpoints";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import { mediaPageQuery } from "../../../shared/media/list-query";
import { EMPTY_FILTER, libraryPageQuery } from "../../../shared/posts/library-query";
import { libraryTab } from "../../../shared/posts/library-tabs";
import { pageRequest } from "../../lib/page-request";
import type { Scoped } from "../../lib/request-scope";
import { storageAnswer } from "../media/answers";
import type { MediaService } from "../media/service";
import type { PageLoader } from "../module";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { PostService } from "./service";

export interface LibraryPagesDeps {
  posts: Scoped<PostService>;
  media: Scoped<MediaService>;
  strategy: Scoped<StrategyService>;
}

/**
 * /library's first view, for the tab its address names (`?tab=`): the first page of the posts or of the trash,
 * unfiltered, or the Media tab's files and the storage used; the strategies (pillars) on every tab. As
 * features/library/prefetch.ts asks them.
 */
export function postsPages(deps: LibraryPagesDeps): Record<string, PageLoader> {
  return {
    "/library": async ({ actor, scope, search }) => {
      const tab = libraryTab(search.get("tab"));
      if (tab === "media") {
        const files = pageRequest(listMedia, mediaPageQuery("", 0));
        const media = deps.media(scope);
        const [list, storage, strategies] = await Promise.all([
          media.list(actor, files.query),
          storageAnswer(media, actor),
          strategiesAnswer(deps.strategy(scope), actor),
        ]);
        return {
          [files.url]: list,
          [MEDIA_PATHS.getMediaStorage.path]: storage,
          [STRATEGY_PATHS.listStrategies.path]: strategies,
        };
      }
      const posts = pageRequest(listPosts, libraryPageQuery({ ...EMPTY_FILTER, trash: tab === "trash" }, 0));
      const [list, strategies] = await Promise.all([
        deps.posts(scope).list(actor, posts.query),
        strategiesAnswer(deps.strategy(scope), actor),
      ]);
      return { [posts.url]: list, [STRATEGY_PATHS.listStrategies.path]: strategies };
    },
  };
}
