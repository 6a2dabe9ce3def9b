import { format } from "node:util";
import type { Logger } from "pino";

/**
 * What of an error may reach the logs. Drizzle puts a failed query's parameter values in its message
 * ("Failed query: … params: …") and Postgres quotes input values in some of its messages
 * (`invalid input syntax for type uuid: "…"`): neither is logged. What is: the kind, the SQL text (it only has
 * placeholders), the SQLSTATE and what it names (table, column, constraint), and the stack frames.
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: withoutQueryValues(format("%s", err)) };
  const out: Record<string, unknown> = { type: err.name === "Error" ? err.constructor.name : err.name };
  const db = isDatabaseError(err) ? err : undefined;
  out.message = db ? withoutQuotedValues(err.message) : withoutQueryValues(err.message);
  const query = (err as { query?: unknown }).query;
  if (typeof query === "string") out.query = query;
  if (db) out.db = databaseFields(db);
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) out.cause = loggableError(cause, depth + 1);
  const frames = stackFrames(err.stack);
  if (frames) out.stack = frames;
  return out;
}

/** Drops the "params: …" part Drizzle appends to a failed query's message. */
export function withoutQueryValues(text: string): string {
  const at = text.search(/\n?params: /);
  return at === -1 ? text : `${text.slice(0, at)} [params not logged]`;
}

const withoutQuotedValues = (text: string) => text.replace(/"[^"]*"/g, '"…"');

interface DatabaseErrorLike extends Error {
  code: string;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

function isDatabaseError(err: Error): err is DatabaseErrorLike {
  const e = err as Partial<DatabaseErrorLike>;
  return typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === "string";
}

// `detail`, `where` and `hint` may quote row values; they are left out.
function databaseFields(e: DatabaseErrorLike) {
  const { code, severity, routine, table, column, constraint } = e;
  return Object.fromEntries(
    Object.entries({ code, severity, routine, table, column, constraint }).filter(([, v]) => v !== undefined),
  );
}

/** The "at …" lines only: the first lines of a stack repeat the message. */
function stackFrames(stack: string | undefined): string | undefined {
  const frames = stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 20);
  return frames?.length ? frames.map((l) => l.trim()).join("\n") : undefined;
}

const CONSOLE_LEVELS = {
  log: "info",
  info: "info",
  warn: "warn",
  error: "error",
  debug: "debug",
  trace: "debug",
} as const;

/**
 * Libraries that print on their own (the HTTP adapter's response errors, better-auth's warnings…) go through
 * the JSON logger instead of raw stdout/stderr, with errors reduced as above.
 */
export function routeConsoleToLogger(logger: Logger): void {
  const log = logger.child({ source: "console" });
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const error = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== error);
      const message = withoutQueryValues(rest.length ? format(...rest) : ((error as Error | undefined)?.name ?? ""));
      if (error) log[level]({ error: loggableError(error) }, message);
      else log[level](message);
    };
  }
}
