import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mails kept when no SMTP server is configured (the local outbox), and a record of sent mails' status. */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_mails_created_at_idx").on(t.createdAt)],
);
