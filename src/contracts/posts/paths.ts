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
