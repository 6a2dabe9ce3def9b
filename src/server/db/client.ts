import { sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Writable } from "node:stream";
import pg from "pg";
import type { Actor } from "../lib/actor";
import { signedOutError } from "../lib/errors";
import { ContextPipeline, ContextQuery, type StatementConfig } from "./context-query";
import { ReadLanes } from "./read-lanes";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface DatabaseOptions {
  /** Connections per pool (owner pool, app pool and read lanes each). */
  max?: number;
  /** Connections of the app pool (withUser's writes), when not `max`. */
  writeMax?: number;
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
   * Pipelined connections for withUser's writes: every use is one transaction that switches to the non-owner role
   * "pillarpost_app" first (transaction-local, so it works behind a transaction pooler such as PgBouncer).
   */
  appPool: pg.Pool;
  /** The connections withUser's reads share, each statement an implicit transaction of its own (ReadLanes). */
  readLanes: ReadLanes;
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
  /**
   * The user's role in that workspace as the last context statement answered it ('' when not a member), once one
   * ran with this proof (a write's session check runs one before its handler: see memberRole).
   */
  role?: string;
}

export const APP_ROLE = "pillarpost_app";

// The user context: the non-owner role, then the user (if their session is live) and the workspace (if they are a
// member) as transaction-local settings; '' where none (row-level security then shows and accepts nothing). One
// statement, sent in the same pipeline as the statements it scopes. A read's also makes the rest of its
// transaction read-only.
const contextText = (readOnly: boolean) =>
  `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.user_id', c.user_id, true) AS user_id, ` +
  "set_config('app.workspace_id', c.workspace_id, true) AS workspace_id, c.role" +
  (readOnly ? ", set_config('transaction_read_only', 'on', true) AS read_only" : "") +
  " FROM app_request_context($1, $2, $3) c";
const CONTEXT = { name: "app_request_context", text: contextText(false) };
const READ_CONTEXT = { name: "app_read_context", text: contextText(true) };
// withUserStatements' context: the user and workspace as given, without app_request_context's resolution (no
// session to check, the workspace always named). The policies check the membership on every row, so a user named
// with a workspace they are not a member of sees and changes nothing.
const GIVEN_CONTEXT = {
  name: "app_given_context",
  text:
    `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.user_id', $1, true) AS user_id, ` +
    "set_config('app.workspace_id', $2, true) AS workspace_id",
};

export function createDatabase(connectionString: string, opts: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10 });
  // Pipeline mode lets withUser send BEGIN, the context and fn's first query in one round trip.
  const appPool = new pg.Pool({
    connectionString,
    max: opts.writeMax ?? opts.max ?? 10,
    pipeline: true,
  } as pg.PoolConfig);
  // An idle client's error (e.g. the server went away) must not crash the process.
  pool.on("error", () => {});
  appPool.on("error", () => {});
  const readLanes = new ReadLanes({ connectionString, max: opts.max ?? 10 });
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    appPool,
    readLanes,
    preparedStatements: opts.preparedStatements ?? true,
    async close() {
      await Promise.allSettled([pool.end(), appPool.end(), readLanes.close()]);
    },
  };
}

export type UserDb = NodePgDatabase<typeof schema>;

// A handle is made once per pooled connection (a write's) or per read handle kept for reuse (readHandle), not once per
// request; it is built without the schema: Drizzle walks the whole schema for its relational API (db.query.*), which
// the app does not use, and that walk was 1.2% of the server's CPU under load (bench:load) where handles are made.
const userDbs = new WeakMap<pg.PoolClient, UserDb>();
const withNamedStatements = new WeakSet<UserDb>();
/** Whether queries on this handle may use named prepared statements (see DatabaseOptions.preparedStatements). */
export const namedStatementsOn = (db: UserDb) => withNamedStatements.has(db);

function drizzleOn(target: object, prepared: boolean): UserDb {
  const db = drizzle(target as pg.PoolClient) as unknown as UserDb;
  // A handle is already one transaction (a write) or one per statement (a read): a nested db.transaction()
  // must not COMMIT half-way (which would also drop the role), so it runs inside, all or nothing with it.
  Object.assign(db, { transaction: (fn: (tx: UserDb) => Promise<unknown>) => fn(db) });
  if (prepared) withNamedStatements.add(db);
  return db;
}

function handleFor(client: pg.PoolClient, prepared: boolean) {
  let db = userDbs.get(client);
  if (!db) {
    db = drizzleOn(client, prepared);
    userDbs.set(client, db);
  }
  return db;
}

/** A read (or an autocommitted write) in progress: the context its statements are sent behind, and what it answered. */
interface ReadUse {
  /** READ_CONTEXT, or CONTEXT for an autocommitted write. */
  context: { name: string; text: string };
  values: unknown[];
  named: boolean;
  /** user_id as each context statement set it ('' when the session had ended). */
  users: string[];
  /** The member's role each context statement answered. */
  roles: string[];
}

/** The user a read's context statements set: '' if any of them found the session ended. */
const userSeen = (use: ReadUse, userId: string) => (use.users.every((u) => u === userId) ? userId : "");

/**
 * What a read's (or an autocommitted write's) Drizzle handle queries through: each statement goes behind the
 * context, on a lane.
 */
class ReadClient {
  /** The read using this handle; none between reads. */
  use: ReadUse | undefined;
  constructor(private readonly lanes: ReadLanes) {}

  query(config: string | StatementConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const use = this.use;
    if (!use) return Promise.reject(new Error("A read handle was used outside withUser"));
    const statement =
      typeof config === "string" ? { text: config, values } : { ...config, values: values ?? config.values };
    const query = new ContextQuery({ ...use.context, values: use.values }, statement, use.named, (context) => {
      use.users.push(contextUserId(context));
      use.roles.push(contextField(context, "role"));
    });
    this.lanes.send(query);
    return query.result;
  }
}

interface ReadHandle {
  client: ReadClient;
  db: UserDb;
}
// Handles between reads, per set of lanes (a request's Database is a copy carrying its session; its lanes are not).
const idleReadHandles = new WeakMap<ReadLanes, ReadHandle[]>();
// as many as reads run at once under load (200 connections: a new handle per read past 64 was measurable)
const IDLE_READ_HANDLES = 256;

function readHandle(database: Database): ReadHandle {
  const handle = idleReadHandles.get(database.readLanes)?.pop();
  if (handle) return handle;
  const client = new ReadClient(database.readLanes);
  return { client, db: drizzleOn(client, database.preparedStatements) };
}

function putBack(database: Database, handle: ReadHandle): void {
  handle.client.use = undefined;
  let idle = idleReadHandles.get(database.readLanes);
  if (!idle) idleReadHandles.set(database.readLanes, (idle = []));
  if (idle.length < IDLE_READ_HANDLES) idle.push(handle);
}

/** A column of a context statement's answer, whatever row mode its query reads in ('' when absent). */
function contextField(result: pg.QueryResult, name: "user_id" | "role"): string {
  const row = result.rows[0] as Record<string, unknown> | unknown[] | undefined;
  const value = Array.isArray(row) ? row[result.fields.findIndex((f) => f.name === name)] : row?.[name];
  return typeof value === "string" ? value : "";
}

/** The user id a context statement set. */
const contextUserId = (result: pg.QueryResult) => contextField(result, "user_id");

export interface WithUserOptions {
  /** The workspace the request acts in; default: the session's (see SessionProof), else the personal one. */
  workspaceId?: string;
  /**
   * fn only reads. Each of its statements is sent behind its own context statement in one pipeline with one Sync,
   * an implicit transaction of its own (read-only: Postgres refuses any write): no BEGIN and no COMMIT, one round
   * trip per statement. Statements do not share a snapshot; a read that needs one uses a transaction (the default).
   */
  readOnly?: boolean;
  /**
   * fn's statements are sent as a read's are (see readOnly), each an implicit transaction of its own, but may write:
   * each commits alone, and nothing is shared between them (no snapshot, no lock). For a write that is one statement
   * (its checks in its WHERE, e.g. a version), plus reads: it holds no write connection (appPool) at all, where a
   * transaction holds one for BEGIN, each statement and COMMIT, a round trip each (docs/architecture/
   * write-path-under-load.md). Never for two writes that must be all or nothing.
   */
  autocommit?: boolean;
}

/**
 * Records whether the session is live, and the role the context answered; a request whose session ended fails as
 * signed out, whatever fn did.
 */
function settle(proof: SessionProof | undefined, userIdSeen: string | undefined, role?: string): void {
  if (!proof || userIdSeen === undefined) return;
  if (role !== undefined) proof.role = role;
  proof.state = userIdSeen === proof.userId ? "live" : "ended";
  if (proof.state === "ended") throw signedOutError();
}

/** settle with what one context statement answered. */
const settleFrom = (proof: SessionProof | undefined, context: pg.QueryResult) =>
  settle(proof, contextUserId(context), contextField(context, "role"));

/** An error Postgres reported (it carries an SQLSTATE code; Drizzle wraps it as the cause of its own). */
const isServerError = (err: unknown): boolean =>
  err instanceof Error &&
  (typeof (err as { code?: unknown }).code === "string" || (err.cause !== undefined && isServerError(err.cause)));

const actorOf = (who: Actor | string): Actor => (typeof who === "string" ? { userId: who } : who);

/** The request's session when it is `userId`'s and acts in `workspaceId` (any, when not given). */
const requestSession = (database: Database, userId: string, workspaceId: string | undefined) =>
  database.session?.userId === userId && (workspaceId === undefined || workspaceId === database.session.workspaceId)
    ? database.session
    : undefined;

/**
 * Runs `fn` as an actor (a user, in the actor's workspace or the `workspaceId` option's; a bare user id: the
 * request's workspace, else their personal one): every statement runs as the non-owner role with app.user_id and
 * app.workspace_id set, all transaction-local, by one context statement sent in the same pipeline (no extra round
 * trip). Row-level security hides other users' and other workspaces' rows even if a query forgets its owner
 * filter; nothing outlives the transaction, so a pooled (or PgBouncer-shared) server connection never acts with a
 * previous request's identity. With a session to confirm (database.session), the context statement checks that it is
 * still live.
 * - A write (default) is one transaction: pipelined BEGIN, the context, fn's queries, COMMIT (ROLLBACK on error).
 * - A read (readOnly) sends each statement behind its own context with one Sync, no BEGIN/COMMIT (see readOnly).
 */
export async function withUser<T>(
  database: Database,
  who: Actor | string,
  fn: (db: UserDb) => Promise<T>,
  opts: WithUserOptions = {},
): Promise<T> {
  const { userId, workspaceId: actorWorkspace } = actorOf(who);
  const workspaceId = opts.workspaceId ?? actorWorkspace;
  if (!userId) throw new Error("withUser needs a user id");
  // The request's session, unless fn acts in another workspace than the request (system work names its own). The
  // context checks an unchecked session; any session's proof records the role it answers (see memberRole).
  const session = requestSession(database, userId, workspaceId);
  const token = session?.state === "unchecked" ? session.token : null;
  const values = [userId, token, workspaceId ?? session?.workspaceId ?? null];
  if (opts.readOnly || opts.autocommit)
    return read(database, values, session, fn, opts.readOnly ? READ_CONTEXT : CONTEXT);
  return transaction(database, await database.appPool.connect(), values, session, fn);
}

async function read<T>(
  database: Database,
  values: unknown[],
  proof: SessionProof | undefined,
  fn: (db: UserDb) => Promise<T>,
  context: ReadUse["context"],
): Promise<T> {
  const use: ReadUse = { context, values, named: database.preparedStatements, users: [], roles: [] };
  const handle = readHandle(database);
  handle.client.use = use;
  let result: T;
  try {
    result = await fn(handle.db);
    // a read that sent nothing still settles the session it was asked to check
    if (proof?.state === "unchecked" && use.users.length === 0) await handle.client.query("SELECT");
  } catch (err) {
    if (proof?.state === "unchecked" && use.users.length) settle(proof, userSeen(use, proof.userId), use.roles[0]);
    throw err;
  } finally {
    putBack(database, handle);
  }
  if (proof && use.users.length) settle(proof, userSeen(use, proof.userId), use.roles[0]);
  return result;
}

async function transaction<T>(
  database: Database,
  client: pg.PoolClient,
  values: unknown[],
  proof: SessionProof | undefined,
  fn: (db: UserDb) => Promise<T>,
): Promise<T> {
  // BEGIN, the context and fn's first query leave in one TCP write (node-postgres writes each query on its own).
  const stream = (client as unknown as { connection?: { stream?: Partial<Writable> } }).connection?.stream;
  stream?.cork?.();
  setImmediate(() => stream?.uncork?.());
  const begin = client.query("BEGIN");
  const context = client.query({ ...(database.preparedStatements ? CONTEXT : { text: CONTEXT.text }), values });
  // awaited below; this only keeps an early failure from being "unhandled"
  begin.catch(() => {});
  context.catch(() => {});
  let result: T;
  try {
    result = await fn(handleFor(client, database.preparedStatements));
    await begin;
    settleFrom(proof, await context);
  } catch (err) {
    const settled = await context.catch(() => undefined);
    // Errors reported by the server (they carry an SQLSTATE code) leave the connection usable.
    if (isServerError(err)) {
      client.query("ROLLBACK").catch(() => {}); // queued ahead of the connection's next use
      client.release();
    } else client.release(true);
    if (proof?.state === "unchecked" && settled) settleFrom(proof, settled);
    throw err;
  }
  try {
    await client.query("COMMIT");
  } catch (err) {
    client.release(!isServerError(err));
    throw err;
  }
  client.release();
  return result;
}

/** One statement of withUserStatements: run as this user, in this workspace. */
export interface UserStatement {
  userId: string;
  workspaceId: string;
  statement: StatementConfig;
}

/**
 * Several users' statements in ONE transaction and one round trip: each is sent behind its own context (the
 * non-owner role with the user and workspace given: row-level security as in withUser, the policies checking the
 * membership), all in one pipeline with a single Sync, so they commit together or not at all (ContextPipeline).
 * For system work that moves many users' rows at once (the publishing worker's claims and ends): one commit
 * instead of one per row. No session is checked. Callers order the statements so that two such transactions lock
 * rows in the same order.
 */
export async function withUserStatements<R extends pg.QueryResultRow>(
  database: Database,
  statements: readonly UserStatement[],
): Promise<pg.QueryResult<R>[]> {
  if (statements.length === 0) return [];
  for (const s of statements) if (!s.userId) throw new Error("withUserStatements needs a user id for each statement");
  const client = await database.appPool.connect();
  const query = new ContextPipeline(
    statements.map((s) => ({
      context: { ...GIVEN_CONTEXT, values: [s.userId, s.workspaceId] },
      statement: s.statement,
    })),
    database.preparedStatements,
    () => {},
  );
  void client.query(query as unknown as pg.QueryConfig);
  try {
    const results = await query.results;
    client.release();
    return results as pg.QueryResult<R>[];
  } catch (err) {
    // the pipeline ended with its Sync: a server error leaves the connection clean and usable
    client.release(!isServerError(err));
    throw err;
  }
}

/**
 * The user's role in the workspace the request acts in ('' when not a member of it). Free when a context statement
 * already ran with the request's session (a write's session check runs one before its handler, see
 * http/session.ts); otherwise one statement on the read lanes, behind the context (which also settles an unchecked
 * session).
 */
export async function memberRole(database: Database, who: Actor | string): Promise<string> {
  const actor = actorOf(who);
  const session = requestSession(database, actor.userId, actor.workspaceId);
  if (session?.state === "live" && session.role !== undefined) return session.role;
  const rows = await withUser(
    database,
    actor,
    (db) =>
      db.execute<{ role: string }>(
        sql`SELECT m.role FROM workspace_members m
            WHERE m.workspace_id = app_current_workspace_id() AND m.user_id = app_current_user_id()`,
      ),
    { readOnly: true },
  );
  return rows.rows[0]?.role ?? "";
}

/** withUser is one transaction already; kept for the callers that say so explicitly. */
export const withUserTransaction = withUser;
