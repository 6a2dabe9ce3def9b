import type { Logger } from "pino";
import { ACCOUNT_EXPORT_CONTENT_TYPE, ACCOUNT_DATA_PATHS } from "../../../contracts/account-data/paths";
import { ACCOUNT_EXPORT_RULES } from "../../../contracts/account-data/rules";
import { toLanguage } from "../../../contracts/language";
import { withUser, type Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { loggableError } from "../../lib/log-error";
import { EXPORTED_TABLES, personalWorkspaceId, tableRows, zipPathOfMedia } from "./export-data";
import { exportReadyMail } from "./export-mail";
import * as q from "./queries";
import { zipStream } from "./zip-stream";

/** What an export needs besides the database (the worker's `accountData`). */
export interface AccountExportDeps {
  storage: FileStorage;
  mailer: Mailer;
  /** $APP_URL: the mail's link points at it. */
  appUrl: string;
  clock?: () => Date;
}

/** Format of the zip (docs/architecture/account-export.md); raised when an entry changes meaning. */
export const EXPORT_FORMAT_VERSION = 1;

/** Where an export's zip is kept: never under a folder served at /uploads (avatars/ is the only public one). */
export const exportKey = (userId: string, exportId: string) => `account-exports/${userId}/${exportId}.zip`;

/** The download's address (behind the owner's session). */
export const downloadPath = (exportId: string) =>
  ACCOUNT_DATA_PATHS.downloadAccountExport.path.replace("{id}", exportId);

const PROGRESS_EVERY_MS = 500;
const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Builds one export: every exported table's rows of the user as data/{table}.json, the personal workspace's files
 * under files/, then manifest.json, streamed into storage; marks it done (expiring in ACCOUNT_EXPORT_RULES.keepDays),
 * removes the user's older exports and mails the link. A run of an export done or failed already does nothing.
 */
export async function runAccountExport(
  deps: AccountExportDeps & { database: Database; log: Logger },
  userId: string,
  exportId: string,
): Promise<{ status: "done" | "failed" | "skipped"; size?: number }> {
  const { database, storage, log } = deps;
  const now = deps.clock ?? (() => new Date());
  const as = <T>(fn: Parameters<typeof withUser<T>>[2], workspaceId?: string) =>
    withUser(database, { userId, workspaceId }, fn);

  const claimed = await as((db) => q.claimExport(db, userId, exportId));
  if (!claimed) return { status: "skipped" };
  const workspaceId = await as((db) => personalWorkspaceId(db, userId));
  const owner = { userId, workspaceId };
  const key = exportKey(userId, exportId);

  const mediaRows = await as((db) => tableRows(db, "media", owner), workspaceId);
  const total = EXPORTED_TABLES.length + mediaRows.length + 1;
  let done = 0;
  let reported = 0;
  const progress = async (force = false) => {
    done += 1;
    if (!force && Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    await as((db) => q.setProgress(db, exportId, done, total));
  };
  await as((db) => q.setProgress(db, exportId, 0, total));

  const zip = zipStream();
  const stored = storage.putStream(key, zip.stream, ACCOUNT_EXPORT_CONTENT_TYPE);
  // a failed write ends the zip's writes too (drained() throws): caught below with the write's error
  stored.catch((err: unknown) => zip.abort(err));
  try {
    const counts: Record<string, number> = {};
    for (const table of EXPORTED_TABLES) {
      const rows = table === "media" ? mediaRows : await as((db) => tableRows(db, table, owner), workspaceId);
      counts[table] = rows.length;
      await zip.addBytes(`data/${table}.json`, json(rows));
      await progress();
    }
    const files: { path: string; mediaId: unknown; size: number }[] = [];
    for (const row of mediaRows) {
      const file = await storage.getStream(String(row.file_key));
      if (!file) {
        log.warn({ exportId, mediaId: row.id }, "account export: a Library file is missing from storage");
        await progress();
        continue;
      }
      const path = zipPathOfMedia(row as { id: unknown; file_key: unknown });
      await zip.addStream(path, file.body);
      files.push({ path, mediaId: row.id, size: file.size });
      await progress();
    }
    const exportedAt = now();
    await zip.addBytes(
      "manifest.json",
      json({
        format: "pillarpost-account-export",
        version: EXPORT_FORMAT_VERSION,
        exportedAt: exportedAt.toISOString(),
        userId,
        workspaceId,
        tables: counts,
        files,
      }),
    );
    zip.end();
    const { size } = await stored;
    const expiresAt = new Date(exportedAt.getTime() + ACCOUNT_EXPORT_RULES.keepDays * 24 * 3600 * 1000);
    const finished = await as(async (db) => {
      if (!(await q.finishExport(db, exportId, { status: "done", fileKey: key, size, expiresAt }))) return false;
      await q.setProgress(db, exportId, total, total);
      return true;
    });
    if (!finished) {
      // the export went meanwhile (its account was deleted): no zip stays behind without its row
      await storage.delete(key);
      return { status: "skipped" };
    }
    await removeOlder(deps, userId, exportId);
    await mailReady(deps, userId, exportId);
    return { status: "done", size };
  } catch (err) {
    zip.abort(err);
    await stored.catch(() => undefined);
    await storage.delete(key).catch(() => undefined);
    log.error({ err: loggableError(err), exportId }, "account export failed");
    await as((db) => q.finishExport(db, exportId, { status: "failed", error: "EXPORT_FAILED" }));
    return { status: "failed" };
  }
}

/** One zip kept per user: the older ones go, file first (a row without its file would offer a dead link). */
async function removeOlder(deps: AccountExportDeps & { database: Database }, userId: string, keepId: string) {
  const older = await withUser(deps.database, userId, (db) => q.olderExports(db, userId, keepId));
  for (const row of older) {
    if (row.fileKey) await deps.storage.delete(row.fileKey);
    await withUser(deps.database, userId, (db) => q.deleteExport(db, row.id));
  }
}

async function mailReady(deps: AccountExportDeps & { database: Database; log: Logger }, userId: string, id: string) {
  const user = await withUser(deps.database, userId, (db) => q.recipient(db, userId));
  if (!user) return;
  const url = `${deps.appUrl}${downloadPath(id)}`;
  try {
    await deps.mailer.send(exportReadyMail(toLanguage(user.language), user.email, url, ACCOUNT_EXPORT_RULES.keepDays));
  } catch (err) {
    // the export is there: Settings > Account shows its link whatever the mail's fate
    deps.log.warn({ err: loggableError(err), exportId: id }, "account export mail not sent");
  }
}
