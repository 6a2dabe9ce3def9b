import { notifyExpiringTokens } from "../events";
import { NOTIFICATION_MAIL_WAKE_UP } from "../queues";
import { defineWorker } from "../../../jobs/worker";

/**
 * Hourly: a reminder (in the app, and by mail) for each LinkedIn connection without a refresh token whose token
 * expires within 7 days, then within 1 day, once per threshold and token (a reconnect starts over). A system job
 * over every workspace, like the publishing sweep.
 */
export const linkedInExpiryWorker = defineWorker({
  queue: "notifications.linkedin-expiry",
  needs: ["system"],
  async run(_data, { queue, log }, { system }) {
    const added = await notifyExpiringTokens(system);
    if (added > 0) {
      log.info({ added }, "LinkedIn expiry reminders");
      await queue.send(NOTIFICATION_MAIL_WAKE_UP.queue, {}, { singletonKey: NOTIFICATION_MAIL_WAKE_UP.singletonKey });
    }
    return { added };
  },
});
