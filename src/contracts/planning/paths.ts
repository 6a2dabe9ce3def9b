/** Pillar mix endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const PLANNING_PATHS = {
  getPillarMix: { method: "get", path: "/api/pillar-mix" },
  setPillarShares: { method: "put", path: "/api/pillar-mix/shares" },
  fillGap: { method: "post", path: "/api/pillar-mix/fill-gap" },
} as const;
