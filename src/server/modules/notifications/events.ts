import { sql, type SQL } from "drizzle-orm";
import type { Db, UserDb } from "../../db/client";
import { TOKEN_WARNING_DAYS } from "../../../contracts/linkedin/rules";
import { FIRST_LINE_MAX } from "../../../contracts/notifications/rules";
import type { PublishError } from "../../../contracts/publishing/rules";

// Notifications are written in the transaction that makes their event happen (the post's state change), once per
// event: each has a dedupe key (unique per workspace), so a repeated statement adds nothing. Their mail is sent
// afterwards by the `notifications.mail` job (workers/notification-mail.ts), whose failure changes nothing
// here.

/** The post's first line, as notifications quote it (SQL over `posts` aliased `p`). */
export const firstLineSql = sql`left(split_part(btrim(p.body, E' \\t\\r\\n'), E'\\n', 1), ${FIRST_LINE_MAX})`;

/** The notification kind of a post's publishing error. */
export const kindOfPublishError = (error: PublishError): "publish_failed" | "first_comment_failed" =>
  error === "FIRST_COMMENT_FAILED" ? "first_comment_failed" : "publish_failed";

/**
 * A post's event (it failed, it needs checking, its first comment failed), for the user the worker acts as, in the
 * request's workspace; keyed by the post's version, which every state change bumps. Answers whether one was added.
 */
export async function notifyPost(
  db: UserDb,
  postId: string,
  event: { kind: "needs_check" } | { kind: "publish_failed" | "first_comment_failed"; error: PublishError },
): Promise<boolean> {
  const data =
    event.kind === "needs_check"
      ? sql`jsonb_build_object('firstLine', ${firstLineSql})`
      : sql`jsonb_build_object('firstLine', ${firstLineSql}, 'error', ${event.error}::text)`;
  const { rows } = await db.execute(sql`
    INSERT INTO notifications (workspace_id, created_by, kind, post_id, data, dedupe_key)
    SELECT p.workspace_id, app_current_user_id(), ${event.kind}, p.id, ${data},
      ${event.kind} || ':' || p.id || ':' || p.version
    FROM posts p WHERE p.id = ${postId} AND p.workspace_id = app_current_workspace_id()
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return rows.length > 0;
}

/** LinkedIn refused the workspace's token: once per token (a reconnect or a refresh gives a new expiry). */
export async function notifyReconnectNeeded(db: UserDb): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO notifications (workspace_id, created_by, kind, data, dedupe_key)
    SELECT c.workspace_id, app_current_user_id(), 'linkedin_reconnect_needed', '{}'::jsonb,
      'linkedin_reconnect_needed:' || c.id || ':' || extract(epoch FROM c.access_token_expires_at)::bigint
    FROM linkedin_connections c WHERE c.workspace_id = app_current_workspace_id()
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return rows.length > 0;
}

/**
 * The sweep's notifications (system, over every workspace): `moved` is a CTE of the posts it changed, with
 * id, workspace_id, recipient, version and body. Used inside the sweep's statement, so they commit together.
 */
export function sweepNotificationsSql(moved: SQL, kind: "needs_check" | "publish_failed", error: PublishError | null) {
  const data =
    error === null
      ? sql`jsonb_build_object('firstLine', ${firstLineSql})`
      : sql`jsonb_build_object('firstLine', ${firstLineSql}, 'error', ${error}::text)`;
  return sql`
    INSERT INTO notifications (workspace_id, created_by, kind, post_id, data, dedupe_key)
    SELECT p.workspace_id, p.recipient, ${kind}, p.id, ${data}, ${kind} || ':' || p.id || ':' || p.version
    FROM ${moved} p WHERE p.recipient IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING 1`;
}

/**
 * LinkedIn tokens without a refresh token that expire within a reminder's threshold (7 days: more than 1 day
 * left; 1 day: less): one notification per connection, threshold and token (the expiry is in the key, so a
 * reconnect starts over). System statement over every workspace. Answers how many were added.
 */
export async function notifyExpiringTokens(db: Db): Promise<number> {
  // each threshold applies until the next one: (7 days, above 1 day), (1 day, above 0)
  const thresholds = sql.join(
    TOKEN_WARNING_DAYS.map((days, i) => sql`(${days}::int, ${TOKEN_WARNING_DAYS[i + 1] ?? 0}::int)`),
    sql`, `,
  );
  const { rows } = await db.execute<{ added: number }>(sql`
    WITH added AS (
      INSERT INTO notifications (workspace_id, created_by, kind, data, dedupe_key)
      SELECT c.workspace_id, c.created_by, 'linkedin_expiring',
        jsonb_build_object('expiresAt',
          to_char(c.access_token_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'days', t.days),
        'linkedin_expiring:' || c.id || ':' || t.days || ':' || extract(epoch FROM c.access_token_expires_at)::bigint
      FROM linkedin_connections c
      CROSS JOIN (VALUES ${thresholds}) AS t(days, above)
      WHERE c.refresh_token IS NULL AND NOT c.needs_reconnect AND c.created_by IS NOT NULL
        AND c.access_token_expires_at > now() + make_interval(days => t.above)
        AND c.access_token_expires_at <= now() + make_interval(days => t.days)
      ON CONFLICT DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS added FROM added`);
  return rows[0]?.added ?? 0;
}

/**
 * The user's export is ready (in the transaction that marks it done), once per export whatever re-runs the job. Its
 * mail is the export's own (always sent): the notification is written `skipped` so `notifications.mail` leaves it.
 */
export async function notifyExportReady(db: UserDb, exportId: string, expiresAt: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO notifications (workspace_id, created_by, kind, data, dedupe_key, mail_state)
    VALUES (app_current_workspace_id(), app_current_user_id(), 'account_export_ready',
      jsonb_build_object('expiresAt', ${expiresAt.toISOString()}::text), ${`account_export_ready:${exportId}`},
      'skipped')
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return rows.length > 0;
}
