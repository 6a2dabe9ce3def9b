import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
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
    /**
     * The saved post whose structure it reuses ("Remix into my pillar"), for the near-copy check before it is
     * scheduled. No foreign key: saved_posts already points at posts (an idea made from it), and a source deleted
     * since only means there is nothing left to compare with.
     */
    remixOf: uuid("remix_of"),
    /** Exactly what is published. */
    body: text("body").notNull().default(""),
    firstComment: text("first_comment").notNull().default(""),
    /** The title LinkedIn shows over a PDF post; null: the file name without its extension. */
    documentTitle: text("document_title"),
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
    // Partial where a column is mostly empty: a live post's every save (autosave, each publishing state) writes an
    // entry into each index it is in, and most posts are live, from no note. The live list has its own index
    // (posts_workspace_live_updated_idx, migration 0009); the trash its own; the purge and a note's posts read the
    // rest.
    index("posts_workspace_trash_idx")
      .on(t.workspaceId, t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
    index("posts_note_idx")
      .on(t.noteId)
      .where(sql`${t.noteId} IS NOT NULL`),
    index("posts_deleted_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
    // the pillar mix: a workspace's live posts by pillar and status, with the scheduled time for the window
    index("posts_workspace_pillar_status_idx")
      .on(t.workspaceId, t.pillarId, t.status, t.scheduledAt)
      .where(sql`${t.deletedAt} IS NULL AND ${t.pillarId} IS NOT NULL`),
    // the Scheduler's calendar: a workspace's live posts by calendar time
    index("posts_workspace_calendar_at_idx")
      .on(t.workspaceId, sql`coalesce(${t.publishedAt}, ${t.scheduledAt})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** A file of the workspace's Library: an image (PNG, JPEG, WebP, GIF) or a PDF document, with its thumbnail. */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    kind: text("kind").notNull(),
    /** The name it was uploaded with (cleaned), for the Library. */
    name: text("name").notNull(),
    /** Storage keys: media/{workspaceId}/{id}.{ext} and media/{workspaceId}/{id}-thumb.webp. */
    fileKey: text("file_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** Image: its size as displayed; PDF: the first page at 72 dpi. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** PDF only. */
    pageCount: integer("page_count"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_kind_check", sql`${t.kind} IN ('image', 'pdf')`),
    index("media_workspace_created_idx").on(t.workspaceId, t.createdAt),
  ],
);

/** The files a post carries, in order: 1-20 images or one PDF (the service enforces the mix). */
export const postMedia = pgTable(
  "post_media",
  {
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.mediaId] }),
    unique("post_media_position_unique").on(t.postId, t.position),
    index("post_media_media_idx").on(t.mediaId),
  ],
);
