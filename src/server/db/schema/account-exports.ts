import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A user's "Export my data" (docs/architecture/account-export.md): one zip in storage, built by the
 * `account-data.export` job, readable by its owner only (row-level security on user_id) until `expires_at`.
 * At most one export is queued or running per user (the partial unique index).
 */
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .default(sql`app_current_user_id()`)
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    /** Progress: entries written so far out of the entries planned (tables, then files). */
    doneItems: integer("done_items").notNull().default(0),
    totalItems: integer("total_items").notNull().default(0),
    /** Storage key of the zip: account-exports/{userId}/{id}.zip (never served at /uploads). */
    fileKey: text("file_key"),
    size: bigint("size", { mode: "number" }),
    error: text("error"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("account_exports_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("account_exports_one_active")
      .on(t.userId)
      .where(sql`status IN ('queued', 'running')`),
    check("account_exports_status_check", sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);
