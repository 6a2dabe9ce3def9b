import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdBy, workspaceId } from "./content";
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
