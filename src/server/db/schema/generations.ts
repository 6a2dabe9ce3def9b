import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Generation, Variant } from "../../../contracts/generation/schemas";
import { createdBy, workspaceId } from "./content";

/**
 * Generate Post's history: one row per finished generation (a cancelled or failed one is never written). Owned by
 * the workspace (row-level security, drizzle/0006's pattern) and by the user who asked (`created_by`: the history
 * is theirs). `input` keeps what was asked (pillar name included, so it reads well once the pillar is gone).
 */
export const generations = pgTable(
  "generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    mode: text("mode").notNull(),
    input: jsonb("input").$type<Generation["input"]>().notNull(),
    variants: jsonb("variants").$type<Variant[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("generations_mode_known", sql`mode IN ('llm', 'template')`),
    index("generations_user_created_idx").on(t.workspaceId, t.createdBy, t.createdAt),
  ],
);
