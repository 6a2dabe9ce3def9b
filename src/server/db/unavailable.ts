/**
 * Whether an error means the database cannot be reached or is not answering (down, restarting, out of connections),
 * as opposed to a fault of the request or of the app: the request then answers 503 "temporarily unavailable" with
 * Retry-After (app.ts), which the web app retries, instead of 500 "Internal Server Error".
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** SQLSTATEs: admin/crash shutdown, cannot connect now (starting up, recovering), too many connections. */
const SERVER_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres's and its pool's own words for a connection that ended or never came. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function isUnavailableHere(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith("08")))
    return true;
  return typeof message === "string" && CLIENT_MESSAGES.some((re) => re.test(message));
}

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle and better-auth wrap the driver's error (`cause`); a pool's connect may fail with several (AggregateError)
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    if (isUnavailableHere(e)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
