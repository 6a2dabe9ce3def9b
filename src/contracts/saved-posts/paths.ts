/** Saved post endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const SAVED_POST_PATHS = {
  listSavedPosts: { method: "get", path: "/api/saved-posts" },
  createSavedPost: { method: "post", path: "/api/saved-posts" },
  importSavedPosts: { method: "post", path: "/api/saved-posts/import" },
  exportSavedPosts: { method: "get", path: "/api/saved-posts/export", answers: "file" },
  savePublishedPost: { method: "post", path: "/api/saved-posts/from-post/{postId}" },
  getSavedPost: { method: "get", path: "/api/saved-posts/{id}" },
  updateSavedPost: { method: "patch", path: "/api/saved-posts/{id}" },
  deleteSavedPost: { method: "delete", path: "/api/saved-posts/{id}" },
  savedPostToIdea: { method: "post", path: "/api/saved-posts/{id}/idea" },
} as const;

/** The export's content types, by format (the download's answer). */
export const SAVED_POSTS_EXPORT_TYPES = { csv: "text/csv", json: "application/json" } as const;

export const SAVED_POSTS_IMPORT_PATH = SAVED_POST_PATHS.importSavedPosts.path;
