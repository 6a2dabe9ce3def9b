/** Strategy endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const STRATEGY_PATHS = {
  listQuestions: { method: "get", path: "/api/strategy-questions" },
  getResponses: { method: "get", path: "/api/strategy-responses" },
  saveResponses: { method: "put", path: "/api/strategy-responses" },
  generate: { method: "post", path: "/api/functions/generate-strategy" },
  listStrategies: { method: "get", path: "/api/strategies" },
  createStrategy: { method: "post", path: "/api/strategies" },
  resetStrategies: { method: "delete", path: "/api/strategies" },
  createPillar: { method: "post", path: "/api/strategy-pillars" },
  updatePillar: { method: "patch", path: "/api/strategy-pillars/{id}" },
} as const;
