import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePostInput, Post, UpdatePostInput } from "@contracts/posts/schemas";
import { EDITOR_DRAFTS_QUERY, POST_PATHS as P } from "@contracts/posts/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const POST_KEYS = {
  all: ["posts"] as const,
  list: (filter: Record<string, unknown>) => ["posts", "list", filter] as const,
  one: (id: string) => ["posts", "one", id] as const,
};

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: POST_KEYS.one(id),
    queryFn: () => api(P.getPost, { params: { id } }).then((r) => r.post),
    // the editor keeps its own copy while open: a refetch on focus must not fight the autosave
    refetchOnWindowFocus: false,
  });

export const usePost = (id: string) => useQuery(postQuery(id));

/** The Post Editor's list of posts: the first ones, or the best matches of a search (its page loader reads the first). */
export const editorDraftsQuery = (q: string) =>
  queryOptions({
    queryKey: POST_KEYS.list({ editorDrafts: true, q }),
    queryFn: () => api(P.listPosts, { query: { ...EDITOR_DRAFTS_QUERY, ...(q ? { q } : {}) } }),
  });

export const createPost = (input: CreatePostInput) => api(P.createPost, { body: input }).then((r) => r.post);
export const updatePost = (id: string, input: UpdatePostInput) =>
  api(P.updatePost, { params: { id }, body: input }).then((r) => r.post);
export const getPost = (id: string) => api(P.getPost, { params: { id } }).then((r) => r.post);

/** Keeps the cached copies of a post in step with what the server answered. */
export function useRememberPost() {
  const client = useQueryClient();
  return (post: Post) => {
    client.setQueryData(POST_KEYS.one(post.id), post);
    void client.invalidateQueries({ queryKey: ["posts", "list"] });
  };
}

export function useDeletePost() {
  const remember = useRememberPost();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deletePost, { params: { id } }).then((r) => r.post),
    failure: "posts.toast.deleteFailed",
    onSuccess: remember,
  });
}

export function useRestorePost() {
  const remember = useRememberPost();
  return useApiMutation({
    mutationFn: (id: string) => api(P.restorePost, { params: { id } }).then((r) => r.post),
    failure: "posts.toast.restoreFailed",
    onSuccess: remember,
  });
}
