/**
 * The request header that names the workspace a request acts in (its id). Without it a request acts in the
 * signed-in user's personal workspace. A malformed id is refused (400 WORKSPACE_INVALID); a workspace the user is
 * not a member of, or that does not exist, answers 403 NOT_A_MEMBER, the same for both (no probing for ids).
 */
export const WORKSPACE_HEADER = "X-Workspace-Id";
