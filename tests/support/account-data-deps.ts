import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Mailer } from "../../src/server/integrations/mail/mailer";
import type { FileStorage } from "../../src/server/integrations/storage/file-storage";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import type { AccountExportDeps } from "../../src/server/modules/account-data/export-run";

/** The account export's dependencies for tests that start workers: a local disk of their own, a mailer that keeps nothing. */
export function testAccountDataDeps(opts: { storage?: FileStorage; mailer?: Mailer } = {}): AccountExportDeps {
  return {
    storage: opts.storage ?? createLocalDiskStorage(mkdtempSync(path.join(tmpdir(), "pp-account-data-"))),
    mailer: opts.mailer ?? { kind: "smtp", send: async () => {} },
    appUrl: "https://app.test",
  };
}
