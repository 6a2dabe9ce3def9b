import { randomBytes } from "node:crypto";
import pg from "pg";

/** What stands between the app and PostgreSQL, as far as named prepared statements are concerned. */
export type PoolerProbe =
  /** No pooler: the connection is the server's own backend (BackendKeyData names the backend that answers). */
  | "direct"
  /** A pooler, but the server connection stayed with the client (session mode), or it could not be moved. */
  | "session"
  /** A transaction pooler that prepares named statements again on the server connection it picks (PgBouncer 1.21+). */
  | "carries-prepared"
  /** A transaction pooler that cannot carry them (PgBouncer before 1.21, or max_prepared_statements = 0). */
  | "drops-prepared"
  /** A pooler whose every server connection stayed busy with other clients meanwhile: nothing could be seen. */
  | "unknown";

/** Server connections taken away from the probe at most before it concludes that its own stays with it. */
const HOLDERS = 8;
const TIMEOUT_MS = 3000;
/** A holder that waits this long for a server connection ends the search (a session pooler's pool is full). */
const HOLD_TIMEOUT_MS = 2000;
/** Probes at most, a fraction of a second apart, while none concludes. */
const ATTEMPTS = 3;
const PID = "SELECT pg_backend_pid() AS pid";
const UNDEFINED_PREPARED_STATEMENT = "26000";

const pidOf = (result: pg.QueryResult) => Number((result.rows[0] as { pid: number }).pid);

/**
 * Whether named prepared statements survive from one transaction to the next on one client connection to
 * `connectionString`, found by doing exactly what the app does and a transaction pooler breaks:
 * 1. A named statement (a random name: a pooler may hand out a server connection that another probe prepared on)
 *    returns the pid of the server connection it was prepared on. PostgreSQL's startup message (BackendKeyData)
 *    gives the client its backend's pid: equal, there is no pooler in between (no further step).
 * 2. Otherwise other client connections open transactions (each holds the server connection it gets) until one of
 *    them holds that pid: a transaction pooler hands an idle server connection to the next transaction (the most
 *    recently released first, PgBouncer's default), so the first one usually gets it; a session pooler never does.
 * 3. The named statement runs again on the probe's connection. Held elsewhere, its server connection cannot serve
 *    it; not found, the holders' transactions end first, so a transaction pooler serves it from one of theirs, the
 *    most recently released. "prepared statement does not exist" (26000): the pooler drops them, the failure the
 *    app would meet on one query in two; run on another server connection: it carries them; on its own: the server
 *    connection stays with the client (session mode).
 * Processes that start together probe together and take each other's server connections: a probe that could not
 * conclude (a pool kept full) is tried again a little later, then answers "unknown".
 */
export async function probePooler(connectionString: string): Promise<PoolerProbe> {
  for (let attempt = 1; ; attempt++) {
    const found = await probeOnce(connectionString);
    if (found !== "unknown" || attempt === ATTEMPTS) return found;
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 600));
  }
}

async function probeOnce(connectionString: string): Promise<PoolerProbe> {
  const clients: pg.Client[] = [];
  const open = async (timeoutMs: number) => {
    const client = new pg.Client({
      connectionString,
      application_name: "pillarpost-pooler-probe",
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    client.on("error", () => {});
    clients.push(client);
    await client.connect();
    return client;
  };
  const statement = { name: `pillarpost_probe_${randomBytes(6).toString("hex")}`, text: PID };
  try {
    const probe = await open(TIMEOUT_MS);
    const pid = pidOf(await probe.query(statement));
    if ((probe as unknown as { processID: number | null }).processID === pid) return "direct";
    const others: pg.Client[] = [];
    let held = false;
    for (let i = 0; i < HOLDERS && !held; i++) {
      try {
        const holder = await open(HOLD_TIMEOUT_MS);
        await holder.query("BEGIN");
        held = pidOf(await holder.query(PID)) === pid;
        if (!held) others.push(holder);
      } catch {
        break; // no server connection came free: the pool is full
      }
    }
    // one after the other, the last one released is the one a transaction pooler hands out next
    for (const holder of others) await holder.query("ROLLBACK");
    try {
      const ranOn = pidOf(await probe.query(statement));
      if (ranOn !== pid) return "carries-prepared";
      // its own server connection again: kept for it (session mode), unless it was merely the only one free
      return held || others.length === 0 ? "unknown" : "session";
    } catch (err) {
      if ((err as { code?: unknown }).code === UNDEFINED_PREPARED_STATEMENT) return "drops-prepared";
      // no server connection came free within the timeout (the pool is full)
      if (err instanceof Error && /timeout/i.test(err.message)) return "unknown";
      throw err;
    }
  } catch (err) {
    // a holder's connection that broke meanwhile, a timeout: nothing concluded
    if (err instanceof Error && /timeout|terminated|ECONNRESET/i.test(err.message)) return "unknown";
    throw err;
  } finally {
    await Promise.allSettled(clients.map((c) => c.end()));
  }
}
