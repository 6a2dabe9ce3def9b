/** Saved prompt endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const PROMPT_PATHS = {
  listPrompts: { method: "get", path: "/api/prompts" },
  createPrompt: { method: "post", path: "/api/prompts" },
  updatePrompt: { method: "patch", path: "/api/prompts/{id}" },
  deletePrompt: { method: "delete", path: "/api/prompts/{id}" },
  /** ?language=en|fr: the starting prompts shipped with the app. */
  listStarterPrompts: { method: "get", path: "/api/prompts/starters" },
} as const;
