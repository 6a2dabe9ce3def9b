/** AI connection endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const AI_PATHS = {
  /** Costs one small call to the model: limited per user. */
  checkConnection: { method: "post", path: "/api/ai/connection-check" },
} as const;
