import { useQueryClient } from "@tanstack/react-query";
import { SAVED_POST_PATHS as P } from "@contracts/saved-posts/paths";
import { SAVED_POST_KEYS } from "@/entities/saved-posts/query";
import { api, ApiError } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

/** One of the workspace's own published posts, into the swipe file. */
export function useSavePublishedPost() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (postId: string) => api(P.savePublishedPost, { params: { postId } }).then((r) => r.savedPost),
    // already saved (an earlier visit): not a failure, the panel says it is in
    failure: (error) =>
      error instanceof ApiError && error.code === "SAVED_POST_DUPLICATE"
        ? null
        : "publishing.panel.saveToSwipeFileFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all }),
  });
}
