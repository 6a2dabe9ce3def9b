import type { QueryClient } from "@tanstack/react-query";
import { endpointUrl } from "@contracts/endpoint-url";
import { POST_PATHS } from "@contracts/posts/paths";
import { holdsPageAnswer } from "@/lib/api/page-data";
import { editorDraftsQuery, postQuery } from "@/entities/posts/api";
import { meQueryOptions } from "@/entities/profile/me";
import { publishingQuery } from "@/entities/publishing/api";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { strategiesQuery } from "@/features/strategy/api";

/**
 * The Post Editor's first view's reads, started by the route's loader with the page's code: the pillars, the user's
 * profile (the preview's author, what the role may do) and the LinkedIn connection; on a new post the list of posts
 * (open there), on a post the post and its publishing. On a page the server rendered they are in the page
 * (server/modules/posts/editor-pages.ts gives the same URLs), so the first render is the editor itself. A post the
 * page does not hold (another user's: the API answers 404, retried) is left to the editor's own read, so that the
 * route waits for nothing it would have to retry.
 */
export function prefetchEditor(queryClient: QueryClient, postId: string | undefined): Promise<unknown> {
  const queries = [
    strategiesQuery,
    meQueryOptions,
    linkedinConnectionQuery,
    ...(!postId
      ? [editorDraftsQuery("")]
      : holdsPageAnswer(endpointUrl(POST_PATHS.getPost, { params: { id: postId } }))
        ? [postQuery(postId), publishingQuery(postId)]
        : []),
  ] as const;
  return Promise.all(
    queries.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient["prefetchQuery"]>[0])),
  );
}
