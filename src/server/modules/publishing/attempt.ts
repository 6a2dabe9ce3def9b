import type { Logger } from "pino";
import { defaultDocumentTitle } from "../../../contracts/posts/rules";
import { NEEDS, unmetNeed } from "../../../contracts/posts/lifecycle";
import { linkedInTextFacts } from "../../../shared/post-text/count";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { LinkedInTokenRefresher } from "../../integrations/linkedin/connect-client";
import type { LinkedInPublisher, PostContent } from "../../integrations/linkedin/publisher";
import type { LinkedInFailure, LinkedInOutcome } from "../../integrations/linkedin/outcome";
import { loggableError } from "../../lib/log-error";
import type { TokenCipher } from "../../lib/token-cipher";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { imageForLinkedIn } from "../media/image-processing";
import { mediaOfPosts, type MediaRow } from "../media/queries";
import { kindOfPublishError, notifyPost, notifyReconnectNeeded } from "../notifications/events";
import { publishingBatches } from "./batches";
import * as q from "./queries";

/** What the publishing worker needs besides the database (built once per process, composition.ts). */
export interface PublishingDeps {
  publisher: LinkedInPublisher;
  /** tokenCipher(secret, "linkedin-tokens"): the connection's token is decrypted only for the call. */
  cipher: TokenCipher;
  /** PUBLISH_GRACE_PERIOD_MINUTES */
  graceMinutes: number;
  /** PUBLISH_RETRY_BASE_SECONDS */
  retryBaseSeconds: number;
  /** How long an attempt can last (LinkedIn's timeout and a margin): a post `publishing` longer was cut off. */
  staleSeconds: number;
  /** Where the post's images and PDF are read from (the Library's files). */
  storage: FileStorage;
  /**
   * LinkedIn's token endpoint (LINKEDIN_CLIENT_ID set): renews a connection that has a refresh token when its access
   * token expired or LinkedIn answered 401; null, or no refresh token: RECONNECT_NEEDED.
   */
  tokens: LinkedInTokenRefresher | null;
  /** PUBLISH_CONCURRENCY: attempts one process runs at once. */
  concurrency: number;
}

/** The longest wait between two tries of a post LinkedIn did not take. */
const MAX_RETRY_SECONDS = 15 * 60;

/** Seconds before the next try: LinkedIn's Retry-After when longer, else the base doubled per attempt. */
export function retryDelaySeconds(attempts: number, baseSeconds: number, retryAfter: number | null): number {
  const backoff = Math.min(MAX_RETRY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, Math.min(retryAfter ?? 0, MAX_RETRY_SECONDS));
}

/**
 * A post's media (images, a PDF): the worker uploads them before the post and gives `createPost` their content.
 * Text posts have none.
 */
export interface PostMediaItem {
  kind: "image" | "document";
  /** Alt text of an image, title of a document. */
  label: string;
  bytes: () => Promise<Buffer>;
}

/**
 * Uploads a post's media and answers the post's `content`: one image, several images, or one document (the
 * carousel path). Uploads create nothing visible on LinkedIn, so any failure here is safe to retry.
 */
export async function mediaContent(
  publisher: LinkedInPublisher,
  token: string,
  owner: string,
  media: readonly PostMediaItem[],
): Promise<LinkedInOutcome<PostContent | undefined>> {
  if (media.length === 0) return { kind: "published", value: undefined };
  const uploaded: Array<{ urn: string; item: PostMediaItem }> = [];
  for (const item of media) {
    const input = { owner, bytes: await item.bytes() };
    const outcome =
      item.kind === "image" ? await publisher.uploadImage(token, input) : await publisher.uploadDocument(token, input);
    if (outcome.kind !== "published") return outcome;
    uploaded.push({ urn: outcome.value.urn, item });
  }
  const [first] = uploaded;
  if (first!.item.kind === "document")
    return { kind: "published", value: { kind: "document", urn: first!.urn, title: first!.item.label } };
  const image = (u: (typeof uploaded)[number]) => ({ urn: u.urn, ...(u.item.label ? { altText: u.item.label } : {}) });
  if (uploaded.length === 1) return { kind: "published", value: { kind: "image", ...image(first!) } };
  return { kind: "published", value: { kind: "images", images: uploaded.map(image) } };
}

/** Where a failure leaves the post (the table in docs/architecture/publishing.md). */
function endOfFailure(failure: LinkedInFailure, attempts: number, deps: PublishingDeps): q.AttemptEnd {
  switch (failure.kind) {
    case "not_sent":
      return {
        status: "scheduled",
        retryInSeconds: retryDelaySeconds(attempts, deps.retryBaseSeconds, failure.retryAfterSeconds),
        detail: failure.reason,
      };
    case "unknown":
      return { status: "needs_check", detail: failure.reason };
    case "unauthorized":
      return { status: "failed", error: "RECONNECT_NEEDED", detail: failure.message };
    case "duplicate":
      return { status: "failed", error: "DUPLICATE_POST", detail: failure.message };
    case "rejected":
      return { status: "failed", error: "REJECTED", detail: failure.message };
  }
}

/**
 * DUPLICATE_POST to a post an earlier attempt may have created (it ended needs_check, and the user had it sent
 * again): evidence that the earlier attempt landed, never a failure. Published as the post LinkedIn's message
 * quotes; without a quoted post, still to be checked (docs/architecture/publishing.md, "LinkedIn's answers").
 */
function earlierAttemptLanded(
  publisher: LinkedInPublisher,
  duplicate: Extract<LinkedInFailure, { kind: "duplicate" }>,
): LinkedInOutcome<{ urn: string; url: string }> {
  if (duplicate.urn) return { kind: "published", value: { urn: duplicate.urn, url: publisher.postUrl(duplicate.urn) } };
  return { kind: "unknown", reason: `LinkedIn already has this text, from an earlier attempt: ${duplicate.message}` };
}

export type AttemptResult = (
  | { result: "published"; urn: string }
  | { result: "retry"; inSeconds: number }
  | { result: "failed"; error: string }
  | { result: "needs_check" | "missed" | "abandoned" | "skipped" }
) & {
  /** A notification was written (its mail waits for the `notifications.mail` job). */
  notified?: boolean;
};

/** The notification of an attempt's end, in the same transaction (once per post version). */
async function notifyEnd(db: UserDb, postId: string, end: q.AttemptEnd): Promise<boolean> {
  if (end.status === "failed") return notifyPost(db, postId, { kind: kindOfPublishError(end.error), error: end.error });
  if (end.status === "needs_check") return notifyPost(db, postId, { kind: "needs_check" });
  return false;
}

/**
 * New tokens from LinkedIn's refresh grant, sealed and stored; answers the new access token, or null when there is
 * no token endpoint or LinkedIn refused (then the post fails as RECONNECT_NEEDED, as without a refresh token).
 */
async function refreshAccessToken(
  deps: PublishingDeps & { log: Logger },
  inWorkspace: <T>(fn: (db: UserDb) => Promise<T>) => Promise<T>,
  sealedRefreshToken: string,
  postId: string,
): Promise<string | null> {
  const refreshToken = deps.cipher.decrypt(sealedRefreshToken);
  if (!deps.tokens || !refreshToken) return null;
  try {
    const tokens = await deps.tokens.refresh(refreshToken);
    const now = Date.now();
    await inWorkspace((db) =>
      q.saveRefreshedTokens(db, sealedRefreshToken, {
        accessToken: deps.cipher.encrypt(tokens.accessToken),
        expiresAt: new Date(now + tokens.expiresInSeconds * 1000),
        refreshToken: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
        refreshExpiresAt: tokens.refreshExpiresInSeconds ? new Date(now + tokens.refreshExpiresInSeconds * 1000) : null,
      }),
    );
    deps.log.info({ postId }, "publishing: LinkedIn token refreshed");
    return tokens.accessToken;
  } catch (err) {
    deps.log.warn({ postId, error: loggableError(err) }, "publishing: LinkedIn token refresh failed");
    return null;
  }
}

export interface AttemptInput {
  postId: string;
  workspaceId: string;
  userId: string;
}

/**
 * The post's files as the worker uploads them, read from storage only when sent (an image in a type LinkedIn takes,
 * see `imageForLinkedIn`): images without alt text (the
 * Library has none yet; a file name is no description), a PDF titled as the writer titled it (`documentTitle`), else
 * by its file name without the extension.
 */
export function postMediaItems(
  files: readonly MediaRow[],
  storage: FileStorage,
  documentTitle: string | null = null,
): PostMediaItem[] {
  return files.map((file) => ({
    kind: file.kind === "pdf" ? ("document" as const) : ("image" as const),
    label: file.kind === "pdf" ? documentTitle?.trim() || defaultDocumentTitle(file.name) : "",
    bytes: async () => {
      const stored = await storage.get(file.fileKey);
      if (!stored) throw new Error(`media file missing: ${file.id}`);
      // a WebP uploaded before uploads were converted: LinkedIn takes JPEG, PNG and GIF only
      return file.kind === "image" ? imageForLinkedIn(stored.data, file.contentType) : stored.data;
    },
  }));
}

/**
 * One publishing attempt of one post: claim (scheduled -> publishing, one winner, committed before anything is
 * sent), LinkedIn, then the outcome's state, written only while the post is still this attempt's. Claims and
 * published ends are group-committed with those of the attempts running beside it (batches.ts); a post that is not
 * claimed, not fit to send, or not published ends in a transaction of its own. The token never leaves this
 * function.
 */
export async function publishAttempt(
  deps: PublishingDeps & { database: Database; log: Logger },
  input: AttemptInput,
): Promise<AttemptResult> {
  const { database, publisher, cipher } = deps;
  const inWorkspace = <T>(fn: (db: UserDb) => Promise<T>) =>
    withUser(database, input.userId, fn, { workspaceId: input.workspaceId });

  const batches = publishingBatches(database);
  // scheduled -> publishing, committed before anything is sent, together with the claims of the attempts that
  // start meanwhile (one transaction); the claim reads the connection too
  const claimed = await batches.claims.run({ ...input, graceMinutes: deps.graceMinutes });
  if (!claimed)
    return inWorkspace(async (db) => {
      if (await q.failMissedPost(db, input.postId, deps.graceMinutes)) {
        const notified = await notifyPost(db, input.postId, { kind: "publish_failed", error: "MISSED_TIME" });
        return { result: "missed" as const, notified };
      }
      if (await q.checkAbandonedPost(db, input.postId, deps.staleSeconds)) {
        const notified = await notifyPost(db, input.postId, { kind: "needs_check" });
        return { result: "abandoned" as const, notified };
      }
      return { result: "skipped" as const };
    });
  const { post, connection } = claimed;
  // scheduling checked all this, but a scheduled post can still be edited and the connection removed: the claim
  // took the post from scheduled, what `publish` needs is asked again
  const accessToken = connection && !connection.needsReconnect ? cipher.decrypt(connection.accessToken) : null;
  const unmet = unmetNeed("publish", {
    text: linkedInTextFacts(post.body),
    connection: connection ? { usable: accessToken !== null } : null,
  });
  const unusable = unmet ? NEEDS[unmet].failure : null;
  if (unusable || !connection || !accessToken)
    return inWorkspace(async (db) => {
      const end = { status: "failed", error: unusable ?? "RECONNECT_NEEDED" } as const;
      const ended = await q.endAttempt(db, post, end);
      return { result: "failed" as const, error: end.error, notified: ended && (await notifyEnd(db, post.id, end)) };
    });
  const files = claimed.hasMedia
    ? await withUser(database, input.userId, (db) => mediaOfPosts(db, [input.postId]), {
        workspaceId: input.workspaceId,
        readOnly: true,
      })
    : [];
  const author = `urn:li:person:${connection.memberId}`;
  let token = accessToken;

  // a refreshable connection is renewed once: before sending when the token has expired, or after a 401 (which
  // LinkedIn answers before doing anything: the post is provably not published, so sending again is safe)
  let refreshed = false;
  const renew = async () => {
    refreshed = true;
    const renewed = connection.refreshToken
      ? await refreshAccessToken(deps, inWorkspace, connection.refreshToken, post.id)
      : null;
    if (renewed) token = renewed;
    return renewed !== null;
  };
  if (connection.expired && connection.refreshToken) await renew();

  const send = async (): Promise<LinkedInOutcome<{ urn: string; url: string }>> => {
    // a media file that cannot be read (storage down) fails before anything reached LinkedIn: retried like not_sent
    const content = await mediaContent(
      publisher,
      token,
      author,
      postMediaItems(files, deps.storage, post.documentTitle),
    ).catch((err: unknown): LinkedInFailure => {
      deps.log.warn({ postId: post.id, error: loggableError(err) }, "publishing: a media file could not be read");
      return { kind: "not_sent", reason: "a media file could not be read", status: null, retryAfterSeconds: null };
    });
    return content.kind === "published"
      ? publisher.createPost(token, { author, text: post.body, content: content.value })
      : content;
  };
  let outcome = await send();
  if (outcome.kind === "unauthorized" && connection.refreshToken && !refreshed && (await renew()))
    outcome = await send();
  if (outcome.kind === "duplicate" && post.unconfirmed) outcome = earlierAttemptLanded(publisher, outcome);

  const end: q.AttemptEnd =
    outcome.kind === "published"
      ? { status: "published", urn: outcome.value.urn, url: outcome.value.url }
      : endOfFailure(outcome, post.attempts, deps);
  // published: one statement, group-committed with the other attempts' (no notification); the other ends may
  // notify, in a transaction of their own
  let notified = false;
  if (end.status === "published") await batches.ends.run({ ...input, post, published: end });
  else
    notified = await inWorkspace(async (db) => {
      const ended = await q.endAttempt(db, post, end);
      const flagged = outcome.kind === "unauthorized" && (await q.markReconnectNeeded(db));
      const reconnect = flagged && (await notifyReconnectNeeded(db));
      return (ended && (await notifyEnd(db, post.id, end))) || reconnect;
    });
  deps.log.info({ postId: post.id, outcome: outcome.kind, attempt: post.attempts }, "publishing attempt");
  if (outcome.kind !== "published") {
    if (end.status === "scheduled") return { result: "retry", inSeconds: end.retryInSeconds };
    if (end.status === "failed") return { result: "failed", error: end.error, notified };
    return { result: "needs_check", notified };
  }

  if (post.firstComment.trim()) {
    const comment = await publisher.createComment(token, {
      actor: author,
      postUrn: outcome.value.urn,
      text: post.firstComment,
    });
    const commentNotified = await inWorkspace(async (db) => {
      if (comment.kind === "published") {
        await q.recordFirstComment(db, post.id, { urn: comment.value.urn });
        return false;
      }
      const detail = "reason" in comment ? comment.reason : comment.message;
      if (!(await q.recordFirstComment(db, post.id, { error: "FIRST_COMMENT_FAILED", detail }))) return false;
      return notifyPost(db, post.id, { kind: "first_comment_failed", error: "FIRST_COMMENT_FAILED" });
    });
    return { result: "published", urn: outcome.value.urn, notified: commentNotified };
  }
  return { result: "published", urn: outcome.value.urn, notified };
}
