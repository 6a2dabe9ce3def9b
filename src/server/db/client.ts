import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { signedOutError } from "../lib/errors";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  /** Owner connection: auth library, migrations, jobs, system tasks. Not subject to row-level security. */
  db: Db;
  pool: pg.Pool;
  /** Connections that always run as the non-owner role "pillarpost_app": row-level security applies. */
  appPool: pg.Pool;
  close(): Promise<void>;
  /** The request's session, when its handle was made by the session middleware (see SessionProof). */
  session?: SessionProof;
}

/**
 * A session cookie that better-auth validated earlier (the in-process session cache) but that may have ended
 * since, in any process. withUser settles it in the statement that sets the user context: no extra round trip.
 */
export interface SessionProof {
  token: string;
  userId: string;
  state: "unchecked" | "live" | "ended";
}

const USER_CONTEXT = "SELECT set_config('app.user_id', $1, false)";
// Sets the context only when the session is live; else '' (row-level security then shows and accepts nothing).
const CHECKED_USER_CONTEXT =
  "SELECT set_config('app.user_id', CASE WHEN app_session_user_id($2::text) = $1::text THEN $1::text ELSE '' END, false) AS user_id";

/** Records whether the session is live; a request whose session ended fails as signed out, whatever fn did. */
function settle(proof: SessionProof | undefined, context: pg.QueryResult | undefined): void {
  if (!proof || !context) return;
  proof.state = context.rows[0]?.user_id === proof.userId ? "live" : "ended";
  if (proof.state === "ended") throw signedOutError();
}

const APP_ROLE = "pillarpost_app";

export function createDatabase(connectionString: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10 });
  // The role is set in the connection's start-up packet: no connection of this pool ever runs as the owner.
  // Pipeline mode lets withUser send the user context and the first query in one round trip.
  const appPool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    options: `-c role=${APP_ROLE}`,
    pipeline: true,
  } as pg.PoolConfig);
  // An idle client's error (e.g. the server went away) must not crash the process.
  pool.on("error", () => {});
  appPool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    appPool,
    async close() {
      await Promise.allSettled([pool.end(), appPool.end()]);
    },
  };
}

export type UserDb = NodePgDatabase<typeof schema>;

// Building a Drizzle instance walks the whole schema: do it once per pooled connection, not once per request.
const userDbs = new WeakMap<pg.PoolClient, UserDb>();
function userDbFor(client: pg.PoolClient): UserDb {
  let db = userDbs.get(client);
  if (!db) {
    db = drizzle(client, { schema });
    userDbs.set(client, db);
  }
  return db;
}

/**
 * Runs `fn` with a database handle scoped to one user: the connection runs as the non-owner role and
 * app.user_id is set first, so row-level security hides other users' rows even if a query forgets its owner
 * filter. The setting is pipelined ahead of fn's first query (same round trip); the server runs them in order.
 * Every checkout sets the id before anything else, so a pooled connection never acts with a previous user's id.
 * With a session to confirm (database.session), the same statement checks that it is still live.
 */
export async function withUser<T>(database: Database, userId: string, fn: (db: UserDb) => Promise<T>): Promise<T> {
  if (!userId) throw new Error("withUser needs a user id");
  const proof =
    database.session?.userId === userId && database.session.state === "unchecked" ? database.session : undefined;
  const client = await database.appPool.connect();
  let connectionLost = false;
  const context = proof
    ? client.query(CHECKED_USER_CONTEXT, [userId, proof.token])
    : client.query(USER_CONTEXT, [userId]);
  context.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  try {
    const result = await fn(userDbFor(client));
    settle(proof, await context);
    return result;
  } catch (err) {
    const settled = await context.catch(() => undefined);
    // Errors reported by the server (they carry an SQLSTATE code) leave the connection usable.
    connectionLost = !(err instanceof Error && typeof (err as { code?: unknown }).code === "string");
    if (proof?.state === "unchecked") settle(proof, settled);
    throw err;
  } finally {
    client.release(connectionLost);
  }
}

/**
 * Like withUser, but `fn` runs inside one transaction (BEGIN ... COMMIT, ROLLBACK on error): for changes that
 * must happen together, such as the strategy reset.
 */
export async function withUserTransaction<T>(
  database: Database,
  userId: string,
  fn: (tx: UserDb) => Promise<T>,
): Promise<T> {
  return withUser(database, userId, (db) => db.transaction((tx) => fn(tx as unknown as UserDb)));
}
