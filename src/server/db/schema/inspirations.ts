import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdBy, workspaceId } from "./content";

/**
 * The workspace's favourite Inspirations (issue 32): ids of the patterns in src/shared/inspirations (the library is
 * code, not rows; an id the library no longer has is ignored when read). Row-level security by workspace
 * (drizzle/0032_inspiration_favourites.sql).
 */
export const inspirationFavourites = pgTable(
  "inspiration_favourites",
  {
    workspaceId: workspaceId(),
    patternId: text("pattern_id").notNull(),
    createdBy: createdBy(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.patternId] })],
);
