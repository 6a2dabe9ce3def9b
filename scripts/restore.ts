// `npm run restore <archive>`: into an empty DATA_DIR (embedded database) or an empty DATABASE_URL, and empty storage.
import { BackupError } from "../src/server/backup/database-target";
import { restoreCommand } from "../src/server/backup/commands";
import { SECRETS_NOT_IN_ARCHIVE } from "../src/server/backup/manifest";
import { configOrExit } from "../src/server/process";
import { createLogger } from "../src/server/lib/logger";

const archive = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!archive) {
  console.error("Usage: npm run restore <archive.tar.gz>");
  process.exit(64);
}
const config = configOrExit();
const logger = createLogger("warn", { stderr: true });
console.log(SECRETS_NOT_IN_ARCHIVE);
try {
  const m = await restoreCommand(config, logger, archive);
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`Restored ${archive}: ${m.tables.length} tables, ${rows} rows, ${m.files.length} files (checked).`);
  console.log(`  PillarPost ${m.appVersion}, migration ${m.migration.tag}; start the app to apply newer migrations.`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
