/** Generate Post endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const GENERATION_PATHS = {
  generationSettings: { method: "get", path: "/api/generations/settings" },
  /** Streams `application/x-ndjson` events (see generationEventSchema). Closing the request cancels it. */
  createGeneration: { method: "post", path: "/api/generations" },
  /** Streams the same events for one variant (index 0-2) and saves it in place of the old one. */
  regenerateVariant: { method: "post", path: "/api/generations/{id}/variants/{index}" },
  listGenerations: { method: "get", path: "/api/generations" },
  getGeneration: { method: "get", path: "/api/generations/{id}" },
  deleteGeneration: { method: "delete", path: "/api/generations/{id}" },
} as const;

/** Generate Post's history: the latest generations, the query its first view asks (the web and the page's loader). */
export const HISTORY_QUERY = { limit: 20 } as const;
