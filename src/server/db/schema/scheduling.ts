import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdBy, workspaceId } from "./content";

/**
 * A workspace's weekly posting slots: an ISO weekday and a local wall-clock time in an IANA zone (the user's when
 * saved), never an offset, so a slot keeps its local time across daylight-saving changes (shared/schedule).
 */
export const postingSlots = pgTable(
  "posting_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    /** 1 Monday .. 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    /** "HH:MM". */
    localTime: text("local_time").notNull(),
    timeZone: text("time_zone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("posting_slots_workspace_weekday_time_unique").on(t.workspaceId, t.weekday, t.localTime),
    check("posting_slots_weekday_check", sql`${t.weekday} BETWEEN 1 AND 7`),
    check("posting_slots_local_time_check", sql`${t.localTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("posting_slots_time_zone_check", sql`length(${t.timeZone}) BETWEEN 1 AND 64`),
  ],
);
