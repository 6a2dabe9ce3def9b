import { sendPendingMails } from "../mail-dispatch";
import { defineWorker } from "../../../jobs/worker";

/**
 * Mails the notifications waiting for one, in each user's language, when their preference is on. Woken after a
 * notification is written and every minute; a mail that fails is tried again later and never affects publishing.
 */
export const notificationMailWorker = defineWorker({
  queue: "notifications.mail",
  pollingIntervalSeconds: 1,
  needs: ["system", "mail"],
  async run(_data, { log }, { system, mail }) {
    const counts = await sendPendingMails(system, mail, log);
    if (counts.sent || counts.skipped || counts.failed) log.info(counts, "notification mails");
    return counts;
  },
});
