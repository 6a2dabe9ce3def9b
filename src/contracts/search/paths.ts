/** Search endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const SEARCH_PATHS = {
  search: { method: "get", path: "/api/search" },
} as const;
