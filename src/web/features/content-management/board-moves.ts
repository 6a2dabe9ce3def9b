import { leavesFrom, LIFECYCLE, type LifecycleAction } from "@contracts/posts/lifecycle";
import { POST_STATUSES, type PostStatus, type WritablePostStatus } from "@contracts/posts/rules";

/** The board's columns: one per status, in the life of a post (idea -> draft -> scheduled -> published, then the outcomes to look at). */
export const BOARD_COLUMNS: readonly PostStatus[] = POST_STATUSES;

/** Why a move is refused, as an i18n key under `contentManagement.refused`. */
export type MoveRefusal =
  /** publishing, published, failed, needs_check are set by publishing, never by a move */
  | "setByPublishing"
  /** the post is being published or is on LinkedIn: nothing moves it */
  | "locked"
  /** failed or needs check: "Publish again" or "Mark as published" in the editor */
  | "outcome"
  /** only a post whose publication needs checking can be marked as published */
  | "notPublished"
  /** the member's role may not make this move (`mayMove`) */
  | "role";

/**
 * What moving a post from one status to a column does, by the post lifecycle (contracts/posts/lifecycle.ts): the
 * action that takes a post into the column (`move` to idea or draft, a PATCH; `schedule`, which asks for a time in
 * the schedule dialog, a time or the next free slot; `markPublished`), a scheduled post being unscheduled on its way
 * back (to draft, then to idea if asked). Everything else is refused with its reason.
 */
export type MovePlan =
  | { kind: "none" }
  | { kind: "update"; status: "idea" | "draft" }
  | { kind: "unschedule"; then: "idea" | null }
  | { kind: "schedule" }
  | { kind: "markPublished" }
  | { kind: "refused"; reason: MoveRefusal };

/** The lifecycle action a move into each column is; the other columns are set by publishing only. */
export const COLUMN_ACTIONS = {
  idea: "move",
  draft: "move",
  scheduled: "schedule",
  published: "markPublished",
} as const satisfies Partial<Record<PostStatus, LifecycleAction>>;

const writable = (s: PostStatus): s is WritablePostStatus => (LIFECYCLE.move.to as readonly PostStatus[]).includes(s);

const columnAction = (to: PostStatus): LifecycleAction | undefined =>
  (COLUMN_ACTIONS as Partial<Record<PostStatus, LifecycleAction>>)[to];

export function planMove(from: PostStatus, to: PostStatus): MovePlan {
  if (from === to) return { kind: "none" };
  if (!leavesFrom("edit", from)) return { kind: "refused", reason: "locked" };
  const action = columnAction(to);
  if (!action) return { kind: "refused", reason: "setByPublishing" };
  if (action !== "move") {
    if (leavesFrom(action, from)) return { kind: action === "schedule" ? "schedule" : "markPublished" };
  } else if (writable(to)) {
    if (leavesFrom("move", from)) return { kind: "update", status: to };
    if (leavesFrom("unschedule", from)) return { kind: "unschedule", then: to === LIFECYCLE.unschedule.to ? null : to };
  }
  return { kind: "refused", reason: action === "markPublished" ? "notPublished" : "outcome" };
}

/** What the member's role allows of the moves (`useCan`, contracts/workspaces/permissions.ts). */
export interface MoveRights {
  /** post.write: a PATCH (to idea or draft) */
  write: boolean;
  /** post.schedule: scheduling, unscheduling, marking as published */
  schedule: boolean;
}
export const ALL_MOVE_RIGHTS: MoveRights = { write: true, schedule: true };

/** Whether a role with `rights` may make a move the lifecycle allows (each request's endpoint `access`). */
export function mayMove(plan: MovePlan, rights: MoveRights): boolean {
  switch (plan.kind) {
    case "update":
      return rights.write;
    case "unschedule":
      return rights.schedule && (plan.then === null || rights.write);
    case "schedule":
    case "markPublished":
      return rights.schedule;
    default:
      return false;
  }
}

/** The columns a post can be moved to by a role with `rights` (the "Move to…" menu lists these). */
export const moveTargets = (from: PostStatus, rights: MoveRights = ALL_MOVE_RIGHTS): PostStatus[] =>
  BOARD_COLUMNS.filter((to) => mayMove(planMove(from, to), rights));
