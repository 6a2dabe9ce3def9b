import pg from "pg";
import type { Logger } from "pino";
import { loggableError } from "../../lib/log-error";

// Arbitrary advisory-lock key, held for the life of every app or worker process on the database: shared by
// processes on S3 storage, exclusive for a process on local disk (its uploads are in its own DATA_DIR only).
// A transaction-level lock in a transaction left open: a pooler in transaction mode (PgBouncer) keeps the
// server connection pinned to it, and ends it with the client (a session-level lock would stay behind on a
// pooled server connection, or be shared with whichever client gets it next).
const PROCESSES_LOCK = 727_274_002;
const RECLAIM_INTERVAL_MS = 5000;

export type StorageKind = "local-disk" | "s3";

export class StorageClaimError extends Error {}

const REFUSALS: Record<StorageKind, string> = {
  "local-disk":
    "Another PillarPost process is running on this database, and this one keeps uploads on local disk (no S3_BUCKET): local-disk uploads are per process. Several processes on one database need the S3-compatible storage (S3_BUCKET, see docs/operations.md); otherwise run one process.",
  s3: "Another PillarPost process on this database keeps uploads on local disk (no S3_BUCKET), so it must be the only one. Configure the S3-compatible storage (S3_BUCKET) in every process (see docs/operations.md).",
};

async function tryLock(client: pg.Client, kind: StorageKind): Promise<boolean> {
  const fn = kind === "local-disk" ? "pg_try_advisory_xact_lock" : "pg_try_advisory_xact_lock_shared";
  await client.query("BEGIN");
  const { rows } = await client.query<{ ok: boolean }>(`SELECT ${fn}($1) AS ok`, [PROCESSES_LOCK]);
  return rows[0].ok;
}

export interface StorageClaim {
  release(): Promise<void>;
}

/**
 * Refuses to start a second process on a database that one process uses with local-disk uploads (either way
 * round), cheaply: one connection per process holds an advisory lock in an open transaction (released by
 * Postgres when the process dies). A lost connection (database restart, an idle-in-transaction timeout) is
 * reclaimed in the background.
 */
export async function claimStorage(connectionString: string, kind: StorageKind, logger: Logger): Promise<StorageClaim> {
  let client: pg.Client | undefined;
  let released = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString, application_name: "pillarpost-storage-claim" });
    c.on("error", () => {}); // "end" below handles a lost connection
    await c.connect();
    if (!(await tryLock(c, kind))) {
      await c.end().catch(() => {});
      return false;
    }
    c.once("end", () => {
      if (released) return;
      logger.warn("the storage claim lost its database connection; reclaiming");
      schedule();
    });
    client = c;
    return true;
  };
  const schedule = () => {
    timer = setTimeout(async () => {
      try {
        if (!(await connect())) logger.error(REFUSALS[kind]);
        else return;
      } catch (err) {
        logger.warn({ error: loggableError(err) }, "the storage claim cannot reach the database yet");
      }
      if (!released) schedule();
    }, RECLAIM_INTERVAL_MS);
    timer.unref();
  };

  if (!(await connect())) throw new StorageClaimError(REFUSALS[kind]);
  return {
    async release() {
      released = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
