import { mkdtempSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ScheduledBackupDeps } from "../../src/server/backup/scheduled-backup";
import type { Database } from "../../src/server/db/client";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";

/** The scheduled backup's resources for tests that start every worker: archives to a folder of their own. */
export function testBackupDeps(database: Database, opts: Partial<ScheduledBackupDeps> = {}): ScheduledBackupDeps {
  const dir = mkdtempSync(path.join(tmpdir(), "pp-backups-"));
  return {
    pool: database.pool,
    storage: createLocalDiskStorage(path.join(dir, "uploads")),
    secret: randomBytes(32).toString("hex"),
    config: { BACKUP_DIR: path.join(dir, "backups"), BACKUP_KEEP: 3, S3_BUCKET: undefined },
    ...opts,
  };
}
