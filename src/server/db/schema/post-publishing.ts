import { sql } from "drizzle-orm";
import { check, index, integer, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { PUBLISH_ERRORS } from "../../../contracts/publishing/rules";
import { users } from "./auth";

/**
 * The publishing state of a post (issue 11, migration 0012), kept apart from the writing columns. The state
 * machine lives in these columns: the worker claims a post with one UPDATE from `scheduled` to `publishing`, so of
 * several workers exactly one publishes it.
 */
export const publishingColumns = () => ({
  /** When the user wants it on LinkedIn (set while scheduled, kept afterwards). */
  scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
  /** Who scheduled it: the worker publishes in their name, in the post's workspace. */
  scheduledBy: text("scheduled_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  /** A retry's time (LinkedIn said 429/5xx before accepting): the post is due again then, not at scheduled_at. */
  publishRetryAt: timestamp("publish_retry_at", { withTimezone: true }),
  /** When the current attempt claimed it: a post still `publishing` long after that was cut off mid-attempt. */
  publishingStartedAt: timestamp("publishing_started_at", { withTimezone: true }),
  /**
   * When an attempt ended without knowing whether LinkedIn created the post (needs_check: a 5xx, no answer, a worker
   * that died). It stays: should a later send of the same text get DUPLICATE_POST, that attempt is what LinkedIn has.
   */
  publishUnconfirmedAt: timestamp("publish_unconfirmed_at", { withTimezone: true }),
  /** Attempts that reached the point of calling LinkedIn (the backoff grows with it). */
  publishAttempts: integer("publish_attempts").notNull().default(0),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  linkedinPostUrn: text("linkedin_post_urn"),
  linkedinPostUrl: text("linkedin_post_url"),
  linkedinCommentUrn: text("linkedin_comment_urn"),
  /** Why it failed (PUBLISH_ERRORS), or FIRST_COMMENT_FAILED on a published post. */
  publishError: text("publish_error"),
  /** LinkedIn's own words, when it gave some (never a token). */
  publishErrorDetail: text("publish_error_detail"),
});

interface PublishingTable {
  status: AnyPgColumn;
  scheduledAt: AnyPgColumn;
  publishingStartedAt: AnyPgColumn;
  publishedAt: AnyPgColumn;
  publishError: AnyPgColumn;
  linkedinPostUrn: AnyPgColumn;
  publishRetryAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
}

const errors = sql.raw(PUBLISH_ERRORS.map((e) => `'${e}'`).join(", "));

/**
 * What keeps the state machine honest whatever writes the row, and the indexes of the sweep (due posts, and posts
 * left `publishing`).
 */
export const publishingConstraints = (t: PublishingTable) => [
  index("posts_due_idx")
    .on(sql`(coalesce(${t.publishRetryAt}, ${t.scheduledAt}))`)
    .where(sql`${t.status} = 'scheduled' AND ${t.deletedAt} IS NULL`),
  index("posts_publishing_idx")
    .on(t.publishingStartedAt)
    .where(sql`${t.status} = 'publishing'`),
  check(
    "posts_scheduled_has_time",
    sql`${t.status} NOT IN ('scheduled', 'publishing') OR ${t.scheduledAt} IS NOT NULL`,
  ),
  check("posts_publishing_has_start", sql`${t.status} <> 'publishing' OR ${t.publishingStartedAt} IS NOT NULL`),
  check("posts_published_has_time", sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
  check("posts_urn_only_published", sql`${t.linkedinPostUrn} IS NULL OR ${t.status} = 'published'`),
  check("posts_failed_has_error", sql`${t.status} <> 'failed' OR ${t.publishError} IS NOT NULL`),
  check("posts_publish_error_known", sql`${t.publishError} IS NULL OR ${t.publishError} IN (${errors})`),
];
