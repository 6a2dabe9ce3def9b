import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdBy, posts, workspaceId } from "./content";

/**
 * What the app tells a user (a post that failed, LinkedIn about to expire...): shown by the bell, and mailed when
 * the user's preference for its kind is on. `created_by` is the user it is for. `data` holds non-secret facts (the
 * post's first line, an error code, an expiry date), never a token. `dedupe_key` makes each event notify once.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    kind: text("kind").notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, string | number | null>>().notNull().default({}),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** pending -> sending -> sent | skipped (preference off, no address) | failed (gave up); none: not to be mailed. */
    mailState: text("mail_state").notNull().default("pending"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    mailUpdatedAt: timestamp("mail_updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_unique").on(t.workspaceId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.createdBy, t.createdAt),
    index("notifications_mail_pending_idx")
      .on(t.mailUpdatedAt)
      .where(sql`mail_state IN ('pending', 'sending')`),
    check(
      "notifications_kind_known",
      sql`kind IN ('publish_failed', 'needs_check', 'first_comment_failed', 'linkedin_expiring', 'linkedin_reconnect_needed', 'account_export_ready')`,
    ),
    check("notifications_mail_state_known", sql`mail_state IN ('pending', 'sending', 'sent', 'skipped', 'failed')`),
  ],
);

/** A user's choice of mail per notification kind; no row means on (the default). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .default(sql`app_current_user_id()`)
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
