import type { AccountExport } from "../../../contracts/account-data/schemas";
import { ACCOUNT_EXPORT_RULES } from "../../../contracts/account-data/rules";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database } from "../../db/client";
import type { FileStorage, FileStream } from "../../integrations/storage/file-storage";
import type { JobQueue } from "../../jobs/job-queue";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";
import * as q from "./queries";

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Export not found" });

function toExport(row: q.AccountExportRow, now: Date): AccountExport {
  return {
    id: row.id,
    status: row.status as AccountExport["status"],
    doneItems: row.doneItems,
    totalItems: row.totalItems,
    size: row.size ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

export interface AccountDataDeps {
  database: Database;
  jobs: JobQueue | null;
  storage: FileStorage;
  limits: LimitStore;
  clock: () => Date;
}

/** "Export my data" for the signed-in user: ask for one, follow it, download it (its owner only, until it expires). */
export function accountDataService({ database, jobs, storage, limits, clock }: AccountDataDeps) {
  const limiter = new RateLimiter(limits, "account-exports", ACCOUNT_EXPORT_RULES.windowSeconds);
  return {
    /** 409 ACCOUNT_EXPORT_RUNNING while one is queued or running; 429 past ACCOUNT_EXPORT_RULES.maxPerWindow a day. */
    async request(actor: Actor): Promise<AccountExport> {
      const running = await withUser(database, actor.userId, (db) => q.latestExport(db, actor.userId), {
        readOnly: true,
      });
      if (running && (running.status === "queued" || running.status === "running"))
        throw new AppError({ code: "ACCOUNT_EXPORT_RUNNING" });
      const wait = await limiter.take({ key: actor.userId, max: ACCOUNT_EXPORT_RULES.maxPerWindow });
      if (wait > 0) throw new AppError({ code: "ACCOUNT_EXPORT_RATE_LIMITED", retryAfterSeconds: wait });
      const row = await withUser(database, actor.userId, (db) => q.insertExport(db));
      if (!row) throw new AppError({ code: "ACCOUNT_EXPORT_RUNNING" });
      try {
        await jobs?.send("account-data.export", { exportId: row.id, userId: actor.userId }, { singletonKey: row.id });
      } catch (err) {
        // no job, no export: the row goes too, so the user can ask again
        await withUser(database, actor.userId, (db) => q.deleteExport(db, row.id));
        throw err;
      }
      return toExport(row, clock());
    },

    async latest(actor: Actor): Promise<AccountExport | null> {
      const row = await withUser(database, actor.userId, (db) => q.latestExport(db, actor.userId), { readOnly: true });
      return row ? toExport(row, clock()) : null;
    },

    /** The zip as a stream: 404 for an id the user has none with (another user's too), 409 not ready, 410 expired. */
    async download(actor: Actor, id: string): Promise<FileStream & { name: string }> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor.userId, (db) => q.findExport(db, actor.userId, id), {
        readOnly: true,
      });
      if (!row) throw notFound();
      if (row.status !== "done" || !row.fileKey) throw new AppError({ code: "ACCOUNT_EXPORT_NOT_READY" });
      if (row.expiresAt && row.expiresAt <= clock()) throw new AppError({ code: "ACCOUNT_EXPORT_EXPIRED" });
      const file = await storage.getStream(row.fileKey);
      if (!file) throw new AppError({ code: "ACCOUNT_EXPORT_EXPIRED" });
      const day = row.createdAt.toISOString().slice(0, 10);
      return { ...file, name: `pillarpost-export-${day}.zip` };
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
