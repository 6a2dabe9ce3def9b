import { createHash } from "node:crypto";
import pg from "pg";
import utils from "pg/lib/utils.js";

/** A statement as node-postgres takes it (what Drizzle passes to client.query). */
export interface StatementConfig {
  /** A named (server-side) prepared statement; unnamed when absent or empty. */
  name?: string;
  text: string;
  values?: unknown[];
}

// What the wire protocol sends, from the connection node-postgres hands to a query's submit().
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(msg: { text: string; name?: string; types?: unknown[] }): void;
  bind(msg: { portal: string; statement?: string; values: unknown[]; binary?: boolean }): void;
  describe(msg: { type: "P"; name: string }): void;
  execute(msg: { portal: string }): void;
  sync(): void;
}

const prepareValue = utils.prepareValue;

type Stream = Connection["stream"];
/** Streams whose writes wait for the end of this turn of the event loop (see writeThisTurn). */
const heldThisTurn = new WeakSet<Stream>();

/**
 * Runs `write` with the stream corked, and sends what it wrote, with every other pipeline's written to the same
 * connection in this turn of the event loop, in one system call when the turn ends (setImmediate: after the poll
 * phase, whose callbacks are the requests that wrote). Under load many requests share a read lane in the same turn:
 * one write each cost a fifth of the app's CPU (the kernel's loopback send, measured by `npm run bench:load --
 * --profile`), and Postgres reads the batch at once.
 */
function writeThisTurn(stream: Stream, write: () => void): void {
  stream.cork?.();
  try {
    write();
  } finally {
    if (heldThisTurn.has(stream))
      stream.uncork?.(); // the turn's first cork still holds the writes
    else {
      heldThisTurn.add(stream);
      setImmediate(() => {
        heldThisTurn.delete(stream);
        stream.uncork?.();
      });
    }
  }
}

/** The parts of node-postgres's Query (lib/query.js) this builds on; its typings declare only the public ones. */
interface QueryInternals {
  text: string;
  name?: string;
  values?: unknown[];
  types?: unknown;
  binary?: boolean;
  _rowMode?: string;
  callback?: (err: Error | null, result?: pg.QueryResult) => void;
  _result: pg.QueryResult & ResultInternals;
  _results: pg.QueryResult | pg.QueryResult[];
  _accumulateRows: boolean;
  _checkForMultirow(): void;
  listeners(event: string): unknown[];
  _canceledDueToError: Error | false;
  handleError(err: Error, connection: unknown): void;
  handleReadyForQuery(connection: unknown): void;
}
/** node-postgres's Result (lib/result.js): what handleRowDescription sets up. */
interface ResultInternals {
  command: string | null;
  rowAsArray: boolean;
  _types?: { getTypeParser: typeof pg.types.getTypeParser };
  _parsers?: ((value: string) => unknown)[];
  addFields(fields: pg.FieldDef[]): void;
}
const QueryBase = pg.Query as unknown as new (config: pg.QueryConfig) => QueryInternals;

/**
 * Statements a connection keeps prepared under a name derived from their text, beyond which new texts go unnamed
 * (parsed and planned each time, as before). It bounds what a connection holds on the server: a prepared statement
 * keeps its plan in the backend's memory, and texts built with a variable number of parameters (a list of ids) are
 * as many statements.
 */
export const AUTO_PREPARED_PER_CONNECTION = 200;
const autoNames = new Map<string, string>();
const AUTO_NAMES_REMEMBERED = 5000;
const fullConnections = new WeakSet<Connection>();

/**
 * A name for an unnamed statement (the app's queries, as Drizzle builds them), so that Postgres parses and plans it
 * once per connection instead of on every call: with row-level security, planning was half of an autosave's time in
 * Postgres (EXPLAIN: 0.51 of 0.97 ms). "" once the connection holds AUTO_PREPARED_PER_CONNECTION of them.
 */
function autoName(connection: Connection, text: string): string {
  let name = autoNames.get(text);
  if (name === undefined) {
    name = `a_${createHash("sha256").update(text).digest("base64url").slice(0, 22)}`;
    if (autoNames.size < AUTO_NAMES_REMEMBERED) autoNames.set(text, name);
  }
  if (connection.parsedStatements[name] !== undefined || connection.submittedNamedStatements[name] !== undefined)
    return name;
  if (fullConnections.has(connection)) return "";
  // parsed, or sent and not yet confirmed (many texts can be new in one turn)
  const names = new Set([
    ...Object.keys(connection.parsedStatements),
    ...Object.keys(connection.submittedNamedStatements),
  ]);
  const held = [...names].filter((n) => n.startsWith("a_")).length;
  if (held < AUTO_PREPARED_PER_CONNECTION) return name;
  fullConnections.add(connection);
  return "";
}

interface Planned {
  name: string;
  text: string;
  values: unknown[];
  parse: boolean;
}

/** A statement and the context statement sent in front of it. */
export interface ContextStep {
  context: StatementConfig;
  statement: StatementConfig;
}

/**
 * Statements each sent behind its own context statement (the user context of withUser) in one extended-protocol
 * pipeline with a single Sync: Parse/Bind/Describe/Execute of a context, the same for its statement, and so on for
 * every step, then Sync. Without a BEGIN, Postgres runs everything before a Sync as one implicit transaction: one
 * round trip and one commit for every step, all or nothing. A context's transaction-local settings
 * (set_config(..., true)) hold for the statements after it until the next context replaces them, and end at the
 * Sync: they cannot reach the next query on the connection. If a statement fails, Postgres skips the rest.
 *
 * It resolves with the statements' results, in order; each context's result goes to `onContext` (also when a
 * statement then fails, so the caller can still tell an ended session from a failed query).
 *
 * node-postgres matches a query's answers up to its ReadyForQuery, so every statement's answer comes to this one
 * object (pg.Query keeps them as several results). It also records a named statement as parsed when its
 * ParseComplete comes, reading the active query's `name` and `text`: here those name the first of this query's
 * named Parse messages not yet confirmed (a context goes first, and is named whenever its statement is; a name
 * repeated in the pipeline is parsed once), so each name is recorded as the server created it, and on an error the
 * names the server never parsed are forgotten.
 */
export class ContextPipeline extends QueryBase {
  private readonly planned: Planned[] = [];
  private connection?: Connection;
  /** Settles with the statements' results, in the steps' order. */
  readonly results: Promise<pg.QueryResult[]>;

  constructor(
    private readonly steps: readonly ContextStep[],
    private readonly named: boolean,
    private readonly onContext: (result: pg.QueryResult, step: number) => void,
  ) {
    // Given a config object, pg.Query copies it property by property (a generic clone that costs more than the
    // rest of this constructor); given the text, it copies nothing: what it would have read is set here.
    const first = steps[0]!.statement;
    super(first.text as unknown as pg.QueryConfig);
    const config = first as StatementConfig & { types?: pg.CustomTypesConfig; binary?: boolean; rowMode?: string };
    this.values = config.values;
    this.types = config.types;
    this.binary = config.binary;
    // pg.Query's row mode and type parsers (Drizzle's) serve every result: a context is read by column name
    this._rowMode = config.rowMode;
    const Result = pg.Result as unknown as new (rowMode?: string, types?: unknown) => QueryInternals["_result"];
    this._result = new Result(config.rowMode, config.types);
    this._results = this._result;
    this.results = new Promise((resolve, reject) => {
      this.callback = (err, result) => (err ? reject(err) : resolve(result as unknown as pg.QueryResult[]));
    });
  }

  // see the class comment: what node-postgres records for a ParseComplete or forgets on an error
  get name(): string | undefined {
    return this.unconfirmed()[0]?.name;
  }
  set name(_: string | undefined) {}
  get text(): string {
    return this.unconfirmed()[0]?.text ?? this.steps?.[0]?.statement.text;
  }
  set text(_: string) {}

  private unconfirmed(): Planned[] {
    const connection = this.connection;
    if (!connection || !this.planned) return [];
    return this.planned.filter((p) => p.parse && p.name && connection.parsedStatements[p.name] === undefined);
  }

  submit(connection: Connection): Error | null {
    const parsing = new Map<string, string>();
    const plan = (s: StatementConfig): Planned | Error => {
      const name = this.named ? s.name || autoName(connection, s.text) : "";
      const previous =
        name && (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name] ?? parsing.get(name));
      if (previous && previous !== s.text)
        return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
      if (name && !previous) parsing.set(name, s.text);
      try {
        // mapped before anything is written: a value that cannot be sent fails this query alone
        return { name, text: s.text, values: (s.values ?? []).map((v) => prepareValue(v)), parse: !previous };
      } catch (err) {
        return err as Error;
      }
    };
    const planned: Planned[] = [];
    for (const step of this.steps) {
      for (const s of [step.context, step.statement]) {
        const p = plan(s);
        if (p instanceof Error) return p;
        planned.push(p);
      }
    }
    this.connection = connection;
    this.planned.push(...planned);
    writeThisTurn(connection.stream, () => {
      for (const p of this.planned) {
        if (p.parse) {
          connection.parse({ text: p.text, name: p.name });
          if (p.name) connection.submittedNamedStatements[p.name] = p.text;
        }
        connection.bind({ portal: "", statement: p.name, values: p.values, binary: this.binary });
        connection.describe({ type: "P", name: "" });
        connection.execute({ portal: "" });
      }
      connection.sync();
    });
    return null;
  }

  // What pg.Query does, but rows read as arrays (Drizzle's row mode) only get their value parsers: Result.addFields
  // also prebuilds an empty row object for object rows, a copy of a dictionary-mode object that costs more than
  // the rest of the query's client-side work (about 10 µs for a 20-column row).
  handleRowDescription(msg: { fields: pg.FieldDef[] }): void {
    this._checkForMultirow();
    const result = this._result;
    if (result.rowAsArray) {
      const types = result._types ?? pg.types;
      result.fields = msg.fields;
      result._parsers = msg.fields.map((f) =>
        types.getTypeParser(f.dataTypeID, f.format === "binary" ? "binary" : "text"),
      );
    } else result.addFields(msg.fields);
    this._accumulateRows = !!this.callback || !this.listeners("row").length;
  }

  handleError(err: Error, connection: unknown): void {
    if (this.connection) {
      for (const p of this.unconfirmed()) delete this.connection.submittedNamedStatements[p.name];
    }
    // the contexts that ran (every other result, from the first)
    this.answered().forEach((r, i) => {
      if (i % 2 === 0 && r.command) this.onContext(r, i / 2);
    });
    super.handleError(err, connection);
  }

  handleReadyForQuery(connection: unknown): void {
    const results = this.answered();
    if (!this._canceledDueToError) {
      if (results.length !== this.steps.length * 2) {
        this.handleError(
          new Error("The context statements and their queries did not answer one result each"),
          connection,
        );
        return;
      }
      results.forEach((r, i) => {
        if (i % 2 === 0) this.onContext(r, i / 2);
      });
      this._results = results.filter((_, i) => i % 2 === 1);
    }
    super.handleReadyForQuery(connection);
  }

  private answered(): pg.QueryResult[] {
    return Array.isArray(this._results) ? this._results : this._result.command ? [this._result] : [];
  }
}

/** One statement behind its context (a ContextPipeline of one step), resolving with the statement's result. */
export class ContextQuery extends ContextPipeline {
  /** Settles with the statement's result. */
  readonly result: Promise<pg.QueryResult>;

  constructor(
    context: StatementConfig,
    statement: StatementConfig,
    named: boolean,
    onContext: (result: pg.QueryResult) => void,
  ) {
    super([{ context, statement }], named, (result) => onContext(result));
    this.result = this.results.then((results) => results[0]!);
  }
}
