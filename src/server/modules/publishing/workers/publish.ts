import { publishAttempt } from "../attempt";
import { NOTIFICATION_MAIL_WAKE_UP } from "../../notifications/queues";
import { defineWorker } from "../../../jobs/worker";
import { publishAttempts } from "../../../metrics/registry";

/**
 * Publishes one post (modules/publishing/attempt.ts). When LinkedIn provably did not take it, the post is back in
 * `scheduled` with its retry time, and the next try is queued for then (the sweep queues it too, should this send
 * be lost). A notification it wrote (a failure, needs_check) wakes the mail job.
 */
export const publishWorker = defineWorker({
  queue: "publishing.publish",
  pollingIntervalSeconds: 1,
  needs: ["database", "publishing"],
  concurrency: ({ publishing }) => publishing.concurrency,
  // a killed worker's fetched posts are published by another within seconds of their time
  handedBack: true,
  async run(data, { log, queue }, { database, publishing }) {
    const attempt = await publishAttempt({ ...publishing, database, log }, data);
    publishAttempts.inc({ result: attempt.result, error: attempt.result === "failed" ? attempt.error : "" });
    if (attempt.result === "retry")
      await queue.send("publishing.publish", data, {
        startAfterSeconds: attempt.inSeconds,
        singletonKey: `${data.postId}:retry`,
      });
    if (attempt.notified)
      await queue.send(NOTIFICATION_MAIL_WAKE_UP.queue, {}, { singletonKey: NOTIFICATION_MAIL_WAKE_UP.singletonKey });
    return attempt;
  },
});
