import { messageCodes } from "../messages";

/**
 * Publishing rules without zod. A post moves `draft -> scheduled -> publishing -> published | failed |
 * needs_check`: the user schedules (or publishes now), the worker claims and publishes, and an outcome nobody can
 * be sure of (`needs_check`) waits for the user ("Mark as published" or "Publish again"), never re-posted blindly.
 */

/** Why a post is `failed` (or why its first comment failed): shown translated, next to the post. */
export const PUBLISH_ERRORS = [
  /** LinkedIn refused the token (401): reconnect LinkedIn, then publish again. */
  "RECONNECT_NEEDED",
  /** 422 DUPLICATE_POST: LinkedIn refuses content identical to an earlier post. */
  "DUPLICATE_POST",
  /** Any other refusal by LinkedIn (its message is kept). */
  "REJECTED",
  /** More than the grace period late (the server was down): the user decides. */
  "MISSED_TIME",
  /** Edited after it was scheduled past LinkedIn's 3,000 UTF-16 units: shorten it, then publish again. */
  "TOO_LONG",
  /** Edited after it was scheduled down to nothing. */
  "EMPTY",
  /** The workspace's LinkedIn connection was removed before the post's time. */
  "NOT_CONNECTED",
  /** The post was published, its first comment was not. */
  "FIRST_COMMENT_FAILED",
  /** At its time, the member who scheduled it could no longer schedule in the workspace (role changed, or left). */
  "SCHEDULER_NOT_ALLOWED",
] as const;
export type PublishError = (typeof PUBLISH_ERRORS)[number];

/**
 * The member's answers to posts that need a check, for several at once: "It is on LinkedIn" (marked published) or
 * "It is not: publish it" (published now, as "Publish again").
 */
export const CHECK_ANSWERS = ["onLinkedin", "publishAgain"] as const;
export type CheckAnswer = (typeof CHECK_ANSWERS)[number];

/** Default minutes a post may be late (the server was down) and still be published: the 6 hours. */
export const DEFAULT_PUBLISH_GRACE_PERIOD_MINUTES = 360;

export const PUBLISHING_MESSAGES = {
  scheduleInPast: "Pick a time in the future",
  postEmpty: "Write something before scheduling this post",
  postTooLongForLinkedin:
    "LinkedIn takes at most 3,000 characters, symbols such as ( ) * _ counting twice: shorten the post before scheduling it",
  linkedinNotConnected: "Connect LinkedIn before scheduling a post",
  linkedinReconnectNeeded: "LinkedIn needs to be reconnected before this post can be scheduled",
  linkedinTokenExpiresBefore:
    "The LinkedIn connection expires before this time: reconnect LinkedIn or pick an earlier time",
  postNotSchedulable: "This post cannot be scheduled in its current state",
  postNotScheduled: "This post is not scheduled",
  postNotNeedsCheck: "Only a post whose publication needs checking can be marked as published",
  postNotRetryable: "Only a failed post, or one whose publication needs checking, can be published again",
  commentNotFailed: "Only a first comment that LinkedIn did not take can be posted again",
  commentNotPosted: "LinkedIn did not take the comment this time either: try again later",
  postUrlInvalid: "Give the link of the post on LinkedIn (https://www.linkedin.com/...)",
  scheduleTimeInvalid: "Give the time as an instant (e.g. 2026-05-04T09:00:00Z)",
} as const;
export const PUBLISHING_CODES = messageCodes(PUBLISHING_MESSAGES);
