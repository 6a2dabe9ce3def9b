import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { publishingConstraints, publishingColumns } from "./post-publishing";
import { linkedinStrategyPillars } from "./strategy";
import { workspaces } from "./workspaces";

// Workspace-owned content (the pattern of drizzle/0006): workspace_id and created_by default to the request's
// context, and row-level security (app_enable_workspace_rls) shows a request only its workspace's rows.
export const workspaceId = () =>
  uuid("workspace_id")
    .notNull()
    .default(sql`app_current_workspace_id()`)
    .references(() => workspaces.id, { onDelete: "cascade" });
export const createdBy = () =>
  text("created_by")
    .default(sql`app_current_user_id()`)
    .references(() => users.id, { onDelete: "set null" });

/** Ideas captured as they come: text, tags, an optional pillar; turned into draft posts in one click. */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    body: text("body").notNull().default(""),
    /** JSON text of a list of tags (trimmed, distinct ignoring case). */
    tags: text("tags").notNull().default("[]"),
    pillarId: uuid("pillar_id").references(() => linkedinStrategyPillars.id, { onDelete: "set null" }),
    pinned: boolean("pinned").notNull().default(false),
    /** Optimistic concurrency: every write checks and bumps it. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** In the trash since then (purged after 30 days); null when not deleted. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("notes_workspace_updated_idx").on(t.workspaceId, t.updatedAt),
    index("notes_deleted_idx").on(t.deletedAt),
  ],
);

/** The core record: a LinkedIn post of a workspace, from idea to published. */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    pillarId: uuid("pillar_id").references(() => linkedinStrategyPillars.id, { onDelete: "set null" }),
    noteId: uuid("note_id").references(() => notes.id, { onDelete: "set null" }),
    /** Exactly what is published. */
    body: text("body").notNull().default(""),
    firstComment: text("first_comment").notNull().default(""),
    status: text("status").notNull().default("draft"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...publishingColumns(),
  },
  (t) => [
    ...publishingConstraints(t),
    check(
      "posts_status_check",
      sql`${t.status} IN ('idea', 'draft', 'scheduled', 'publishing', 'published', 'failed', 'needs_check')`,
    ),
    index("posts_workspace_updated_idx").on(t.workspaceId, t.updatedAt),
    index("posts_note_idx").on(t.noteId),
    index("posts_deleted_idx").on(t.deletedAt),
  ],
);
