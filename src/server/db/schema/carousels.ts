import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdBy, media, workspaceId } from "./content";
import { linkedinStrategyPillars } from "./strategy";

/**
 * PDF carousels (issue 31): a name, an optional pillar and the design the slides are drawn from (the contract's
 * `carouselDesignSchema`, checked on every write), versioned like posts and notes, trashed like them.
 */
export const carousels = pgTable(
  "carousels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    name: text("name").notNull(),
    pillarId: uuid("pillar_id").references(() => linkedinStrategyPillars.id, { onDelete: "set null" }),
    design: jsonb("design").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("carousels_workspace_live_updated_idx")
      .on(t.workspaceId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index("carousels_workspace_trash_idx")
      .on(t.workspaceId, t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

/**
 * A carousel printed to PDF (the `carousels.export` job): the design as it was when asked (what the user saw), its
 * progress, why it failed, and the Library document it became (whose id is the export's: a job run twice makes it
 * once).
 */
export const carouselExports = pgTable(
  "carousel_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    carouselId: uuid("carousel_id")
      .notNull()
      .references(() => carousels.id, { onDelete: "cascade" }),
    carouselVersion: integer("carousel_version").notNull(),
    design: jsonb("design").notNull(),
    /** The PDF's file name in the Library and LinkedIn's document title. */
    title: text("title").notNull(),
    lang: text("lang").notNull(),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    mediaId: uuid("media_id").references(() => media.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("carousel_exports_carousel_idx").on(t.carouselId, t.createdAt),
    check("carousel_exports_status_check", sql`${t.status} IN ('queued', 'rendering', 'done', 'failed')`),
  ],
);

/**
 * A workspace's brand kit (one row per workspace, none until first saved): the contract's `brandKitSchema` as JSON,
 * checked on every write and read, versioned for concurrent edits.
 */
export const brandKits = pgTable("brand_kits", {
  workspaceId: workspaceId().primaryKey(),
  /** Who saved it first (row-level security's insert check names the user). */
  createdBy: createdBy(),
  kit: jsonb("kit").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
