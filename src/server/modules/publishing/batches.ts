import type { Database } from "../../db/client";
import { coalesce, type Coalescer } from "../../lib/coalesce";
import { claimPosts, endPublishedPosts, type Claim, type PostOwner, type PublishedEnd } from "./queries";

/** Posts claimed, or ended as published, in one transaction at most (a batch's rows stay locked until it commits). */
const MAX_BATCH = 100;

/**
 * The publishing worker's two hot writes, group-committed (lib/coalesce.ts): the claims of the attempts that start
 * together go in one transaction, and so do the ends of those that LinkedIn took. When many posts are due at once
 * (10,000 at 09:00), a commit and a round trip per post would cost more than publishing them; a lone post waits
 * for no one. One pair per database handle (per process).
 */
export interface PublishingBatches {
  claims: Coalescer<PostOwner & { graceMinutes: number }, Claim | undefined>;
  ends: Coalescer<PublishedEnd, boolean>;
}

const byDatabase = new WeakMap<Database, PublishingBatches>();

export function publishingBatches(database: Database): PublishingBatches {
  let batches = byDatabase.get(database);
  if (!batches) {
    batches = {
      claims: coalesce((inputs) => claimPosts(database, inputs), { maxBatch: MAX_BATCH }),
      ends: coalesce((inputs) => endPublishedPosts(database, inputs), { maxBatch: MAX_BATCH }),
    };
    byDatabase.set(database, batches);
  }
  return batches;
}
