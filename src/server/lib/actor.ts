/**
 * Who a piece of work acts as: a user, in a workspace. A request's comes from its session and the workspace it
 * names (X-Workspace-Id, contracts/workspaces/workspace-header.ts; undefined: the user's personal workspace); a
 * job's from what it works on (a post's creator, in the post's workspace). The role is not carried: the context
 * statement that row-level security needs resolves it with the membership (db/client.ts `memberRole`), so a
 * role changed meanwhile counts at once.
 */
export interface Actor {
  readonly userId: string;
  readonly workspaceId?: string;
}
