import type {
  AnswerChecksInput,
  MarkPublishedInput,
  Publishing,
  PublishingActionInput,
  PublishError,
  SchedulePostInput,
} from "../../../contracts/publishing/schemas";
import type { BulkMoveStatus, Post, PostStatus } from "../../../contracts/posts/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { can, leavesFrom, LIFECYCLE, type LifecycleAction, type PostFacts } from "../../../contracts/posts/lifecycle";
import { linkedInTextFacts } from "../../../shared/post-text/count";
import type { Logger } from "pino";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import { AppError } from "../../lib/errors";
import type { PostRow } from "../posts/queries";
import { toPost, toPosts } from "../posts/service";
import { nextFreeZonedSlot } from "../../../shared/schedule/slots";
import { listSlots, lockWorkspaceQueue } from "../scheduling/queries";
import { postCommentAgain, type LinkedInOnRequest } from "./comment-again";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublishing(row: PostRow): Publishing {
  return {
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    linkedinPostUrn: row.linkedinPostUrn,
    linkedinPostUrl: row.linkedinPostUrl,
    error: row.publishError as PublishError | null,
    errorDetail: row.publishErrorDetail,
    attempts: row.publishAttempts,
  };
}

const answer = (row: PostRow) => ({ post: toPost(row), publishing: toPublishing(row) });
const notFound = () => new AppError({ code: "NOT_FOUND", message: "Post not found" });
type Connection = Awaited<ReturnType<typeof q.findConnectionState>>;

/** Refuses with the lifecycle's code (contracts/posts/lifecycle.ts) unless the action may be done. */
function refuseUnless(action: LifecycleAction, facts: PostFacts) {
  const code = can(action, facts);
  if (code) throw new AppError({ code });
}

/** The row's status (the column is text; the check constraint keeps it one of POST_STATUSES). */
const statusOf = (row: PostRow) => row.status as PostStatus;

/** To idea or draft from a status: directly, or (a scheduled post) unscheduled on the way. */
const movableBack = (row: PostRow) => leavesFrom("move", statusOf(row)) || leavesFrom("unschedule", statusOf(row));

/** The post's URN in a link to it (https://www.linkedin.com/feed/update/urn:li:share:123/), when it has one. */
export function urnOfPostUrl(url: string): string | null {
  const match = /\/feed\/update\/(urn:li:(?:share|ugcPost|activity):\d+)\/?$/.exec(new URL(url).pathname);
  return match ? match[1]! : null;
}

export interface PublishingServiceDeps {
  database: Database;
  /** null where no queue runs (API tests): the sweep queues due posts within a minute anyway. */
  jobs: JobQueue | null;
  /** LinkedIn for what the user has sent at once ("Post the comment again"); null: COMMENT_NOT_POSTED. */
  linkedin?: LinkedInOnRequest | null;
  logger?: Logger;
}

/** A post that needs a check, found on LinkedIn: published (at its attempt's time), with its link when given. */
const foundOnLinkedin = (row: PostRow, url: string | null): q.PublishingChange => ({
  status: LIFECYCLE.markPublished.to,
  publishedAt: row.publishingStartedAt ?? new Date(),
  linkedinPostUrl: url,
  linkedinPostUrn: url ? urnOfPostUrl(url) : null,
  publishError: null,
  publishErrorDetail: null,
});

/** Scheduling and the user's answers to the publishing worker (the worker itself: attempt.ts). */
export function publishingService({ database, jobs, linkedin = null, logger }: PublishingServiceDeps) {
  /**
   * Checks the post exists here and is at `version`, applies the change `decide` answers, then queues its job if
   * due. The change applies to that version only, and every change of a post moves it to a new version: what decide
   * checked is what changes, without a lock. So each statement commits alone and no write connection is held across
   * the checks' round trips (docs/architecture/write-path-under-load.md); `transaction` when decide needs one (the
   * queue's lock).
   */
  async function act(
    actor: Actor,
    id: string,
    version: number,
    decide: (db: UserDb, row: PostRow, connection: Connection) => q.PublishingChange | Promise<q.PublishingChange>,
    /** publishable: decide checks the post can be published (the connection's state is read with the post). */
    opts: { transaction?: boolean; publishable?: boolean } = {},
  ): Promise<{ post: Post; publishing: Publishing }> {
    if (!isUuidShaped(id)) throw notFound();
    const row = await withUser(
      database,
      actor,
      async (db) => {
        // both reads leave together: one round trip
        const [current, connection] = await Promise.all([
          q.readPost(db, id),
          opts.publishable ? q.findConnectionState(db) : undefined,
        ]);
        if (!current || current.deletedAt) throw notFound();
        if (current.version !== version) throw new AppError({ code: "VERSION_CONFLICT" });
        const changed = await q.changePostAt(db, id, version, await decide(db, current, connection));
        if (!changed) throw new AppError({ code: "VERSION_CONFLICT" });
        return changed;
      },
      { autocommit: !opts.transaction },
    );
    if (row.status === "scheduled" && row.scheduledAt && jobs) {
      const delay = Math.max(0, Math.ceil((row.scheduledAt.getTime() - Date.now()) / 1000));
      // a job per post and planned time: a reschedule's job is not merged with the old one, which then finds the
      // post not due and does nothing; a lost send is made up by the sweep
      await jobs.send(
        "publishing.publish",
        { postId: row.id, workspaceId: row.workspaceId, userId: actor.userId },
        { startAfterSeconds: delay, singletonKey: `${row.id}@${row.scheduledAt.toISOString()}` },
      );
    }
    return answer(row);
  }

  /**
   * The lifecycle's checks before `action` puts the post in the queue for `at`: the status, the time and the text,
   * then the LinkedIn connection, as read with the post (findConnectionState: undefined when there is none).
   */
  function checkPublishable(action: LifecycleAction, row: PostRow, at: Date, found: Connection) {
    const connection = found
      ? { usable: !found.needsReconnect, expiresAt: found.accessTokenExpiresAt.getTime() }
      : null;
    const text = linkedInTextFacts(row.body);
    refuseUnless(action, { status: statusOf(row), text, at: at.getTime(), now: Date.now(), connection });
  }

  const toScheduled = (userId: string, at: Date): q.PublishingChange => ({
    status: LIFECYCLE.schedule.to,
    scheduledAt: at,
    scheduledBy: userId,
    publishRetryAt: null,
    publishingStartedAt: null,
    publishAttempts: 0,
    publishError: null,
    publishErrorDetail: null,
  });

  /** Sends each scheduled post's publishing job (after the commit: the worker must find the row). */
  async function sendJobs(userId: string, rows: PostRow[]) {
    if (!jobs) return;
    for (const row of rows) {
      if (row.status !== "scheduled" || !row.scheduledAt) continue;
      const delay = Math.max(0, Math.ceil((row.scheduledAt.getTime() - Date.now()) / 1000));
      await jobs.send(
        "publishing.publish",
        { postId: row.id, workspaceId: row.workspaceId, userId },
        { startAfterSeconds: delay, singletonKey: `${row.id}@${row.scheduledAt.toISOString()}` },
      );
    }
  }

  return {
    /**
     * Several posts at once (Content Management's selection), all or nothing, by the single-post rules: to idea or
     * draft from idea, draft or scheduled (unscheduled as "Unschedule" does); to scheduled, each idea or draft added
     * to the queue in the given order (the checks of "Add to queue"; already scheduled posts stay). Other
     * workspaces' and unknown ids are ignored. Answers the posts changed.
     */
    async moveMany(actor: Actor, ids: string[], status: BulkMoveStatus): Promise<Post[]> {
      const wanted = [...new Set(ids.filter(isUuidShaped).map((id) => id.toLowerCase()))];
      if (!wanted.length) return [];
      const { changed, answers } = await withUser(database, actor, async (db) => {
        const changed = await move(db);
        return { changed, answers: await toPosts(db, changed) };
      });
      await sendJobs(actor.userId, changed);
      return answers;

      async function move(db: UserDb): Promise<PostRow[]> {
        const rows = await q.lockPosts(db, wanted);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const ordered = wanted.flatMap((id) => byId.get(id) ?? []);
        if (status !== "scheduled") {
          if (ordered.some((r) => !movableBack(r))) throw new AppError({ code: LIFECYCLE.move.refused });
          const out: PostRow[] = [];
          for (const row of ordered) {
            if (row.status === status) continue;
            out.push(
              await q.changePost(db, row.id, {
                status,
                scheduledAt: null,
                scheduledBy: null,
                publishRetryAt: null,
                publishError: null,
                publishErrorDetail: null,
              }),
            );
          }
          return out;
        }
        for (const row of ordered) refuseUnless("queue", { status: statusOf(row) });
        const toQueue = ordered.filter((r) => r.status !== "scheduled");
        if (!toQueue.length) return [];
        await lockWorkspaceQueue(db);
        const slots = await listSlots(db);
        if (!slots.length) throw new AppError({ code: "NO_POSTING_SLOTS" });
        const taken = await q.takenInstants(db, toQueue[0]!.id);
        const connection = await q.findConnectionState(db);
        const out: PostRow[] = [];
        for (const row of toQueue) {
          const free = nextFreeZonedSlot(slots, Date.now(), taken);
          if (free === null) throw new AppError({ code: "NO_FREE_POSTING_SLOT" });
          taken.add(free);
          const at = new Date(free);
          checkPublishable("queue", row, at, connection);
          out.push(await q.changePost(db, row.id, toScheduled(actor.userId, at)));
        }
        return out;
      }
    },

    async get(actor: Actor, id: string) {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.readPost(db, id), { readOnly: true });
      if (!row) throw notFound();
      return answer(row);
    },

    /** Schedule or reschedule at an instant in the future. */
    async schedule(actor: Actor, id: string, input: SchedulePostInput) {
      const at = new Date(input.scheduledAt);
      return act(
        actor,
        id,
        input.version,
        (_db, row, connection) => {
          checkPublishable("schedule", row, at, connection);
          return toScheduled(actor.userId, at);
        },
        { publishable: true },
      );
    },

    /**
     * Add to queue: scheduled at the first slot instant after now that no other post of the workspace takes, with
     * the same checks as a schedule. The workspace's queue lock makes two at once take two slots.
     */
    async queue(actor: Actor, id: string, input: PublishingActionInput) {
      return act(
        actor,
        id,
        input.version,
        async (db, row, connection) => {
          refuseUnless("queue", { status: statusOf(row) });
          await lockWorkspaceQueue(db);
          const slots = await listSlots(db);
          if (!slots.length) throw new AppError({ code: "NO_POSTING_SLOTS" });
          const free = nextFreeZonedSlot(slots, Date.now(), await q.takenInstants(db, id));
          if (free === null) throw new AppError({ code: "NO_FREE_POSTING_SLOT" });
          const at = new Date(free);
          checkPublishable("queue", row, at, connection);
          return toScheduled(actor.userId, at);
        },
        { transaction: true, publishable: true },
      );
    },

    /** Publish now: scheduled for this instant and queued at once. */
    async publishNow(actor: Actor, id: string, input: PublishingActionInput) {
      return act(
        actor,
        id,
        input.version,
        (_db, row, connection) => {
          const now = new Date();
          checkPublishable("publishNow", row, now, connection);
          return toScheduled(actor.userId, now);
        },
        { publishable: true },
      );
    },

    /** Back to draft (only while nothing has started: a post being published cannot be taken back). */
    async unschedule(actor: Actor, id: string, input: PublishingActionInput) {
      return act(actor, id, input.version, (_db, row) => {
        refuseUnless("unschedule", { status: statusOf(row) });
        return {
          status: LIFECYCLE.unschedule.to,
          scheduledAt: null,
          scheduledBy: null,
          publishRetryAt: null,
          publishError: null,
          publishErrorDetail: null,
        };
      });
    },

    /** The user found the post on LinkedIn: published, with its link (and URN) when given. */
    async markPublished(actor: Actor, id: string, input: MarkPublishedInput) {
      return act(actor, id, input.version, (_db, row) => {
        refuseUnless("markPublished", { status: statusOf(row) });
        return foundOnLinkedin(row, input.url ?? null);
      });
    },

    /** The user checked that LinkedIn does not have it (or fixed what failed): publish it now. */
    async publishAgain(actor: Actor, id: string, input: PublishingActionInput) {
      return act(
        actor,
        id,
        input.version,
        (_db, row, connection) => {
          const now = new Date();
          checkPublishable("publishAgain", row, now, connection);
          return toScheduled(actor.userId, now);
        },
        { publishable: true },
      );
    },

    /**
     * One answer to several posts that need a check (the check screen's selection), all or nothing: each is on
     * LinkedIn (published, without a link) or is not (published now, with "Publish again"'s checks). Another
     * workspace's or an unknown id is ignored; a post that no longer needs a check refuses the whole request.
     */
    async answerChecks(actor: Actor, input: AnswerChecksInput): Promise<Post[]> {
      const wanted = [...new Set(input.ids.filter(isUuidShaped).map((id) => id.toLowerCase()))];
      if (!wanted.length) return [];
      const { changed, answers } = await withUser(database, actor, async (db) => {
        const rows = await q.lockPosts(db, wanted);
        // the check screen answers posts that need a check, and only those (a failed post: "Publish again")
        for (const row of rows) refuseUnless("markPublished", { status: statusOf(row) });
        const connection = input.answer === "publishAgain" ? await q.findConnectionState(db) : undefined;
        const now = new Date();
        const changed: PostRow[] = [];
        for (const row of rows) {
          if (input.answer === "publishAgain") checkPublishable("publishAgain", row, now, connection);
          const change = input.answer === "onLinkedin" ? foundOnLinkedin(row, null) : toScheduled(actor.userId, now);
          changed.push(await q.changePost(db, row.id, change));
        }
        return { changed, answers: await toPosts(db, changed) };
      });
      await sendJobs(actor.userId, changed);
      return answers;
    },

    /** "Post the comment again" (comment-again.ts). */
    async commentAgain(actor: Actor, id: string, input: PublishingActionInput) {
      if (!linkedin || !logger) throw new AppError({ code: "COMMENT_NOT_POSTED" });
      return answer(await postCommentAgain({ database, linkedin, logger }, actor, id, input));
    },
  };
}

export type PublishingService = ReturnType<typeof publishingService>;
