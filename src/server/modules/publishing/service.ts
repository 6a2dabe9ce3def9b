import type {
  MarkPublishedInput,
  Publishing,
  PublishingActionInput,
  PublishError,
  SchedulePostInput,
} from "../../../contracts/publishing/schemas";
import type { BulkMoveStatus, Post } from "../../../contracts/posts/schemas";
import { isUuidShaped } from "../../../contracts/strategy/rules";
import { LINKEDIN_POST_LIMIT, utf16Length } from "../../../shared/post-text/count";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import { AppError } from "../../lib/errors";
import type { PostRow } from "../posts/queries";
import { toPost, toPosts } from "../posts/service";
import { nextFreeZonedSlot } from "../../../shared/schedule/slots";
import { listSlots, lockWorkspaceQueue } from "../scheduling/queries";
import * as q from "./queries";

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

/** The statuses a post may be scheduled (or rescheduled, or published now) from. */
const SCHEDULABLE = ["idea", "draft", "scheduled"];
/** The statuses a post may be moved back to idea or draft from (a scheduled one is unscheduled). */
const MOVABLE_BACK = ["idea", "draft", "scheduled"];
/** The statuses "Publish again" answers: LinkedIn does not have the post (the user checked, or it refused it). */
const RETRYABLE = ["failed", "needs_check"];

/** The post's URN in a link to it (https://www.linkedin.com/feed/update/urn:li:share:123/), when it has one. */
export function urnOfPostUrl(url: string): string | null {
  const match = /\/feed\/update\/(urn:li:(?:share|ugcPost|activity):\d+)\/?$/.exec(new URL(url).pathname);
  return match ? match[1]! : null;
}

export interface PublishingServiceDeps {
  database: Database;
  /** null where no queue runs (API tests): the sweep queues due posts within a minute anyway. */
  jobs: JobQueue | null;
}

/** Scheduling and the user's answers to the publishing worker (the worker itself: attempt.ts). */
export function publishingService({ database, jobs }: PublishingServiceDeps) {
  /** Locks the post, checks it exists here and is at `version`, applies `act`, then queues its job if due. */
  async function act(
    userId: string,
    id: string,
    version: number,
    act: (db: UserDb, row: PostRow) => Promise<PostRow>,
  ): Promise<{ post: Post; publishing: Publishing }> {
    if (!isUuidShaped(id)) throw notFound();
    const row = await withUser(database, userId, async (db) => {
      const current = await q.lockPost(db, id);
      if (!current) throw notFound();
      if (current.version !== version) throw new AppError({ code: "VERSION_CONFLICT" });
      return act(db, current);
    });
    if (row.status === "scheduled" && row.scheduledAt && jobs) {
      const delay = Math.max(0, Math.ceil((row.scheduledAt.getTime() - Date.now()) / 1000));
      // a job per post and planned time: a reschedule's job is not merged with the old one, which then finds the
      // post not due and does nothing; a lost send is made up by the sweep
      await jobs.send(
        "publishing.publish",
        { postId: row.id, workspaceId: row.workspaceId, userId },
        { startAfterSeconds: delay, singletonKey: `${row.id}@${row.scheduledAt.toISOString()}` },
      );
    }
    return answer(row);
  }

  /** The checks before a post is accepted for publishing at `at`. */
  async function checkPublishable(db: UserDb, row: PostRow, at: Date) {
    if (!row.body.trim()) throw new AppError({ code: "POST_EMPTY" });
    if (utf16Length(row.body) > LINKEDIN_POST_LIMIT) throw new AppError({ code: "POST_TOO_LONG_FOR_LINKEDIN" });
    const connection = await q.findConnectionState(db);
    if (!connection) throw new AppError({ code: "LINKEDIN_NOT_CONNECTED" });
    if (connection.needsReconnect) throw new AppError({ code: "LINKEDIN_RECONNECT_NEEDED" });
    if (connection.accessTokenExpiresAt.getTime() <= at.getTime())
      throw new AppError({ code: "LINKEDIN_TOKEN_EXPIRES_BEFORE" });
  }

  const toScheduled = (userId: string, at: Date): q.PublishingChange => ({
    status: "scheduled",
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
    async moveMany(userId: string, ids: string[], status: BulkMoveStatus): Promise<Post[]> {
      const wanted = [...new Set(ids.filter(isUuidShaped).map((id) => id.toLowerCase()))];
      if (!wanted.length) return [];
      const { changed, answers } = await withUser(database, userId, async (db) => {
        const changed = await move(db);
        return { changed, answers: await toPosts(db, changed) };
      });
      await sendJobs(userId, changed);
      return answers;

      async function move(db: UserDb): Promise<PostRow[]> {
        const rows = await q.lockPosts(db, wanted);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const ordered = wanted.flatMap((id) => byId.get(id) ?? []);
        if (status !== "scheduled") {
          if (ordered.some((r) => !MOVABLE_BACK.includes(r.status))) throw new AppError({ code: "POST_NOT_EDITABLE" });
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
        if (ordered.some((r) => !SCHEDULABLE.includes(r.status))) throw new AppError({ code: "POST_NOT_SCHEDULABLE" });
        const toQueue = ordered.filter((r) => r.status !== "scheduled");
        if (!toQueue.length) return [];
        await lockWorkspaceQueue(db);
        const slots = await listSlots(db);
        if (!slots.length) throw new AppError({ code: "NO_POSTING_SLOTS" });
        const taken = await q.takenInstants(db, toQueue[0]!.id);
        const out: PostRow[] = [];
        for (const row of toQueue) {
          const free = nextFreeZonedSlot(slots, Date.now(), taken);
          if (free === null) throw new AppError({ code: "NO_FREE_POSTING_SLOT" });
          taken.add(free);
          const at = new Date(free);
          await checkPublishable(db, row, at);
          out.push(await q.changePost(db, row.id, toScheduled(userId, at)));
        }
        return out;
      }
    },

    async get(userId: string, id: string) {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, userId, (db) => q.readPost(db, id), { readOnly: true });
      if (!row) throw notFound();
      return answer(row);
    },

    /** Schedule or reschedule at an instant in the future. */
    async schedule(userId: string, id: string, input: SchedulePostInput) {
      const at = new Date(input.scheduledAt);
      return act(userId, id, input.version, async (db, row) => {
        if (!SCHEDULABLE.includes(row.status)) throw new AppError({ code: "POST_NOT_SCHEDULABLE" });
        if (at.getTime() <= Date.now()) throw new AppError({ code: "SCHEDULE_IN_PAST" });
        await checkPublishable(db, row, at);
        return q.changePost(db, id, toScheduled(userId, at));
      });
    },

    /**
     * Add to queue: scheduled at the first slot instant after now that no other post of the workspace takes, with
     * the same checks as a schedule. The workspace's queue lock makes two at once take two slots.
     */
    async queue(userId: string, id: string, input: PublishingActionInput) {
      return act(userId, id, input.version, async (db, row) => {
        if (!SCHEDULABLE.includes(row.status)) throw new AppError({ code: "POST_NOT_SCHEDULABLE" });
        await lockWorkspaceQueue(db);
        const slots = await listSlots(db);
        if (!slots.length) throw new AppError({ code: "NO_POSTING_SLOTS" });
        const free = nextFreeZonedSlot(slots, Date.now(), await q.takenInstants(db, id));
        if (free === null) throw new AppError({ code: "NO_FREE_POSTING_SLOT" });
        const at = new Date(free);
        await checkPublishable(db, row, at);
        return q.changePost(db, id, toScheduled(userId, at));
      });
    },

    /** Publish now: scheduled for this instant and queued at once. */
    async publishNow(userId: string, id: string, input: PublishingActionInput) {
      return act(userId, id, input.version, async (db, row) => {
        if (!SCHEDULABLE.includes(row.status)) throw new AppError({ code: "POST_NOT_SCHEDULABLE" });
        const now = new Date();
        await checkPublishable(db, row, now);
        return q.changePost(db, id, toScheduled(userId, now));
      });
    },

    /** Back to draft (only while nothing has started: a post being published cannot be taken back). */
    async unschedule(userId: string, id: string, input: PublishingActionInput) {
      return act(userId, id, input.version, async (db, row) => {
        if (row.status !== "scheduled") throw new AppError({ code: "POST_NOT_SCHEDULED" });
        return q.changePost(db, id, {
          status: "draft",
          scheduledAt: null,
          scheduledBy: null,
          publishRetryAt: null,
          publishError: null,
          publishErrorDetail: null,
        });
      });
    },

    /** The user found the post on LinkedIn: published, with its link (and URN) when given. */
    async markPublished(userId: string, id: string, input: MarkPublishedInput) {
      return act(userId, id, input.version, async (db, row) => {
        if (row.status !== "needs_check") throw new AppError({ code: "POST_NOT_NEEDS_CHECK" });
        return q.changePost(db, id, {
          status: "published",
          publishedAt: row.publishingStartedAt ?? new Date(),
          linkedinPostUrl: input.url ?? null,
          linkedinPostUrn: input.url ? urnOfPostUrl(input.url) : null,
          publishError: null,
          publishErrorDetail: null,
        });
      });
    },

    /** The user checked that LinkedIn does not have it (or fixed what failed): publish it now. */
    async publishAgain(userId: string, id: string, input: PublishingActionInput) {
      return act(userId, id, input.version, async (db, row) => {
        if (!RETRYABLE.includes(row.status)) throw new AppError({ code: "POST_NOT_RETRYABLE" });
        const now = new Date();
        await checkPublishable(db, row, now);
        return q.changePost(db, id, toScheduled(userId, now));
      });
    },
  };
}

export type PublishingService = ReturnType<typeof publishingService>;
