import { POST_STATUSES, type PostStatus } from "@contracts/posts/rules";

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
  | "notPublished";

/**
 * What moving a post from one status to a column does, by the editor's and the scheduler's own rules:
 * idea <-> draft is a PATCH; a scheduled post goes back through "Unschedule" (to draft, then to idea if asked);
 * to scheduled asks for a time (the schedule dialog: a time, or the next free slot); needs check -> published
 * is "Mark as published". Everything else is refused with its reason.
 */
export type MovePlan =
  | { kind: "none" }
  | { kind: "update"; status: "idea" | "draft" }
  | { kind: "unschedule"; then: "idea" | null }
  | { kind: "schedule" }
  | { kind: "markPublished" }
  | { kind: "refused"; reason: MoveRefusal };

export function planMove(from: PostStatus, to: PostStatus): MovePlan {
  if (from === to) return { kind: "none" };
  if (from === "publishing" || from === "published") return { kind: "refused", reason: "locked" };
  if (to === "published")
    return from === "needs_check" ? { kind: "markPublished" } : { kind: "refused", reason: "notPublished" };
  if (to === "publishing" || to === "failed" || to === "needs_check")
    return { kind: "refused", reason: "setByPublishing" };
  if (from === "failed" || from === "needs_check") return { kind: "refused", reason: "outcome" };
  // from idea, draft or scheduled, to idea, draft or scheduled
  if (to === "scheduled") return { kind: "schedule" };
  if (from === "scheduled") return { kind: "unschedule", then: to === "idea" ? "idea" : null };
  return { kind: "update", status: to };
}

/** The columns a post can be moved to (the "Move to…" menu lists these). */
export const moveTargets = (from: PostStatus): PostStatus[] =>
  BOARD_COLUMNS.filter((to) => {
    const plan = planMove(from, to);
    return plan.kind !== "none" && plan.kind !== "refused";
  });

/** Where a bulk move takes posts from this status: idea, draft (scheduled ones are unscheduled) or the queue. */
export const BULK_MOVABLE: readonly PostStatus[] = ["idea", "draft", "scheduled"];
