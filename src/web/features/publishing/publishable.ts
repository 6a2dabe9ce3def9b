import { numberFormat } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import type { LinkedinConnection } from "@contracts/linkedin/schemas";
import type { PostStatus } from "@contracts/posts/schemas";
import type { PublishError } from "@contracts/publishing/rules";
import { LINKEDIN_POST_LIMIT } from "@shared/post-text";

/**
 * The server's checks before it accepts a post for publishing (modules/publishing/service.ts), read in the browser
 * so the editor says them before asking: the text, then the LinkedIn connection at the time it would publish.
 */
export type TextProblem = { kind: "empty" } | { kind: "tooLong"; over: number };

export function textProblem(body: string): TextProblem | null {
  if (!body.trim()) return { kind: "empty" };
  const over = body.length - LINKEDIN_POST_LIMIT; // UTF-16 units, as LinkedIn counts
  return over > 0 ? { kind: "tooLong", over } : null;
}

/** The publishing panel's words for the text's problem (by how much it is over, the counter beside the text says). */
export const TEXT_PROBLEM_KEYS: Record<TextProblem["kind"], string> = {
  empty: "apiErrors.postEmpty",
  tooLong: "publishing.panel.tooLong",
};

/** The text's problem in the interface language: over the limit, the counter's own words. */
export function useTextProblem(body: string | undefined): string | null {
  const { t, i18n } = useTranslation();
  if (body === undefined) return null;
  const problem = textProblem(body);
  if (!problem) return null;
  if (problem.kind === "empty") return t("apiErrors.postEmpty");
  return t("editor.counter.over", {
    count: problem.over,
    over: numberFormat(i18n.resolvedLanguage ?? "en").format(problem.over),
  });
}

export type ConnectionProblem = "notConnected" | "reconnect" | "expiresBefore";

/** What stops LinkedIn from taking the post at `at` (epoch ms): none, or the connection's problem. */
export function connectionProblem(connection: LinkedinConnection | null, at: number): ConnectionProblem | null {
  if (!connection) return "notConnected";
  if (connection.needsReconnect) return "reconnect";
  return Date.parse(connection.expiresAt) <= at ? "expiresBefore" : null;
}

/** Statuses the writer schedules or publishes from (the server's SCHEDULABLE, less the already scheduled). */
export const STARTS_PUBLISHING: readonly PostStatus[] = ["idea", "draft"];

/** The editor is read-only for these: LinkedIn has (or is being given) the text; the server refuses changes too. */
export const READ_ONLY_STATUSES: readonly PostStatus[] = ["publishing", "published"];

/** The member's own activity on LinkedIn, where a post whose outcome is unknown can be looked for. */
export const LINKEDIN_ACTIVITY_URL = "https://www.linkedin.com/in/me/recent-activity/all/";

/** Why a post failed, in words (with what to do next). */
export const PUBLISH_ERROR_KEYS: Record<PublishError, string> = {
  RECONNECT_NEEDED: "publishing.errors.RECONNECT_NEEDED",
  DUPLICATE_POST: "publishing.errors.DUPLICATE_POST",
  REJECTED: "publishing.errors.REJECTED",
  MISSED_TIME: "publishing.errors.MISSED_TIME",
  TOO_LONG: "publishing.errors.TOO_LONG",
  EMPTY: "publishing.errors.EMPTY",
  NOT_CONNECTED: "publishing.errors.NOT_CONNECTED",
  FIRST_COMMENT_FAILED: "publishing.errors.FIRST_COMMENT_FAILED",
};
