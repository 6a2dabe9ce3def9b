// Who may do what in a workspace: one table, zod-free so that the server and the web can both import it. The
// database holds it as rows (workspace_role_permissions, drizzle/0023; a test fails when they differ): row-level
// security refuses a role's writes with it. Endpoints declare the permission they need (contracts/endpoint.ts
// `access`), checked by the server's route builder against the request's role; the web reads it to hide what a
// role cannot do (web/entities/profile/use-can.ts). A change here needs a migration that changes those rows.
//
// Today every member is the owner of their personal workspace; the other roles are designed for team workspaces:
// - admin: runs the workspace (members, LinkedIn connection, AI server) but cannot delete it or hand it over;
// - editor: writes, plans and publishes content;
// - reviewer: reads everything and approves or sends back posts, writes nothing;
// - client: the customer of an agency: reads the posts shared for approval and approves or sends them back.

export const ROLES = ["owner", "admin", "editor", "reviewer", "client"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "content.read",
  "post.write",
  "post.schedule",
  "post.approve",
  "media.write",
  "note.write",
  "strategy.write",
  "prompt.write",
  "slots.write",
  "linkedin.connect",
  "ai.configure",
  "members.manage",
  "workspace.manage",
  "workspace.delete",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const WRITE_CONTENT: readonly Permission[] = [
  "content.read",
  "post.write",
  "post.schedule",
  "media.write",
  "note.write",
  "strategy.write",
  "prompt.write",
  "slots.write",
];

const RUN_WORKSPACE: readonly Permission[] = [
  ...WRITE_CONTENT,
  "post.approve",
  "linkedin.connect",
  "ai.configure",
  "members.manage",
  "workspace.manage",
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: [...RUN_WORKSPACE, "workspace.delete"],
  admin: RUN_WORKSPACE,
  editor: WRITE_CONTENT,
  reviewer: ["content.read", "post.approve"],
  client: ["content.read", "post.approve"],
};

/** Whether `role` may do `permission`. */
export function roleCan(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A role's rank: a member manages (invites, changes, removes) only members of a lower rank. */
const RANK: Readonly<Record<Role, number>> = { owner: 4, admin: 3, editor: 2, reviewer: 1, client: 0 };

/** Whether a member with `actor`'s role may give `target` to someone, or change or remove a member who has it. */
export function canManageRole(actor: Role, target: Role): boolean {
  return roleCan(actor, "members.manage") && RANK[actor] > RANK[target];
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
