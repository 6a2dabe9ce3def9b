import { sweep } from "../queries";
import { NOTIFICATION_MAIL_WAKE_UP } from "../../notifications/queues";
import { defineWorker } from "../../../jobs/worker";

/** Posts queued per sweep at most (the next minute's sweep takes the rest). */
const SWEEP_LIMIT = 1000;

/**
 * Every minute, and when a worker process starts: nothing stays stuck. A post left `publishing` longer than an
 * attempt can last becomes needs_check (a worker died after sending); a post more than the grace period late fails
 * as MISSED_TIME; a due post whose scheduler may no longer schedule fails as SCHEDULER_NOT_ALLOWED; every due post is
 * queued again (at most one queued sweep job per post). A system sweep over every workspace on the owner connection,
 * like the trash purge: it moves posts only along the state machine, and each post is then published as the user
 * who scheduled it.
 */
export const publishSweepWorker = defineWorker({
  queue: "publishing.sweep",
  needs: ["system", "publishing"],
  async run(_data, { queue, log }, { system, publishing }) {
    const result = await sweep(system, {
      graceMinutes: publishing.graceMinutes,
      staleSeconds: publishing.staleSeconds,
      limit: SWEEP_LIMIT,
    });
    for (const due of result.due) await queue.send("publishing.publish", due, { singletonKey: `${due.postId}:sweep` });
    if (result.notified > 0)
      await queue.send(NOTIFICATION_MAIL_WAKE_UP.queue, {}, { singletonKey: NOTIFICATION_MAIL_WAKE_UP.singletonKey });
    const { abandoned, missed, notAllowed } = result;
    const counts = { abandoned, missed, notAllowed, queued: result.due.length };
    if (abandoned || missed || notAllowed || counts.queued) log.info(counts, "publishing sweep");
    return counts;
  },
});
