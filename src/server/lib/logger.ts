import pino, { type Logger } from "pino";

// Paths whose values never reach the logs, wherever they appear.
const REDACT = [
  "password", "newPassword", "currentPassword", "token", "otp", "accessToken", "refreshToken", "idToken",
  "access_token", "refresh_token", "id_token", "clientSecret", "secret",
  "*.password", "*.newPassword", "*.token", "*.otp", "*.accessToken", "*.refreshToken", "*.idToken",
  "*.access_token", "*.refresh_token", "*.id_token",
  "req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']",
  "headers.cookie", "headers.authorization",
];

export function createLogger(level: string, opts: { pretty?: boolean; buffered?: boolean } = {}): Logger {
  const options = { level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined };
  if (opts.pretty) return pino({ ...options, transport: { target: "pino-pretty", options: { colorize: true, ignore: "time" } } });
  // Buffered: lines are written in 4 KB batches instead of one blocking write per request; flushLogger() on exit.
  return opts.buffered ? pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 })) : pino(options);
}

/** Writes out what a buffered logger still holds (before exiting). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

/** Removes query strings that may carry one-time tokens before a URL is logged. */
export function safePath(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url.startsWith("/") ? url : url.slice(url.indexOf("/", url.indexOf("//") + 2));
  const u = new URL(url, "http://x");
  for (const key of [...u.searchParams.keys()]) {
    if (/token|code|otp|state|secret|password/i.test(key)) u.searchParams.set(key, "[redacted]");
  }
  return u.pathname + (u.search ? decodeURIComponent(u.search) : "");
}

export type { Logger };
