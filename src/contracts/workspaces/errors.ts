/** The workspace a request names (X-Workspace-Id): HTTP status of each code (zod-free, composed in ../errors). */
export const WORKSPACE_ERRORS = {
  WORKSPACE_INVALID: 400,
  NOT_A_MEMBER: 403,
} as const;
