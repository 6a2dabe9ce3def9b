import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdBy, posts, workspaceId } from "./content";
import { linkedinStrategyPillars } from "./strategy";

/**
 * The workspace's swipe file (issue 32): posts the user saved by hand (paste, import, bookmarklet). The source URL is
 * stored canonical (shared/saved-posts/canonical-url.ts) and unique per workspace; the app never fetches it.
 * Full-text search: a generated `search` column (drizzle/0029_saved_posts.sql, like drizzle/0008_search.sql).
 */
export const savedPosts = pgTable(
  "saved_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    text: text("text").notNull().default(""),
    sourceUrl: text("source_url"),
    authorName: text("author_name").notNull().default(""),
    hookPattern: text("hook_pattern").notNull().default(""),
    format: text("format").notNull().default(""),
    angle: text("angle").notNull().default(""),
    whySaved: text("why_saved").notNull().default(""),
    /** JSON text of a list of tags, as notes keep them. */
    tags: text("tags").notNull().default("[]"),
    pillarId: uuid("pillar_id").references(() => linkedinStrategyPillars.id, { onDelete: "set null" }),
    figures: text("figures").notNull().default(""),
    /** The idea card made from it ("Turn into an idea"). */
    ideaPostId: uuid("idea_post_id").references(() => posts.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_posts_workspace_url_idx")
      .on(t.workspaceId, t.sourceUrl)
      .where(sql`${t.sourceUrl} IS NOT NULL`),
    index("saved_posts_workspace_saved_idx").on(t.workspaceId, t.savedAt),
  ],
);
