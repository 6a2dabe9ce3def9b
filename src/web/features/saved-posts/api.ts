import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateSavedPostInput,
  UpdateSavedPostInput,
  ImportSavedPostsInput,
  ImportSavedPostsResult,
} from "@contracts/saved-posts/schemas";
import { SAVED_POST_PATHS as P } from "@contracts/saved-posts/paths";
import type { SavedPostFileFormat } from "@contracts/saved-posts/rules";
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

// Saved Posts' writes are sent at once whatever the browser says of the network (`networkMode: "always"`): offline
// they fail at once with a toast that says so, rather than waiting, paused and silent, to go out later on their own.

/**
 * Changes a saved post at the version the writer opened. The edit dialog says every failure itself (a toast is
 * hidden from screen readers behind a modal). A 409 VERSION_CONFLICT settles once the list is read again, so the
 * dialog's post is the newer version when Save is offered again; any other end refreshes without waiting (offline,
 * that read would wait for the network, and Save with it).
 */
export function useUpdateSavedPost() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateSavedPostInput }) =>
      api(P.updateSavedPost, { params: { id }, body: input }).then((r) => r.savedPost),
    networkMode: "always",
    failure: null,
    onSettled: (_post, error) => {
      const refresh = client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all });
      return error instanceof ApiError && error.code === "VERSION_CONFLICT" ? refresh : undefined;
    },
  });
}

export function useDeleteSavedPost() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deleteSavedPost, { params: { id } }).then((r) => r.savedPost),
    networkMode: "always",
    failure: "savedPosts.toast.deleteFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all }),
  });
}

export function useSavedPostToIdea() {
  const client = useQueryClient();
  const remember = useRememberPost();
  return useApiMutation({
    mutationFn: (id: string) => api(P.savedPostToIdea, { params: { id } }).then((r) => r.post),
    networkMode: "always",
    failure: "savedPosts.toast.ideaFailed",
    onSuccess: (post) => {
      remember(post);
      void client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all });
    },
  });
}

/** Where the export is downloaded from (a plain link, as the app's other downloads: the server names the file). */
export const savedPostsExportUrl = (format: SavedPostFileFormat) =>
  `${P.exportSavedPosts.path}?${new URLSearchParams({ format })}`;

export const importSavedPosts = (input: ImportSavedPostsInput): Promise<ImportSavedPostsResult> =>
  api(P.importSavedPosts, { body: input });
