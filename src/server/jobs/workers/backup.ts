import { BACKUP_QUEUE } from "../../backup/last-backup";
import { runScheduledBackup } from "../../backup/scheduled-backup";
import { defineWorker } from "../worker";

/** A scheduled backup (BACKUP_CRON): the archive, then the oldest beyond BACKUP_KEEP removed. */
export const backupWorker = defineWorker({
  queue: BACKUP_QUEUE,
  needs: ["backups"],
  async run(_data, { log }, { backups }) {
    const done = await runScheduledBackup(backups);
    log.info(done, "backup written");
    return done;
  },
});
