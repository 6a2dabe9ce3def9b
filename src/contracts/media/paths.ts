/** Media endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const MEDIA_PATHS = {
  listMedia: { method: "get", path: "/api/media" },
  uploadMedia: { method: "post", path: "/api/media" },
  getMediaStorage: { method: "get", path: "/api/media/storage" },
  getMedia: { method: "get", path: "/api/media/{id}" },
  deleteMedia: { method: "delete", path: "/api/media/{id}" },
  getMediaFile: { method: "get", path: "/api/media/{id}/file", answers: "file" },
  getMediaThumbnail: { method: "get", path: "/api/media/{id}/thumbnail", answers: "file" },
} as const;

/**
 * Where a file and its thumbnail are read (the media's `url` and `thumbnailUrl`), behind the session and the
 * workspace check, so a private workspace's files never have a public address.
 */
const withId = (path: string, id: string) => path.replace("{id}", encodeURIComponent(id));
export const mediaFilePath = (id: string) => withId(MEDIA_PATHS.getMediaFile.path, id);
export const mediaThumbnailPath = (id: string) => withId(MEDIA_PATHS.getMediaThumbnail.path, id);
