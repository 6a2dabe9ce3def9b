import { sql } from "drizzle-orm";
import { CALENDAR_EXCERPT_LENGTH, CALENDAR_MAX_POSTS, CALENDAR_STATUSES } from "../../../contracts/calendar/rules";
import type { UserDb } from "../../db/client";

// In the request's workspace (app_current_workspace_id(), set by withUser); row-level security stands behind it,
// also for the pillar (the strategy owner's) and the files joined in.

export type CalendarRow = {
  id: string;
  version: number;
  status: string;
  excerpt: string;
  pillarId: string | null;
  pillarName: string | null;
  mediaCount: number;
  mediaKind: string | null;
  at: Date;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  linkedinPostUrl: string | null;
  publishError: string | null;
};

/** The calendar's time of a post: when it was published, else when it is (or was) planned. */
const at = sql`coalesce(p.published_at, p.scheduled_at)`;
const statuses = sql.join(
  CALENDAR_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Live posts from scheduled on whose calendar time is in [from, to), earliest first. */
export async function listCalendarPosts(db: UserDb, from: Date, to: Date): Promise<CalendarRow[]> {
  const { rows } = await db.execute<CalendarRow>(sql`
    SELECT p.id, p.version, p.status,
      left(btrim(regexp_replace(p.body, '\\s+', ' ', 'g')), ${CALENDAR_EXCERPT_LENGTH}) AS excerpt,
      pl.id AS "pillarId", pl.name AS "pillarName",
      (SELECT count(*) FROM post_media pm WHERE pm.post_id = p.id)::int AS "mediaCount",
      (SELECT m.kind FROM post_media pm JOIN media m ON m.id = pm.media_id
        WHERE pm.post_id = p.id ORDER BY pm.position LIMIT 1) AS "mediaKind",
      ${at} AS at, p.scheduled_at AS "scheduledAt", p.published_at AS "publishedAt",
      p.linkedin_post_url AS "linkedinPostUrl", p.publish_error AS "publishError"
    FROM posts p
    LEFT JOIN linkedin_strategy_pillars pl ON pl.id = p.pillar_id
    WHERE p.workspace_id = app_current_workspace_id() AND p.deleted_at IS NULL
      AND p.status IN (${statuses})
      AND ${at} >= ${from.toISOString()}::timestamptz AND ${at} < ${to.toISOString()}::timestamptz
    ORDER BY ${at}, p.id
    LIMIT ${CALENDAR_MAX_POSTS}`);
  return rows;
}
