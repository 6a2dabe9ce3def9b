import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { linkedInTokenCipher } from "../../src/server/composition";
import { createLinkedInPublisher } from "../../src/server/integrations/linkedin/publisher";
import type { PublishingDeps } from "../../src/server/modules/publishing/attempt";
import type { Mailer } from "../../src/server/integrations/mail/mailer";
import type { NotificationMailDeps } from "../../src/server/modules/notifications/mail-dispatch";
import { CapturingMailer } from "./test-app";

/**
 * The publishing worker's dependencies for tests that start workers: LinkedIn at `apiUrl` (the simulator; by
 * default a closed port, for tests that publish nothing), a cipher under `secret`, no retry wait unless asked, the
 * media files on a local disk of their own.
 */
export function testPublishingDeps(
  opts: { apiUrl?: string; webUrl?: string; secret?: string; timeoutMs?: number } & Partial<PublishingDeps> = {},
): PublishingDeps {
  const { apiUrl = "http://127.0.0.1:9", webUrl = "http://127.0.0.1:9", secret, timeoutMs = 2000, ...rest } = opts;
  return {
    publisher: createLinkedInPublisher({ apiUrl, webUrl, version: "202601", timeoutMs }),
    cipher: linkedInTokenCipher(secret ?? randomBytes(32).toString("hex")),
    graceMinutes: 360,
    retryBaseSeconds: 0,
    staleSeconds: Math.ceil(timeoutMs / 1000) + 60,
    concurrency: 4,
    storage: createLocalDiskStorage(mkdtempSync(path.join(tmpdir(), "pp-publish-media-"))),
    tokens: null,
    ...rest,
  };
}

/** The notification mails' dependencies for tests that start workers: a capturing mailer, links to app.test. */
export function testMailDeps(mailer: Mailer = new CapturingMailer()): NotificationMailDeps {
  return { mailer, appUrl: "http://app.test" };
}
