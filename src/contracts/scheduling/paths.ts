/** Posting slots endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const SCHEDULING_PATHS = {
  listPostingSlots: { method: "get", path: "/api/posting-slots" },
  replacePostingSlots: { method: "put", path: "/api/posting-slots" },
  suggestPostingSlots: { method: "get", path: "/api/posting-slots/suggested" },
} as const;
