import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdBy, workspaceId } from "./content";
import { linkedinStrategyPillars } from "./strategy";

/**
 * Saved prompts (issue 12): the writer's own instructions for Generate Post, with an optional default pillar and
 * format. Workspace-owned like notes (row-level security via app_enable_workspace_rls).
 */
export const prompts = pgTable(
  "prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    name: text("name").notNull(),
    text: text("text").notNull(),
    pillarId: uuid("pillar_id").references(() => linkedinStrategyPillars.id, { onDelete: "set null" }),
    /** One of POST_FORMATS (contracts/generation/rules), or null. */
    format: text("format"),
    /** Optimistic concurrency: every write checks and bumps it. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("prompts_name_length_check", sql`length(${t.name}) BETWEEN 1 AND 120`),
    check("prompts_text_length_check", sql`length(${t.text}) BETWEEN 1 AND 4000`),
    index("prompts_workspace_name_idx").on(t.workspaceId, t.name),
  ],
);
