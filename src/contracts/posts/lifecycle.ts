import type { ErrorCode } from "../errors";
import type { PublishError } from "../publishing/rules";
import { POST_STATUSES, WRITABLE_POST_STATUSES, type PostStatus } from "./rules";

/**
 * A post's life in one table (zod-free: the editor's first load reads it). Each action says the statuses it leaves
 * from, the status it takes the post to and what it needs; `can(action, facts)` answers null (allowed) or the error
 * code the API answers. The publishing service, the publish worker, the posts service's PATCH, the board, the
 * editor's publishing panel and the bulk actions all ask here (docs/architecture/post-lifecycle.md).
 */

/** What an action needs besides the status, checked in the order an action lists them. */
export const NEEDS = {
  /** The chosen time is after now (a schedule). */
  future: { refused: "SCHEDULE_IN_PAST", failure: null },
  /** The text is not blank. */
  content: { refused: "POST_EMPTY", failure: "EMPTY" },
  /** The text is within LinkedIn's length, as LinkedIn counts it (shared/post-text `linkedInTextFacts`). */
  withinLinkedInLength: { refused: "POST_TOO_LONG_FOR_LINKEDIN", failure: "TOO_LONG" },
  /** The workspace has a LinkedIn connection. */
  linkedinConnected: { refused: "LINKEDIN_NOT_CONNECTED", failure: "NOT_CONNECTED" },
  /** LinkedIn still takes the connection's token. */
  linkedinUsable: { refused: "LINKEDIN_RECONNECT_NEEDED", failure: "RECONNECT_NEEDED" },
  /** The connection's token lasts until the post's time (the worker refreshes it instead). */
  connectionLasts: { refused: "LINKEDIN_TOKEN_EXPIRES_BEFORE", failure: null },
} as const satisfies Record<string, { refused: ErrorCode; failure: PublishError | null }>;
export type Need = keyof typeof NEEDS;

export interface ActionRule {
  /** The statuses the action starts from; any other answers `refused`. Empty: not available yet. */
  from: readonly PostStatus[];
  /** Where it takes the post: one status, the writer's choice among several (`move`), or null (the status stays). */
  to: PostStatus | readonly PostStatus[] | null;
  needs: readonly Need[];
  /** The code for a post in none of `from`. */
  refused: ErrorCode;
  /** Who does it: the writer (an endpoint) or the publish worker. */
  by: "writer" | "worker";
}

const ALL = POST_STATUSES;
/** What starts publishing: the text, then the connection (in this order, as the API answers). */
const PUBLISHABLE: readonly Need[] = [
  "content",
  "withinLinkedInLength",
  "linkedinConnected",
  "linkedinUsable",
  "connectionLasts",
];

export const LIFECYCLE = {
  /** Change the text, comment, media or pillar: not while the worker sends it nor once LinkedIn has it. */
  edit: {
    from: ["idea", "draft", "scheduled", "failed", "needs_check"],
    to: null,
    needs: [],
    refused: "POST_NOT_EDITABLE",
    by: "writer",
  },
  /** Set the status to idea or draft (PATCH, the board); a scheduled post is unscheduled first (board, bulk). */
  move: { from: ["idea", "draft"], to: WRITABLE_POST_STATUSES, needs: [], refused: "POST_NOT_EDITABLE", by: "writer" },
  /** Schedule or reschedule at a time in the future. */
  schedule: {
    from: ["idea", "draft", "scheduled"],
    to: "scheduled",
    needs: ["future", ...PUBLISHABLE],
    refused: "POST_NOT_SCHEDULABLE",
    by: "writer",
  },
  /** Add to queue: the next free posting slot (the slot is the service's to find). */
  queue: {
    from: ["idea", "draft", "scheduled"],
    to: "scheduled",
    needs: PUBLISHABLE,
    refused: "POST_NOT_SCHEDULABLE",
    by: "writer",
  },
  /** Scheduled for now, queued at once. */
  publishNow: {
    from: ["idea", "draft", "scheduled"],
    to: "scheduled",
    needs: PUBLISHABLE,
    refused: "POST_NOT_SCHEDULABLE",
    by: "writer",
  },
  /** Back to draft, while nothing has started. */
  unschedule: { from: ["scheduled"], to: "draft", needs: [], refused: "POST_NOT_SCHEDULED", by: "writer" },
  /** The writer found the post on LinkedIn. */
  markPublished: { from: ["needs_check"], to: "published", needs: [], refused: "POST_NOT_NEEDS_CHECK", by: "writer" },
  /** LinkedIn does not have it (refused, or the writer checked): published now. */
  publishAgain: {
    from: ["failed", "needs_check"],
    to: "scheduled",
    needs: PUBLISHABLE,
    refused: "POST_NOT_RETRYABLE",
    by: "writer",
  },
  /** To the trash (the trash is not a status: restoring gives the post back as it was). */
  delete: { from: ALL, to: null, needs: [], refused: "POST_NOT_EDITABLE", by: "writer" },
  /**
   * The worker's claim when the post is due (scheduled -> publishing, in SQL: publishing/queries.ts); what it needs is
   * checked again after the claim, since a scheduled post can still be edited. No token expiry: the worker renews it.
   */
  publish: {
    from: ["scheduled"],
    to: "publishing",
    needs: ["content", "withinLinkedInLength", "linkedinConnected", "linkedinUsable"],
    refused: "POST_NOT_SCHEDULED",
    by: "worker",
  },
  // Approval steps to come: declared so the permissions and the panel have a name for them, available from no
  // status until the review statuses exist (adding them is a change of this table, its tests and the panel).
  submitForReview: { from: [], to: null, needs: ["content"], refused: "POST_NOT_EDITABLE", by: "writer" },
  approve: { from: [], to: null, needs: [], refused: "POST_NOT_EDITABLE", by: "writer" },
  requestChanges: { from: [], to: null, needs: [], refused: "POST_NOT_EDITABLE", by: "writer" },
} as const satisfies Record<string, ActionRule>;
export type LifecycleAction = keyof typeof LIFECYCLE;
export const LIFECYCLE_ACTIONS = Object.keys(LIFECYCLE) as LifecycleAction[];

/**
 * How the publish worker's attempts end (in SQL, publishing/queries.ts and attempt.ts): no writer action leads to
 * these. With LIFECYCLE, every way a post changes status.
 */
export const WORKER_OUTCOMES = [
  { from: "publishing", to: "published", when: "LinkedIn took the post" },
  { from: "publishing", to: "scheduled", when: "not sent (LinkedIn down, rate limit): tried again later" },
  { from: "publishing", to: "failed", when: "LinkedIn refused it, or it no longer meets publish's needs" },
  { from: "publishing", to: "needs_check", when: "nobody knows whether LinkedIn has it (timeout, cut off)" },
  { from: "scheduled", to: "failed", when: "more than the grace period late (MISSED_TIME)" },
  { from: "scheduled", to: "failed", when: "due, and its scheduler may no longer schedule (SCHEDULER_NOT_ALLOWED)" },
] as const satisfies ReadonlyArray<{ from: PostStatus; to: PostStatus; when: string }>;

/**
 * What is known of a post when asking. A need whose facts are not given is not checked: the board asks before the
 * schedule dialog picks a time, the panel before the connection has loaded. The server gives them all.
 */
export interface PostFacts {
  status: PostStatus;
  /** The text: blank, and by how many units LinkedIn's count is over its limit (shared/post-text). */
  text?: { blank: boolean; over: number };
  /** The workspace's LinkedIn connection (null: none); `expiresAt` (epoch ms) when the time matters. */
  connection?: { usable: boolean; expiresAt?: number } | null;
  /** When the post would be published (epoch ms). */
  at?: number;
  /** Now (epoch ms), for `future`. */
  now?: number;
}

/** Whether the need is met (undefined: its facts are not given). */
function met(need: Need, f: PostFacts): boolean | undefined {
  switch (need) {
    case "future":
      return f.at === undefined || f.now === undefined ? undefined : f.at > f.now;
    case "content":
      return f.text && !f.text.blank;
    case "withinLinkedInLength":
      return f.text && f.text.over <= 0;
    case "linkedinConnected":
      return f.connection === undefined ? undefined : f.connection !== null;
    case "linkedinUsable":
      return f.connection ? f.connection.usable : undefined;
    case "connectionLasts":
      return f.connection?.expiresAt === undefined || f.at === undefined ? undefined : f.connection.expiresAt > f.at;
  }
}

/** Whether the action starts from this status (what it needs aside). */
export const leavesFrom = (action: LifecycleAction, status: PostStatus): boolean =>
  (LIFECYCLE[action].from as readonly PostStatus[]).includes(status);

/** The first of the action's needs that the facts do not meet, or null. */
export function unmetNeed(action: LifecycleAction, facts: Omit<PostFacts, "status">): Need | null {
  const found = (LIFECYCLE[action].needs as readonly Need[]).find((need) => met(need, facts as PostFacts) === false);
  return found ?? null;
}

/** Null when the action may be done on this post, else the API's error code (the status first, then the needs). */
export function can(action: LifecycleAction, facts: PostFacts): ErrorCode | null {
  if (!leavesFrom(action, facts.status)) return LIFECYCLE[action].refused;
  const need = unmetNeed(action, facts);
  return need ? NEEDS[need].refused : null;
}

/** The statuses an action leaves from, as a mutable list (for SQL `IN (...)`). */
export const statusesFor = (action: LifecycleAction): PostStatus[] => [...LIFECYCLE[action].from];
