/** System endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const SYSTEM_PATHS = {
  health: { method: "get", path: "/api/health" },
  clientConfig: { method: "get", path: "/api/client-config" },
} as const;
