/** Post endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const POST_PATHS = {
  listPosts: { method: "get", path: "/api/posts" },
  createPost: { method: "post", path: "/api/posts" },
  getPost: { method: "get", path: "/api/posts/{id}" },
  updatePost: { method: "patch", path: "/api/posts/{id}" },
  deletePost: { method: "delete", path: "/api/posts/{id}" },
  restorePost: { method: "post", path: "/api/posts/{id}/restore" },
  bulkPosts: { method: "post", path: "/api/posts/bulk" },
} as const;

/** Whether any post exists (Getting started's "first post" step): the query the web and the page loaders ask. */
export const ANY_POST_QUERY = { limit: 1, offset: 0 } as const;

/** The Post Editor's list of the workspace's posts: how many it shows (one more is asked, to know there are more). */
export const EDITOR_DRAFTS_SHOWN = 8;
/** That list's first query, unsearched: the web and the editor's page loader ask it alike. */
export const EDITOR_DRAFTS_QUERY = { limit: EDITOR_DRAFTS_SHOWN + 1, offset: 0 } as const;
