/** Media endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const MEDIA_PATHS = {
  listMedia: { method: "get", path: "/api/media" },
  uploadMedia: { method: "post", path: "/api/media" },
  getMedia: { method: "get", path: "/api/media/{id}" },
  deleteMedia: { method: "delete", path: "/api/media/{id}" },
} as const;

/**
 * Where a file and its thumbnail are read: routes of the app (not contract endpoints: they answer the bytes), behind
 * the session and the workspace check, so a private workspace's files never have a public address.
 */
export const mediaFilePath = (id: string) => `/api/media/${id}/file`;
export const mediaThumbnailPath = (id: string) => `/api/media/${id}/thumbnail`;
