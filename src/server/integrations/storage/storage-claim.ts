import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import { loggableError } from "../../lib/log-error";

// Arbitrary advisory-lock key, held for the life of every app or worker process on the database: shared by
// processes on S3 storage, exclusive for a process on local disk (its uploads are in its own DATA_DIR only).
// A transaction-level lock in a transaction left open: a pooler in transaction mode (PgBouncer) keeps the
// server connection pinned to it, and ends it with the client (a session-level lock would stay behind on a
// pooled server connection, or be shared with whichever client gets it next).
const PROCESSES_LOCK = 727_274_002;
const RECLAIM_INTERVAL_MS = 1000;

// The lock alone leaves a gap: after a database outage the local-disk process holds nothing until it reclaims it,
// and a process starting in between would find the lock free. So the local-disk process also beats a lease
// (`leases`, renewed every second through its pool, which reconnects as soon as the database answers again), and a
// starting process that finds that lease (left behind by a process killed or cut off by an outage), or a database
// that has just restarted (an unlogged table's rows do not survive a crash), waits a few beats: a living owner beats
// again and the newcomer refuses; a dead one does not, and the newcomer starts.
const OWNER_KEY = "storage:local-disk";
const OWNER_BEAT_MS = 1000;
const OWNER_SECONDS = 3;
const OWNER_GRACE_MS = 3000;
/** A database started this recently may have lost the owner's lease with a crash. */
const RESTART_WINDOW_SECONDS = 30;

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

type Query = Pick<pg.Pool, "query">;
const undefinedTable = (err: unknown) => (err as { code?: string }).code === "42P01";

/** The local-disk owner's lease (its holder and when it was last renewed), null when none (or before migrations). */
async function ownerLease(pool: Query): Promise<{ holder: string; at: string } | null> {
  try {
    const { rows } = await pool.query<{ holder: string; at: string }>(
      "SELECT holder::text, expires_at::text AS at FROM leases WHERE key = $1",
      [OWNER_KEY],
    );
    return rows[0] ?? null;
  } catch (err) {
    if (undefinedTable(err)) return null; // a database the migrations have not made yet: no process ran on it
    throw err;
  }
}

async function restartedRecently(pool: Query): Promise<boolean> {
  const { rows } = await pool.query<{ recent: boolean }>(
    "SELECT pg_postmaster_start_time() > now() - make_interval(secs => $1) AS recent",
    [RESTART_WINDOW_SECONDS],
  );
  return rows[0]!.recent;
}

/** Whether a local-disk process is alive on this database, though it may not hold the lock (an outage). */
async function localDiskOwnerAlive(pool: Query, ownDatabase: boolean, logger: Logger): Promise<boolean> {
  const first = await ownerLease(pool);
  // a lease, live or not, may be a killed process's (restarted at once by systemd): only a new beat says alive
  if (!first && (ownDatabase || !(await restartedRecently(pool)))) return false;
  logger.info("a local-disk process may be coming back from a database outage: waiting for its lease");
  await new Promise((r) => setTimeout(r, OWNER_GRACE_MS));
  const again = await ownerLease(pool);
  return !!again && (again.holder !== first?.holder || again.at !== first?.at);
}

/**
 * Refuses to start a second process on a database that one process uses with local-disk uploads (either way
 * round), cheaply: one connection per process holds an advisory lock in an open transaction (released by
 * Postgres when the process dies). A lost connection (database restart, an idle-in-transaction timeout) is
 * reclaimed in the background.
 */
export async function claimStorage(
  connectionString: string,
  kind: StorageKind,
  logger: Logger,
  opts: {
    /** The process's pool: the local-disk owner's lease is read and beaten through it. */
    pool: Query;
    /** The process started the database itself (the embedded one): a fresh start of it is no outage. */
    ownDatabase: boolean;
  },
): Promise<StorageClaim> {
  const { pool } = opts;
  let client: pg.Client | undefined;
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  let beats: NodeJS.Timeout | undefined;
  const me = randomUUID();

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
  if (await localDiskOwnerAlive(pool, opts.ownDatabase, logger).catch(() => false)) {
    released = true;
    await client?.end().catch(() => {});
    throw new StorageClaimError(REFUSALS[kind]);
  }
  if (kind === "local-disk") {
    const beat = () =>
      pool
        .query(
          `INSERT INTO leases AS l (key, holder, expires_at) VALUES ($1, $2::uuid, now() + make_interval(secs => $3))
           ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
           WHERE l.holder = EXCLUDED.holder OR l.expires_at <= now()`,
          [OWNER_KEY, me, OWNER_SECONDS],
        )
        // before the migrations, or while the database is away: the next beat tries again
        .catch((err: unknown) => {
          if (!undefinedTable(err)) logger.debug({ error: loggableError(err) }, "the local-disk lease was not renewed");
        });
    await beat();
    beats = setInterval(() => void beat(), OWNER_BEAT_MS);
    beats.unref();
  }
  return {
    async release() {
      released = true;
      if (timer) clearTimeout(timer);
      if (beats) clearInterval(beats);
      if (kind === "local-disk")
        await pool.query("DELETE FROM leases WHERE key = $1 AND holder = $2::uuid", [OWNER_KEY, me]).catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}
