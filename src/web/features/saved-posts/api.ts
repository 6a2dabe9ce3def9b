import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateSavedPostInput,
  ImportSavedPostsInput,
  ImportSavedPostsResult,
} from "@contracts/saved-posts/schemas";
import { SAVED_POST_PATHS as P } from "@contracts/saved-posts/paths";
import { NO_FILTERS, savedPostsListQuery, type SavedPostFilters } from "@shared/saved-posts/list-query";
import { api, ApiError } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { useRememberPost } from "@/entities/posts/api";
import { SAVED_POST_KEYS } from "@/entities/saved-posts/query";

export { NO_FILTERS, type SavedPostFilters };

/** Up to 100 saved posts, latest saved first; with a search, the best matches (full text on the server). */
export const savedPostsQuery = (f: SavedPostFilters) =>
  queryOptions({
    queryKey: SAVED_POST_KEYS.list(f),
    queryFn: () => api(P.listSavedPosts, { query: savedPostsListQuery(f) }),
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export const useSavedPosts = (f: SavedPostFilters) => useQuery(savedPostsQuery(f));

export function useCreateSavedPost() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: CreateSavedPostInput) => api(P.createSavedPost, { body: input }).then((r) => r.savedPost),
    // offline it fails at once and says so (the form keeps what was typed), rather than waiting, paused, to send
    // later what the writer may already have saved again by hand
    networkMode: "always",
    // the form shows a duplicate or a bad field beside it; anything else is a toast
    failure: (error) =>
      error instanceof ApiError && (error.code === "VALIDATION_FAILED" || error.code === "SAVED_POST_DUPLICATE")
        ? null
        : "savedPosts.toast.saveFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all }),
  });
}

export function useDeleteSavedPost() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deleteSavedPost, { params: { id } }).then((r) => r.savedPost),
    failure: "savedPosts.toast.deleteFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all }),
  });
}

export function useSavedPostToIdea() {
  const client = useQueryClient();
  const remember = useRememberPost();
  return useApiMutation({
    mutationFn: (id: string) => api(P.savedPostToIdea, { params: { id } }).then((r) => r.post),
    failure: "savedPosts.toast.ideaFailed",
    onSuccess: (post) => {
      remember(post);
      void client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all });
    },
  });
}

export const importSavedPosts = (input: ImportSavedPostsInput): Promise<ImportSavedPostsResult> =>
  api(P.importSavedPosts, { body: input });
