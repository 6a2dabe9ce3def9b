import type { CalendarPost, CalendarQuery, CalendarStatus } from "../../../contracts/calendar/schemas";
import type { MediaKind } from "../../../contracts/media/rules";
import type { PublishError } from "../../../contracts/publishing/rules";
import { withUser, type Database } from "../../db/client";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

// raw rows: a timestamptz as node-postgres parsed it
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toCalendarPost(row: q.CalendarRow): CalendarPost {
  return {
    id: row.id,
    version: row.version,
    status: row.status as CalendarStatus,
    excerpt: row.excerpt,
    pillar: row.pillarId && row.pillarName !== null ? { id: row.pillarId, name: row.pillarName } : null,
    media: { count: row.mediaCount, kind: row.mediaKind as MediaKind | null },
    at: iso(row.at)!,
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    linkedinPostUrl: row.linkedinPostUrl,
    error: row.publishError as PublishError | null,
  };
}

/** The Scheduler's calendar: a range's posts (the range is checked by the contract). */
export function calendarService({ database }: { database: Database }) {
  return {
    async list(actor: Actor, query: CalendarQuery): Promise<CalendarPost[]> {
      const rows = await withUser(
        database,
        actor,
        (db) => q.listCalendarPosts(db, new Date(query.from), new Date(query.to)),
        { readOnly: true },
      );
      return rows.map(toCalendarPost);
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
