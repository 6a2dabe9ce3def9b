import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES, type Role } from "../../../contracts/workspaces/permissions";
import { users } from "./auth";

const ROLE_LIST = sql.raw(ROLES.map((r) => `'${r}'`).join(", "));

/**
 * Who owns the content of the next tools (posts, notes, media, slots, connections): a workspace, not a user.
 * Every user has a personal one (personal_user_id), created with the user by a trigger (drizzle/0006). Team
 * workspaces later have personal_user_id null; invitations add rows to workspace_members, nothing moves.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: never named; a personal workspace is then shown as "<first name>'s workspace" in the UI language. */
    name: text("name"),
    logo: text("logo"),
    plan: text("plan").notNull().default("free"),
    /** The user whose personal workspace this is (one each); null for a shared workspace. */
    personalUserId: text("personal_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("workspaces_personal_user_unique").on(t.personalUserId),
    check("workspaces_plan_check", sql`${t.plan} IN ('free', 'pro')`),
  ],
);

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of ROLES (contracts/workspaces/permissions.ts); 'owner' only for now, the others come with invitations. */
    role: text("role").$type<Role>().notNull().default("owner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    check("workspace_members_role_check", sql`${t.role} IN (${ROLE_LIST})`),
  ],
);

/**
 * ROLE_PERMISSIONS (contracts/workspaces/permissions.ts) as rows, for the row-level-security policies that refuse a
 * role's writes in SQL too (drizzle/0023). The TypeScript table is the source: a migration that changes it changes
 * these rows, and tests/integration/workspace-roles.test.ts fails when they differ.
 */
export const workspaceRolePermissions = pgTable(
  "workspace_role_permissions",
  {
    role: text("role").notNull(),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);
