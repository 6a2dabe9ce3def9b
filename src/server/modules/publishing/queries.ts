import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { withUserStatements, type Database, type Db, type UserDb } from "../../db/client";
import { linkedinConnections, posts } from "../../db/schema";
import type { PostRow } from "../posts/queries";
import type { PublishError } from "../../../contracts/publishing/rules";
import { sweepNotificationsSql } from "../notifications/events";
import { JOBS_SCHEMA } from "../../jobs/queues";

// The publishing state machine's statements. Those of one post run as the user who scheduled it, in the post's
// workspace (withUser: row-level security stands behind the id); the sweep is a system statement over every
// workspace (like the trash purge), and only moves posts along the state machine or queues them.

/** What an attempt needs of the post it claimed. */
export type ClaimedPost = {
  id: string;
  body: string;
  firstComment: string;
  /** The title LinkedIn shows over the post's PDF; null: the file name. */
  documentTitle: string | null;
  /** The attempt's identity: the outcome is written only if the post is still this attempt's. */
  startedAt: string;
  attempts: number;
  /**
   * An earlier attempt ended without knowing whether LinkedIn created the post (publish_unconfirmed_at): a
   * DUPLICATE_POST answer to this one is then that attempt's post, not a refusal.
   */
  unconfirmed: boolean;
};

/** The workspace's LinkedIn member and sealed tokens (decrypted by the caller). */
export type PublishingConnection = {
  memberId: string;
  accessToken: string;
  /** Sealed; null unless LinkedIn gave one (partner apps). */
  refreshToken: string | null;
  expired: boolean;
  needsReconnect: boolean;
};

/** A claimed post, with what its attempt reads besides: the workspace's connection, and whether it has media. */
export type Claim = { post: ClaimedPost; connection: PublishingConnection | undefined; hasMedia: boolean };

/**
 * scheduled -> publishing, in one statement: of several workers holding a job for the post, exactly one gets a
 * row. Only a post that is due (its time, or its retry's), not in the trash, and less than the grace period late.
 * The same statement reads the workspace's connection and whether the post has media (read only when it has).
 * The state test is wrapped in `IS TRUE` (the same test: neither column is null there) so that it does not imply
 * posts_due_idx's predicate: with statistics older than a burst of scheduling (10,000 posts due at 09:00), the
 * planner took that partial index for a one-row scan instead of the primary key and read every due post per claim.
 */
export const CLAIM_STATEMENT = {
  name: "publishing_claim",
  text: `
    WITH claimed AS (
      UPDATE posts SET status = 'publishing', publishing_started_at = clock_timestamp(), publish_retry_at = NULL,
        publish_attempts = publish_attempts + 1, publish_error = NULL, publish_error_detail = NULL,
        version = version + 1, updated_at = now()
      WHERE id = $1 AND workspace_id = app_current_workspace_id()
        AND (status = 'scheduled' AND deleted_at IS NULL) IS TRUE
        AND coalesce(publish_retry_at, scheduled_at) <= now()
        AND scheduled_at >= now() - make_interval(mins => $2)
        AND (SELECT app_member_can(ARRAY['post.schedule']))
      RETURNING id, body, first_comment, document_title, publishing_started_at, publish_attempts,
        publish_unconfirmed_at)
    SELECT c.id, c.body, c.first_comment AS "firstComment", c.document_title AS "documentTitle",
      to_char(c.publishing_started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "startedAt",
      c.publish_attempts AS attempts, c.publish_unconfirmed_at IS NOT NULL AS unconfirmed,
      EXISTS (SELECT 1 FROM post_media m WHERE m.post_id = c.id AND m.workspace_id = app_current_workspace_id())
        AS "hasMedia",
      l.member_id AS "memberId", l.access_token AS "accessToken", l.refresh_token AS "refreshToken",
      l.access_token_expires_at <= now() AS expired, l.needs_reconnect AS "needsReconnect"
    FROM claimed c LEFT JOIN linkedin_connections l ON l.workspace_id = app_current_workspace_id()`,
};

type ClaimRow = ClaimedPost & { hasMedia: boolean } & Partial<PublishingConnection>;

function claimOfRow(row: ClaimRow | undefined): Claim | undefined {
  if (!row) return undefined;
  const { hasMedia, memberId, accessToken, refreshToken, expired, needsReconnect, ...post } = row;
  const connection =
    memberId === undefined || memberId === null
      ? undefined
      : {
          memberId,
          accessToken: accessToken!,
          refreshToken: refreshToken ?? null,
          expired: !!expired,
          needsReconnect: !!needsReconnect,
        };
  return { post, connection, hasMedia };
}

/** A post of a batch: the post, and the user and workspace it is published as. */
export interface PostOwner {
  postId: string;
  userId: string;
  workspaceId: string;
}

/** The indexes of `items` in post id order: every batch locks its posts in that order (no cycle between two). */
const inPostOrder = (items: readonly PostOwner[]) =>
  items
    .map((_, i) => i)
    .sort((a, b) => {
      const [x, y] = [items[a]!.postId, items[b]!.postId];
      return x < y ? -1 : x > y ? 1 : a - b;
    });

/**
 * Claims several posts (CLAIM_STATEMENT each, as its own user in its own workspace, with its grace period) in one
 * transaction and one round trip; answers each one's claim (undefined: not claimed), in the given order.
 */
export async function claimPosts(
  database: Database,
  posts: readonly (PostOwner & { graceMinutes: number })[],
): Promise<(Claim | undefined)[]> {
  const order = inPostOrder(posts);
  const results = await withUserStatements<ClaimRow>(
    database,
    order.map((i) => ({
      userId: posts[i]!.userId,
      workspaceId: posts[i]!.workspaceId,
      statement: { ...CLAIM_STATEMENT, values: [posts[i]!.postId, posts[i]!.graceMinutes] },
    })),
  );
  const claims: (Claim | undefined)[] = new Array(posts.length);
  order.forEach((i, k) => (claims[i] = claimOfRow(results[k]!.rows[0])));
  return claims;
}

/** scheduled -> failed MISSED_TIME when it is more than the grace period late. Answers whether it moved. */
export async function failMissedPost(db: UserDb, id: string, graceMinutes: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE posts SET status = 'failed', publish_error = 'MISSED_TIME', publish_retry_at = NULL,
      version = version + 1, updated_at = now()
    WHERE id = ${id} AND workspace_id = app_current_workspace_id() AND status = 'scheduled' AND deleted_at IS NULL
      AND scheduled_at < now() - make_interval(mins => ${graceMinutes})
    RETURNING id`);
  return rows.length > 0;
}

/**
 * publishing -> needs_check for a post an attempt left there longer than an attempt can last (a worker killed
 * after sending): LinkedIn may have it, so it is never re-sent blindly.
 */
export async function checkAbandonedPost(db: UserDb, id: string, staleSeconds: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE posts SET status = 'needs_check', publish_unconfirmed_at = now(), version = version + 1, updated_at = now()
    WHERE id = ${id} AND workspace_id = app_current_workspace_id() AND status = 'publishing'
      AND publishing_started_at < now() - make_interval(secs => ${staleSeconds})
    RETURNING id`);
  return rows.length > 0;
}

/** LinkedIn refused the token: every later post waits for a reconnect (which clears it). Answers whether it flipped. */
export async function markReconnectNeeded(db: UserDb): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE linkedin_connections SET needs_reconnect = true, updated_at = now()
    WHERE workspace_id = app_current_workspace_id() AND NOT needs_reconnect
    RETURNING id`);
  return rows.length > 0;
}

/** New sealed tokens from a refresh, for the connection whose refresh token was used (not one replaced meanwhile). */
export async function saveRefreshedTokens(
  db: UserDb,
  usedRefreshToken: string,
  tokens: { accessToken: string; expiresAt: Date; refreshToken: string | null; refreshExpiresAt: Date | null },
): Promise<void> {
  await db.execute(sql`
    UPDATE linkedin_connections SET access_token = ${tokens.accessToken},
      access_token_expires_at = ${tokens.expiresAt.toISOString()}::timestamptz,
      refresh_token = coalesce(${tokens.refreshToken}, refresh_token),
      refresh_token_expires_at = CASE WHEN ${tokens.refreshToken}::text IS NULL THEN refresh_token_expires_at
        ELSE ${tokens.refreshExpiresAt?.toISOString() ?? null}::timestamptz END,
      needs_reconnect = false, updated_at = now()
    WHERE workspace_id = app_current_workspace_id() AND refresh_token = ${usedRefreshToken}`);
}

/** The attempt's end, written only while the post is still this attempt's (`publishing`, or `needs_check` if the sweep gave up on it meanwhile). */
export type AttemptEnd =
  | { status: "published"; urn: string; url: string }
  | { status: "failed"; error: PublishError; detail?: string }
  | { status: "needs_check"; detail: string }
  | { status: "scheduled"; retryInSeconds: number; detail: string };

export async function endAttempt(db: UserDb, post: ClaimedPost, end: AttemptEnd): Promise<boolean> {
  const set =
    end.status === "published"
      ? sql`status = 'published', published_at = now(), linkedin_post_urn = ${end.urn}, linkedin_post_url = ${end.url},
          publish_error = NULL, publish_error_detail = NULL`
      : end.status === "failed"
        ? sql`status = 'failed', publish_error = ${end.error}, publish_error_detail = ${end.detail ?? null}`
        : end.status === "needs_check"
          ? sql`status = 'needs_check', publish_error_detail = ${end.detail}, publish_unconfirmed_at = now()`
          : sql`status = 'scheduled', publishing_started_at = NULL, publish_error_detail = ${end.detail},
              publish_retry_at = now() + make_interval(secs => ${end.retryInSeconds})`;
  const { rows } = await db.execute(sql`
    UPDATE posts SET ${set}, version = version + 1, updated_at = now()
    WHERE id = ${post.id} AND workspace_id = app_current_workspace_id()
      AND status IN ('publishing', 'needs_check') AND publishing_started_at = ${post.startedAt}::timestamptz
    RETURNING id`);
  return rows.length > 0;
}

/** publishing -> published, the attempt's usual end: endAttempt's statement for a published post (endPublishedPosts). */
const END_PUBLISHED_STATEMENT = {
  name: "publishing_end_published",
  text: `
    UPDATE posts SET status = 'published', published_at = now(), linkedin_post_urn = $3, linkedin_post_url = $4,
      publish_error = NULL, publish_error_detail = NULL, version = version + 1, updated_at = now()
    WHERE id = $1 AND workspace_id = app_current_workspace_id()
      AND status IN ('publishing', 'needs_check') AND publishing_started_at = $2::timestamptz
    RETURNING id`,
};

/** An attempt LinkedIn took: the post, its attempt, and what LinkedIn answered. */
export interface PublishedEnd extends PostOwner {
  post: ClaimedPost;
  published: { urn: string; url: string };
}

/**
 * publishing (or needs_check, marked meanwhile) -> published for several attempts in one transaction and one round
 * trip (each post as its own user in its own workspace), each only while the post is still its attempt's (its
 * publishing_started_at). Answers, in the given order, whether each post moved.
 */
export async function endPublishedPosts(database: Database, ends: readonly PublishedEnd[]): Promise<boolean[]> {
  const order = inPostOrder(ends);
  const results = await withUserStatements(
    database,
    order.map((i) => {
      const e = ends[i]!;
      const values = [e.postId, e.post.startedAt, e.published.urn, e.published.url];
      return { userId: e.userId, workspaceId: e.workspaceId, statement: { ...END_PUBLISHED_STATEMENT, values } };
    }),
  );
  const moved: boolean[] = new Array(ends.length);
  order.forEach((i, k) => (moved[i] = results[k]!.rows.length > 0));
  return moved;
}

/** The first comment's outcome, on a published post. */
export async function recordFirstComment(
  db: UserDb,
  id: string,
  result: { urn: string } | { error: "FIRST_COMMENT_FAILED"; detail: string },
): Promise<boolean> {
  const set =
    "urn" in result
      ? sql`linkedin_comment_urn = ${result.urn}`
      : sql`publish_error = ${result.error}, publish_error_detail = ${result.detail}`;
  const { rows } = await db.execute(sql`
    UPDATE posts SET ${set}, updated_at = now()
    WHERE id = ${id} AND workspace_id = app_current_workspace_id() AND status = 'published'
    RETURNING id`);
  return rows.length > 0;
}

/** "Post the comment again"'s outcome: the comment's URN (the failure cleared), or the failure again. */
export async function recordCommentAgain(
  db: UserDb,
  id: string,
  result: { urn: string } | { error: "FIRST_COMMENT_FAILED"; detail: string },
): Promise<void> {
  const set =
    "urn" in result
      ? sql`linkedin_comment_urn = ${result.urn}, publish_error = NULL, publish_error_detail = NULL`
      : sql`publish_error = ${result.error}, publish_error_detail = ${result.detail}`;
  await db.execute(sql`
    UPDATE posts SET ${set}, version = version + 1, updated_at = now()
    WHERE id = ${id} AND workspace_id = app_current_workspace_id() AND status = 'published'`);
}

/** A post the sweep queues: who scheduled it, in which workspace. */
export type DuePost = {
  postId: string;
  workspaceId: string;
  userId: string;
};

/**
 * The system sweep: posts left `publishing` by an attempt that cannot still be running -> needs_check; posts more
 * than the grace period late -> failed MISSED_TIME (each with its notification, in the same statement); then the due
 * posts whose job is lost (none waiting to run now, none running for less than an attempt can last), oldest first:
 * a post waiting in a backlog (10,000 due at 09:00) is not queued twice.
 */
/**
 * scheduled -> failed SCHEDULER_NOT_ALLOWED: due (and within the grace period: later ones are MISSED_TIME), while the
 * member it is published as (who scheduled it) may no longer schedule in its workspace, by role or because they left.
 * Their attempt's claim matches no row (CLAIM_STATEMENT asks app_member_can), so without this the post would wait
 * forever. Told to that member while they are one, else to the workspace's owner.
 */
function failNotAllowedSql(graceMinutes: number) {
  const scheduler = sql`coalesce(p.scheduled_by, p.created_by)`;
  const stillMember = sql`EXISTS (SELECT 1 FROM workspace_members wm
    WHERE wm.workspace_id = p.workspace_id AND wm.user_id = ${scheduler})`;
  return sql`
    UPDATE posts p SET status = 'failed', publish_error = 'SCHEDULER_NOT_ALLOWED', publish_retry_at = NULL,
      version = p.version + 1, updated_at = now()
    WHERE p.status = 'scheduled' AND p.deleted_at IS NULL AND coalesce(p.publish_retry_at, p.scheduled_at) <= now()
      AND p.scheduled_at >= now() - make_interval(mins => ${graceMinutes})
      AND NOT EXISTS (
        SELECT 1 FROM workspace_members wm JOIN workspace_role_permissions rp ON rp.role = wm.role
        WHERE wm.workspace_id = p.workspace_id AND wm.user_id = ${scheduler} AND rp.permission = 'post.schedule')
    RETURNING p.id, p.workspace_id, p.version, p.body,
      CASE WHEN ${stillMember} THEN ${scheduler}
        ELSE (SELECT o.user_id FROM workspace_members o WHERE o.workspace_id = p.workspace_id AND o.role = 'owner'
          ORDER BY o.created_at LIMIT 1) END AS recipient`;
}

export async function sweep(
  db: Db,
  opts: { graceMinutes: number; staleSeconds: number; limit: number },
): Promise<{ abandoned: number; missed: number; notAllowed: number; notified: number; due: DuePost[] }> {
  const moved = sql`id, workspace_id, coalesce(scheduled_by, created_by) AS recipient, version, body`;
  const { rows } = await db.execute<{ abandoned: number; missed: number; notAllowed: number; notified: number }>(sql`
    WITH a AS (
      UPDATE posts SET status = 'needs_check', version = version + 1, updated_at = now(),
        publish_unconfirmed_at = now(),
        publish_error_detail = 'The publishing attempt was interrupted after it may have reached LinkedIn'
      WHERE status = 'publishing' AND publishing_started_at < now() - make_interval(secs => ${opts.staleSeconds})
      RETURNING ${moved}),
    m AS (
      UPDATE posts SET status = 'failed', publish_error = 'MISSED_TIME', publish_retry_at = NULL,
        version = version + 1, updated_at = now()
      WHERE status = 'scheduled' AND deleted_at IS NULL
        AND scheduled_at < now() - make_interval(mins => ${opts.graceMinutes})
      RETURNING ${moved}),
    d AS (${failNotAllowedSql(opts.graceMinutes)}),
    na AS (${sweepNotificationsSql(sql`a`, "needs_check", null)}),
    nm AS (${sweepNotificationsSql(sql`m`, "publish_failed", "MISSED_TIME")}),
    nd AS (${sweepNotificationsSql(sql`d`, "publish_failed", "SCHEDULER_NOT_ALLOWED")})
    SELECT (SELECT count(*) FROM a)::int AS abandoned, (SELECT count(*) FROM m)::int AS missed,
      (SELECT count(*) FROM d)::int AS "notAllowed",
      (SELECT count(*) FROM na)::int + (SELECT count(*) FROM nm)::int + (SELECT count(*) FROM nd)::int AS notified`);
  const due = await db.execute<DuePost>(sql`
    SELECT id AS "postId", workspace_id AS "workspaceId", coalesce(scheduled_by, created_by) AS "userId"
    FROM posts
    WHERE status = 'scheduled' AND deleted_at IS NULL AND coalesce(publish_retry_at, scheduled_at) <= now()
      AND coalesce(scheduled_by, created_by) IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM ${sql.raw(JOBS_SCHEMA)}.job j
        WHERE j.name = 'publishing.publish' AND j.data->>'postId' = posts.id::text
          AND (j.state IN ('created', 'retry') AND j.start_after <= now()
            OR j.state = 'active' AND j.started_on > now() - make_interval(secs => ${opts.staleSeconds})))
    ORDER BY coalesce(publish_retry_at, scheduled_at)
    LIMIT ${opts.limit}`);
  return { ...rows[0]!, due: due.rows };
}

// ---- the user's actions (schedule, publish now, unschedule, mark published, publish again), in the request's
// workspace (app_current_workspace_id(), set by withUser; row-level security stands behind it).

const inWorkspace = eq(posts.workspaceId, sql`app_current_workspace_id()`);

/** The post, locked until the transaction ends (its checks and its change see the same row). */
export async function lockPost(db: UserDb, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(inWorkspace, eq(posts.id, id), isNull(posts.deletedAt)))
    .for("update");
  return row;
}

/** Several posts of the workspace, not in the trash, locked for the transaction (in id order: no deadlock). */
export async function lockPosts(db: UserDb, ids: string[]): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(and(inWorkspace, inArray(posts.id, ids), isNull(posts.deletedAt)))
    .orderBy(posts.id)
    .for("update");
}

export async function readPost(db: UserDb, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(inWorkspace, eq(posts.id, id)));
  return row;
}

export type PublishingChange = Partial<
  Pick<
    typeof posts.$inferInsert,
    | "status"
    | "scheduledAt"
    | "scheduledBy"
    | "publishRetryAt"
    | "publishingStartedAt"
    | "publishAttempts"
    | "publishedAt"
    | "linkedinPostUrn"
    | "linkedinPostUrl"
    | "publishError"
    | "publishErrorDetail"
  >
>;

/** Applies an action's change to a locked post, bumping its version. */
export async function changePost(db: UserDb, id: string, change: PublishingChange): Promise<PostRow> {
  const [row] = await db
    .update(posts)
    .set({ ...change, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace, eq(posts.id, id)))
    .returning();
  return row!;
}

/**
 * Applies an action's change if the post is still at `version` (and not in the trash), bumping it; undefined when
 * it moved on.
 */
export async function changePostAt(
  db: UserDb,
  id: string,
  version: number,
  change: PublishingChange,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ ...change, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace, eq(posts.id, id), eq(posts.version, version), isNull(posts.deletedAt)))
    .returning();
  return row;
}

/** The workspace's connection: whether it can publish, and until when. */
export async function findConnectionState(
  db: UserDb,
): Promise<{ needsReconnect: boolean; accessTokenExpiresAt: Date } | undefined> {
  const [row] = await db
    .select({
      needsReconnect: linkedinConnections.needsReconnect,
      accessTokenExpiresAt: linkedinConnections.accessTokenExpiresAt,
    })
    .from(linkedinConnections)
    .where(eq(linkedinConnections.workspaceId, sql`app_current_workspace_id()`));
  return row;
}

/** The instants other posts of the workspace hold in the future (scheduled or being published): taken slots. */
export async function takenInstants(db: UserDb, exceptId: string): Promise<Set<number>> {
  const { rows } = await db.execute<{ at: string }>(sql`
    SELECT (extract(epoch FROM scheduled_at) * 1000)::float8 AS at FROM posts
    WHERE workspace_id = app_current_workspace_id() AND status IN ('scheduled', 'publishing')
      AND deleted_at IS NULL AND scheduled_at > now() AND id <> ${exceptId}`);
  return new Set(rows.map((r) => Number(r.at)));
}

/** The workspace's LinkedIn member and sealed access token, for a call made on the user's request (a comment). */
export async function findConnectionToken(
  db: UserDb,
): Promise<{ memberId: string; accessToken: string; needsReconnect: boolean; expired: boolean } | undefined> {
  const [row] = await db
    .select({
      memberId: linkedinConnections.memberId,
      accessToken: linkedinConnections.accessToken,
      needsReconnect: linkedinConnections.needsReconnect,
      expired: sql<boolean>`${linkedinConnections.accessTokenExpiresAt} <= now()`,
    })
    .from(linkedinConnections)
    .where(eq(linkedinConnections.workspaceId, sql`app_current_workspace_id()`));
  return row;
}
