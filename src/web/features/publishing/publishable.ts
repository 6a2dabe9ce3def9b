import { numberFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { LinkedinConnection } from "@contracts/linkedin/schemas";
import { unmetNeed, type Need, type PostFacts } from "@contracts/posts/lifecycle";
import type { PublishError } from "@contracts/publishing/rules";
import { linkedInTextFacts } from "@shared/post-text";

/**
 * What the post lifecycle (contracts/posts/lifecycle.ts) needs before the server accepts a post for publishing, read
 * in the browser so the editor says it before asking: the text, then the LinkedIn connection at the time it would
 * publish.
 */
export type TextProblem = { kind: "empty" } | { kind: "tooLong"; over: number };

export function textProblem(body: string): TextProblem | null {
  const text = linkedInTextFacts(body); // as the server counts: UTF-16 units, escapes included
  const need = unmetNeed("publishNow", { text });
  if (need === "content") return { kind: "empty" };
  return need === "withinLinkedInLength" ? { kind: "tooLong", over: text.over } : null;
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

const CONNECTION_PROBLEMS: Partial<Record<Need, ConnectionProblem>> = {
  linkedinConnected: "notConnected",
  linkedinUsable: "reconnect",
  connectionLasts: "expiresBefore",
};

/** The lifecycle's facts of the workspace's connection (null: none). */
export const connectionFacts = (connection: LinkedinConnection | null): PostFacts["connection"] =>
  connection && { usable: !connection.needsReconnect, expiresAt: Date.parse(connection.expiresAt) };

/**
 * What stops LinkedIn from taking the post at `at` (epoch ms): none, or the connection's problem; without `at`, only
 * whether there is a connection LinkedIn takes (the time is not chosen yet).
 */
export function connectionProblem(connection: LinkedinConnection | null, at?: number): ConnectionProblem | null {
  const need = unmetNeed("publishNow", { connection: connectionFacts(connection), at });
  return need ? (CONNECTION_PROBLEMS[need] ?? null) : null;
}

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
  SCHEDULER_NOT_ALLOWED: "publishing.errors.SCHEDULER_NOT_ALLOWED",
};
