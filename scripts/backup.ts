// `npm run backup [--out <file> | <file>]`: a logical backup of the configured instance (running or not).
import { BackupError } from "../src/server/backup/database-target";
import { backupCommand } from "../src/server/backup/commands";
import { SECRETS_NOT_IN_ARCHIVE } from "../src/server/backup/manifest";
import { configOrExit } from "../src/server/process";
import { createLogger } from "../src/server/lib/logger";

const args = process.argv.slice(2);
const outFlag = args.indexOf("--out");
const out = outFlag >= 0 ? args[outFlag + 1] : args.find((a) => !a.startsWith("--"));
const config = configOrExit();
const logger = createLogger("warn", { stderr: true });
try {
  const m = await backupCommand(config, logger, out);
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = m.files.reduce((n, f) => n + f.size, 0);
  console.log(`Backup written: ${m.out}`);
  console.log(`  ${m.tables.length} tables, ${rows} rows; ${m.files.length} files, ${bytes} bytes`);
  console.log(`  PillarPost ${m.appVersion}, migration ${m.migration.tag}, PostgreSQL ${m.postgresVersion}`);
  console.log(SECRETS_NOT_IN_ARCHIVE);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
