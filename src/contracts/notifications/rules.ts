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
  /** The export the user asked for is ready to download (Settings > Account). */
  "account_export_ready",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds whose mail the user may turn off (Settings > Notifications), mailed by `notifications.mail`. An export's
 * mail is always sent, by the export itself: the user just asked for it.
 */
export const MAILED_KINDS = NOTIFICATION_KINDS.filter(
  (k): k is Exclude<NotificationKind, "account_export_ready"> => k !== "account_export_ready",
);
export type MailedKind = (typeof MAILED_KINDS)[number];

/** Where a notification leads: the post in the editor, Settings > Account for an export, else /apps (LinkedIn). */
export function notificationHref(n: { kind: NotificationKind; postId: string | null }): string {
  if (n.kind === "account_export_ready") return "/settings/account";
  return n.postId ? `/editor/${n.postId}` : "/apps";
}

/** Characters of the post's first line a notification quotes. */
export const FIRST_LINE_MAX = 120;
