/** Inspirations' endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const INSPIRATION_PATHS = {
  listInspirationFavourites: { method: "get", path: "/api/inspirations/favourites" },
  addInspirationFavourite: { method: "put", path: "/api/inspirations/favourites/{patternId}" },
  removeInspirationFavourite: { method: "delete", path: "/api/inspirations/favourites/{patternId}" },
} as const;

/** A pattern id's shape (src/shared/inspirations): lower-case words joined by hyphens. */
export const PATTERN_ID_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PATTERN_ID_MAX = 64;
