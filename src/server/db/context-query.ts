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

interface Planned {
  name: string;
  text: string;
  values: unknown[];
  parse: boolean;
}

/**
 * One statement sent behind a context statement (the user context of withUser) in one extended-protocol pipeline
 * with a single Sync: Parse/Bind/Describe/Execute of the context, the same for the statement, then Sync. Without a
 * BEGIN, Postgres runs everything before a Sync as one implicit transaction, so the context's transaction-local
 * settings (set_config(..., true)) hold for the statement and end at the Sync, committed or rolled back: they
 * cannot reach the next statement on the connection. If the context fails, Postgres skips the statement.
 *
 * It resolves with the statement's result; the context's result goes to `onContext` (also when the statement then
 * fails, so the caller can still tell an ended session from a failed query).
 *
 * node-postgres matches a query's answers up to its ReadyForQuery, so both statements' answers come to this one
 * object (pg.Query keeps them as two results). It also records a named statement as parsed when its ParseComplete
 * comes, reading the active query's `name` and `text`: here those name the first of this query's named Parse
 * messages not yet confirmed (the context goes first, and is named whenever the statement is), so each name is recorded as the server created it, and
 * on an error the names the server never parsed are forgotten.
 */
export class ContextQuery extends QueryBase {
  private readonly planned: Planned[] = [];
  private connection?: Connection;
  /** Settles with the statement's result. */
  readonly result: Promise<pg.QueryResult>;

  constructor(
    private readonly context: StatementConfig,
    private readonly statement: StatementConfig,
    private readonly named: boolean,
    private readonly onContext: (result: pg.QueryResult) => void,
  ) {
    // Given a config object, pg.Query copies it property by property (a generic clone that costs more than the
    // rest of this constructor); given the text, it copies nothing: what it would have read is set here.
    super(statement.text as unknown as pg.QueryConfig);
    const config = statement as StatementConfig & { types?: pg.CustomTypesConfig; binary?: boolean; rowMode?: string };
    this.values = config.values;
    this.types = config.types;
    this.binary = config.binary;
    // pg.Query's row mode and type parsers (Drizzle's) serve both results: the context is read by column name
    this._rowMode = config.rowMode;
    const Result = pg.Result as unknown as new (rowMode?: string, types?: unknown) => QueryInternals["_result"];
    this._result = new Result(config.rowMode, config.types);
    this._results = this._result;
    this.result = new Promise((resolve, reject) => {
      this.callback = (err, result) => (err ? reject(err) : resolve(result!));
    });
  }

  // see the class comment: what node-postgres records for a ParseComplete or forgets on an error
  get name(): string | undefined {
    return this.unconfirmed()[0]?.name;
  }
  set name(_: string | undefined) {}
  get text(): string {
    return this.unconfirmed()[0]?.text ?? this.statement?.text;
  }
  set text(_: string) {}

  private unconfirmed(): Planned[] {
    const connection = this.connection;
    if (!connection || !this.planned) return [];
    return this.planned.filter((p) => p.parse && p.name && connection.parsedStatements[p.name] === undefined);
  }

  submit(connection: Connection): Error | null {
    const plan = (s: StatementConfig): Planned | Error => {
      const name = this.named ? (s.name ?? "") : "";
      const previous = name && (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]);
      if (previous && previous !== s.text)
        return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
      try {
        // mapped before anything is written: a value that cannot be sent fails this query alone
        return { name, text: s.text, values: (s.values ?? []).map((v) => prepareValue(v)), parse: !previous };
      } catch (err) {
        return err as Error;
      }
    };
    const context = plan(this.context);
    const statement = plan(this.statement);
    if (context instanceof Error) return context;
    if (statement instanceof Error) return statement;
    this.connection = connection;
    this.planned.push(context, statement);
    connection.stream.cork?.();
    try {
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
    } finally {
      connection.stream.uncork?.();
    }
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
    const results = this.results();
    if (results[0]?.command) this.onContext(results[0]);
    super.handleError(err, connection);
  }

  handleReadyForQuery(connection: unknown): void {
    const results = this.results();
    if (!this._canceledDueToError) {
      if (results.length !== 2) {
        this.handleError(new Error("The context statement and its query did not answer as two results"), connection);
        return;
      }
      this.onContext(results[0]);
      this._results = results[1];
    }
    super.handleReadyForQuery(connection);
  }

  private results(): pg.QueryResult[] {
    return Array.isArray(this._results) ? this._results : this._result.command ? [this._result] : [];
  }
}
