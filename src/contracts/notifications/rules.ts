/**
 * Notifications without zod. Each event the app tells a user about has a kind; the bell lists them and a user
 * chooses, per kind, whether it is also mailed (on by default).
 */
export const NOTIFICATION_KINDS = [
  /** A post became `failed` (any publishing error code but the first comment's). */
  "publish_failed",
  /** LinkedIn may or may not have the post: the user checks. */
  "needs_check",
  /** The post was published, its first comment was not. */
  "first_comment_failed",
  /** The LinkedIn token (without a refresh token) expires within 7 days, then within 1 day. */
  "linkedin_expiring",
  /** LinkedIn refused the token: publishing waits for a reconnect. */
  "linkedin_reconnect_needed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a notification leads: the post in the editor, or /apps for the LinkedIn connection. */
export function notificationHref(n: { kind: NotificationKind; postId: string | null }): string {
  return n.postId ? `/editor/${n.postId}` : "/apps";
}

/** Characters of the post's first line a notification quotes. */
export const FIRST_LINE_MAX = 120;
