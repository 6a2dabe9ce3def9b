/** Pillar mix endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const PLANNING_PATHS = {
  getPillarMix: { method: "get", path: "/api/pillar-mix" },
  fillGap: { method: "post", path: "/api/pillar-mix/fill-gap" },
} as const;
