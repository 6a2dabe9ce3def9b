/** Publishing endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const PUBLISHING_PATHS = {
  getPublishing: { method: "get", path: "/api/posts/{id}/publishing" },
  schedulePost: { method: "post", path: "/api/posts/{id}/schedule" },
  queuePost: { method: "post", path: "/api/posts/{id}/queue" },
  publishPostNow: { method: "post", path: "/api/posts/{id}/publish-now" },
  unschedulePost: { method: "post", path: "/api/posts/{id}/unschedule" },
  markPostPublished: { method: "post", path: "/api/posts/{id}/mark-published" },
  publishPostAgain: { method: "post", path: "/api/posts/{id}/publish-again" },
  postCommentAgain: { method: "post", path: "/api/posts/{id}/comment-again" },
  answerChecks: { method: "post", path: "/api/posts/checks" },
} as const;
