import type { QueryClient } from "@tanstack/react-query";
import { editorDraftsQuery, postQuery } from "@/entities/posts/api";
import { meQueryOptions } from "@/entities/profile/me";
import { publishingQuery } from "@/entities/publishing/api";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { strategiesQuery } from "@/features/strategy/api";

/**
 * The Post Editor's first view's reads, started by the route's loader with the page's code: the pillars, the user's
 * profile (the preview's author, what the role may do) and the LinkedIn connection; on a new post the list of posts
 * (open there), on a post the post and its publishing. On a page the server rendered they are in the page
 * (server/modules/posts/editor-pages.ts gives the same URLs), so the first render is the editor itself.
 */
export function prefetchEditor(queryClient: QueryClient, postId: string | undefined): Promise<unknown> {
  const queries = [
    strategiesQuery,
    meQueryOptions,
    linkedinConnectionQuery,
    ...(postId ? [postQuery(postId), publishingQuery(postId)] : [editorDraftsQuery("")]),
  ] as const;
  return Promise.all(
    queries.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient["prefetchQuery"]>[0])),
  );
}
