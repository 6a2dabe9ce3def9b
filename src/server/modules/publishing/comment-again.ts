import type { Logger } from "pino";
import type { PublishingActionInput } from "../../../contracts/publishing/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database } from "../../db/client";
import type { LinkedInPublisher } from "../../integrations/linkedin/publisher";
import { AppError } from "../../lib/errors";
import { loggableError } from "../../lib/log-error";
import type { TokenCipher } from "../../lib/token-cipher";
import type { PostRow } from "../posts/queries";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

/** LinkedIn as the API process reaches it on a user's request: the client and the cipher of the stored tokens. */
export interface LinkedInOnRequest {
  publisher: LinkedInPublisher;
  /** tokenCipher(secret, "linkedin-tokens"), as the worker's. */
  cipher: TokenCipher;
}

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Post not found" });

/**
 * "Post the comment again": the first comment of a published post whose comment failed, sent to LinkedIn now. Safe
 * to send: the post exists (its URN is LinkedIn's), and only a failed comment is sent again. The version is taken
 * before anything is sent (a second click, or another tab, on the same version gets VERSION_CONFLICT); LinkedIn's
 * answer is recorded as the worker records it. A refusal is COMMENT_NOT_POSTED (502) with LinkedIn's words kept on
 * the post.
 */
export async function postCommentAgain(
  deps: { database: Database; linkedin: LinkedInOnRequest; logger: Logger },
  actor: Actor,
  id: string,
  input: PublishingActionInput,
): Promise<PostRow> {
  if (!isUuidShaped(id)) throw notFound();
  const inWorkspace = <T>(fn: Parameters<typeof withUser<T>>[2]) => withUser(deps.database, actor, fn);
  const claimed = await inWorkspace(async (db) => {
    const row = await q.lockPost(db, id);
    if (!row) throw notFound();
    if (row.version !== input.version) throw new AppError({ code: "VERSION_CONFLICT" });
    if (row.status !== "published" || row.publishError !== "FIRST_COMMENT_FAILED" || !row.linkedinPostUrn)
      throw new AppError({ code: "COMMENT_NOT_FAILED" });
    const connection = await q.findConnectionToken(db);
    if (!connection) throw new AppError({ code: "LINKEDIN_NOT_CONNECTED" });
    const token = deps.linkedin.cipher.decrypt(connection.accessToken);
    if (connection.needsReconnect || connection.expired || !token)
      throw new AppError({ code: "LINKEDIN_RECONNECT_NEEDED" });
    const post = await q.changePost(db, id, { publishErrorDetail: null });
    return { post, token, author: `urn:li:person:${connection.memberId}` };
  });
  const { post, token, author } = claimed;
  const comment = await deps.linkedin.publisher.createComment(token, {
    actor: author,
    postUrn: post.linkedinPostUrn!,
    text: post.firstComment,
  });
  if (comment.kind === "published") {
    return inWorkspace(async (db) => {
      await q.recordCommentAgain(db, id, { urn: comment.value.urn });
      return (await q.readPost(db, id))!;
    });
  }
  const detail = "reason" in comment ? comment.reason : comment.message;
  deps.logger.warn({ postId: id, outcome: comment.kind }, "publishing: the first comment failed again");
  await inWorkspace((db) => q.recordCommentAgain(db, id, { error: "FIRST_COMMENT_FAILED", detail })).catch(
    (err: unknown) => deps.logger.error({ postId: id, error: loggableError(err) }, "publishing: comment not recorded"),
  );
  throw new AppError({ code: "COMMENT_NOT_POSTED" });
}
