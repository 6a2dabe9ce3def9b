import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Writable } from "node:stream";
import pg from "pg";
import { signedOutError } from "../lib/errors";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface DatabaseOptions {
  /** Connections per pool (owner pool and app pool each). */
  max?: number;
  /**
   * Named (server-side) prepared statements for hot queries. Off behind a transaction pooler that cannot
   * follow them from one server connection to another (PgBouncer before 1.21, or max_prepared_statements = 0).
   */
  preparedStatements?: boolean;
}

export interface Database {
  /** Owner connection: auth library, migrations, jobs, system tasks. Not subject to row-level security. */
  db: Db;
  pool: pg.Pool;
  /**
   * Pipelined connections for withUser: every use is one transaction that switches to the non-owner role
   * "pillarpost_app" first (transaction-local, so it works behind a transaction pooler such as PgBouncer).
   */
  appPool: pg.Pool;
  preparedStatements: boolean;
  close(): Promise<void>;
  /** The request's session, when its handle was made by the session middleware (see SessionProof). */
  session?: SessionProof;
}

/**
 * The request's session as the session middleware knows it: the user, the workspace the request acts in, and
 * whether the session is known to be live. An "unchecked" one (a cookie better-auth validated a few seconds ago,
 * see the session cache) may have ended since, in any process: withUser settles it in the statement that sets
 * the user context, with no extra round trip.
 */
export interface SessionProof {
  token: string;
  userId: string;
  /** The workspace the request acts in (the user's personal one for now); withUser checks membership. */
  workspaceId?: string;
  state: "unchecked" | "live" | "ended";
}

export const APP_ROLE = "pillarpost_app";

// Opens every user-scoped transaction: the non-owner role, then the user (if their session is live) and the
// workspace (if they are a member) as transaction-local settings; '' where none (row-level security then shows
// and accepts nothing). One statement, pipelined behind BEGIN and ahead of fn's first query.
const CONTEXT_TEXT =
  `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.user_id', c.user_id, true) AS user_id, ` +
  "set_config('app.workspace_id', c.workspace_id, true) AS workspace_id FROM app_request_context($1, $2, $3) c";

export function createDatabase(connectionString: string, opts: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10 });
  // Pipeline mode lets withUser send BEGIN, the context and fn's first query in one round trip.
  const appPool = new pg.Pool({ connectionString, max: opts.max ?? 10, pipeline: true } as pg.PoolConfig);
  // An idle client's error (e.g. the server went away) must not crash the process.
  pool.on("error", () => {});
  appPool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    appPool,
    preparedStatements: opts.preparedStatements ?? true,
    async close() {
      await Promise.allSettled([pool.end(), appPool.end()]);
    },
  };
}

export type UserDb = NodePgDatabase<typeof schema>;

// Building a Drizzle instance walks the whole schema: do it once per pooled connection, not once per request.
const userDbs = new WeakMap<pg.PoolClient, UserDb>();
const withNamedStatements = new WeakSet<UserDb>();
/** Whether queries on this handle may use named prepared statements (see DatabaseOptions.preparedStatements). */
export const namedStatementsOn = (db: UserDb) => withNamedStatements.has(db);

function userDbFor(client: pg.PoolClient, prepared: boolean): UserDb {
  let db = userDbs.get(client);
  if (!db) {
    db = drizzle(client, { schema });
    // withUser is already one transaction: a nested db.transaction() must not COMMIT it half-way (which would
    // also drop the role), so it runs inside the enclosing one, all or nothing with it.
    const inner = db;
    Object.assign(db, { transaction: (fn: (tx: UserDb) => Promise<unknown>) => fn(inner) });
    userDbs.set(client, db);
    if (prepared) withNamedStatements.add(db);
  }
  return db;
}

export interface WithUserOptions {
  /** The workspace the request acts in; default: the session's (see SessionProof), else the personal one. */
  workspaceId?: string;
  /**
   * fn only reads: the transaction is READ ONLY (Postgres refuses any write) and its COMMIT is not waited for,
   * so a single read costs one round trip. The pipelined connection runs the COMMIT before its next use.
   */
  readOnly?: boolean;
}

/** Records whether the session is live; a request whose session ended fails as signed out, whatever fn did. */
function settle(proof: SessionProof | undefined, context: pg.QueryResult | undefined): void {
  if (!proof || !context) return;
  proof.state = context.rows[0]?.user_id === proof.userId ? "live" : "ended";
  if (proof.state === "ended") throw signedOutError();
}

const isServerError = (err: unknown) => err instanceof Error && typeof (err as { code?: unknown }).code === "string";

/**
 * Runs `fn` in one transaction scoped to one user: pipelined BEGIN, then one statement that switches to the
 * non-owner role and sets app.user_id and app.workspace_id (all transaction-local), then fn's queries, then
 * COMMIT (ROLLBACK on error). Row-level security hides other users' and other workspaces' rows even if a query
 * forgets its owner filter; nothing outlives the transaction, so a pooled (or PgBouncer-shared) server
 * connection never acts with a previous request's identity. With a session to confirm (database.session), the
 * same statement checks that it is still live.
 */
export async function withUser<T>(
  database: Database,
  userId: string,
  fn: (db: UserDb) => Promise<T>,
  opts: WithUserOptions = {},
): Promise<T> {
  if (!userId) throw new Error("withUser needs a user id");
  const session = database.session?.userId === userId ? database.session : undefined;
  const proof = session?.state === "unchecked" ? session : undefined;
  const workspaceId = opts.workspaceId ?? session?.workspaceId ?? null;
  const client = await database.appPool.connect();
  // BEGIN, the context and fn's first query leave in one TCP write (node-postgres writes each query on its own).
  const stream = (client as unknown as { connection?: { stream?: Partial<Writable> } }).connection?.stream;
  stream?.cork?.();
  setImmediate(() => stream?.uncork?.());
  const begin = client.query(opts.readOnly ? "BEGIN READ ONLY" : "BEGIN");
  const context = client.query({
    ...(database.preparedStatements ? { name: "app_request_context" } : {}),
    text: CONTEXT_TEXT,
    values: [userId, proof?.token ?? null, workspaceId],
  });
  // awaited below; this only keeps an early failure from being "unhandled"
  begin.catch(() => {});
  context.catch(() => {});
  let result: T;
  try {
    result = await fn(userDbFor(client, database.preparedStatements));
    await begin;
    settle(proof, await context);
  } catch (err) {
    const settled = await context.catch(() => undefined);
    // Errors reported by the server (they carry an SQLSTATE code) leave the connection usable.
    if (isServerError(err)) {
      client.query("ROLLBACK").catch(() => {}); // queued ahead of the connection's next use, like a read's COMMIT
      client.release();
    } else client.release(true);
    if (proof?.state === "unchecked") settle(proof, settled);
    throw err;
  }
  const commit = client.query("COMMIT");
  if (opts.readOnly) {
    // Queued on the pipelined connection ahead of anything its next user sends.
    commit.catch(() => {});
    client.release();
    return result;
  }
  try {
    await commit;
  } catch (err) {
    client.release(!isServerError(err));
    throw err;
  }
  client.release();
  return result;
}

/** withUser is one transaction already; kept for the callers that say so explicitly. */
export const withUserTransaction = withUser;
