import type { Logger } from "pino";
import { LINKEDIN_POST_LIMIT, utf16Length } from "../../../shared/post-text/count";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { LinkedInPublisher, PostContent } from "../../integrations/linkedin/publisher";
import type { LinkedInFailure, LinkedInOutcome } from "../../integrations/linkedin/outcome";
import { loggableError } from "../../lib/log-error";
import type { TokenCipher } from "../../lib/token-cipher";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { mediaOfPosts, type MediaRow } from "../media/queries";
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

/** Where a failure leaves the post (the table in docs/architecture.md "Publishing"). */
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

export type AttemptResult =
  | { result: "published"; urn: string }
  | { result: "retry"; inSeconds: number }
  | { result: "failed" | "needs_check" | "missed" | "abandoned" | "skipped" };

export interface AttemptInput {
  postId: string;
  workspaceId: string;
  userId: string;
}

/**
 * The post's files as the worker uploads them, read from storage only when sent: images without alt text (the
 * Library has none yet; a file name is no description), a PDF titled by its name without the extension.
 */
export function postMediaItems(files: readonly MediaRow[], storage: FileStorage): PostMediaItem[] {
  return files.map((file) => ({
    kind: file.kind === "pdf" ? ("document" as const) : ("image" as const),
    label: file.kind === "pdf" ? file.name.replace(/\.pdf$/i, "") : "",
    bytes: async () => {
      const stored = await storage.get(file.fileKey);
      if (!stored) throw new Error(`media file missing: ${file.id}`);
      return stored.data;
    },
  }));
}

/**
 * One publishing attempt of one post: claim (scheduled -> publishing, one winner), LinkedIn, then the outcome's
 * state, written only while the post is still this attempt's. The token never leaves this function.
 */
export async function publishAttempt(
  deps: PublishingDeps & { database: Database; log: Logger },
  input: AttemptInput,
): Promise<AttemptResult> {
  const { database, publisher, cipher } = deps;
  const inWorkspace = <T>(fn: (db: UserDb) => Promise<T>) =>
    withUser(database, input.userId, fn, { workspaceId: input.workspaceId });

  const claim = await inWorkspace(async (db) => {
    // the claim and the two reads of the attempt leave together (one round trip on the pipelined connection); the
    // reads are simply unused when another worker has the post
    const [post, connection, files] = await Promise.all([
      q.claimPost(db, input.postId, deps.graceMinutes),
      q.findPublishingConnection(db),
      mediaOfPosts(db, [input.postId]),
    ]);
    if (!post) {
      if (await q.failMissedPost(db, input.postId, deps.graceMinutes)) return { result: "missed" as const };
      if (await q.checkAbandonedPost(db, input.postId, deps.staleSeconds)) return { result: "abandoned" as const };
      return { result: "skipped" as const };
    }
    // scheduling checked the text, but a scheduled post can still be edited
    const unfit = !post.body.trim() ? "EMPTY" : utf16Length(post.body) > LINKEDIN_POST_LIMIT ? "TOO_LONG" : null;
    if (unfit) {
      await q.endAttempt(db, post, { status: "failed", error: unfit });
      return { result: "failed" as const };
    }
    const token = connection && !connection.needsReconnect ? cipher.decrypt(connection.accessToken) : null;
    if (!connection || !token) {
      await q.endAttempt(db, post, {
        status: "failed",
        error: connection ? "RECONNECT_NEEDED" : "NOT_CONNECTED",
      });
      return { result: "failed" as const };
    }
    return { result: "claimed" as const, post, token, files, author: `urn:li:person:${connection.memberId}` };
  });
  if (claim.result !== "claimed") return claim;
  const { post, token, author, files } = claim;

  // a media file that cannot be read (storage down) fails before anything reached LinkedIn: retried like not_sent
  const content = await mediaContent(publisher, token, author, postMediaItems(files, deps.storage)).catch(
    (err: unknown): LinkedInFailure => {
      deps.log.warn({ postId: post.id, error: loggableError(err) }, "publishing: a media file could not be read");
      return { kind: "not_sent", reason: "a media file could not be read", status: null, retryAfterSeconds: null };
    },
  );
  const outcome =
    content.kind === "published"
      ? await publisher.createPost(token, { author, text: post.body, content: content.value })
      : content;
  const end: q.AttemptEnd =
    outcome.kind === "published"
      ? { status: "published", urn: outcome.value.urn, url: outcome.value.url }
      : endOfFailure(outcome, post.attempts, deps);
  await inWorkspace(async (db) => {
    await q.endAttempt(db, post, end);
    if (outcome.kind === "unauthorized") await q.markReconnectNeeded(db);
  });
  deps.log.info({ postId: post.id, outcome: outcome.kind, attempt: post.attempts }, "publishing attempt");
  if (outcome.kind !== "published") {
    if (end.status === "scheduled") return { result: "retry", inSeconds: end.retryInSeconds };
    return { result: end.status === "failed" ? "failed" : "needs_check" };
  }

  if (post.firstComment.trim()) {
    const comment = await publisher.createComment(token, {
      actor: author,
      postUrn: outcome.value.urn,
      text: post.firstComment,
    });
    await inWorkspace((db) =>
      q.recordFirstComment(
        db,
        post.id,
        comment.kind === "published"
          ? { urn: comment.value.urn }
          : { error: "FIRST_COMMENT_FAILED", detail: "reason" in comment ? comment.reason : comment.message },
      ),
    );
  }
  return { result: "published", urn: outcome.value.urn };
}
