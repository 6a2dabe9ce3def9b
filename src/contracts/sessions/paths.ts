/** Signed-in sessions endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const SESSION_PATHS = {
  list: { method: "get", path: "/api/account/sessions" },
  revoke: { method: "delete", path: "/api/account/sessions/{id}" },
  revokeOthers: { method: "post", path: "/api/account/sessions/revoke-others" },
} as const;
