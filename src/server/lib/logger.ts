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

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    redact: { paths: REDACT, censor: "[redacted]" },
    base: undefined,
    transport: pretty ? { target: "pino-pretty", options: { colorize: true, ignore: "time" } } : undefined,
  });
}

/** Removes query strings that may carry one-time tokens before a URL is logged. */
export function safePath(url: string): string {
  const u = new URL(url, "http://x");
  for (const key of [...u.searchParams.keys()]) {
    if (/token|code|otp|state|secret|password/i.test(key)) u.searchParams.set(key, "[redacted]");
  }
  return u.pathname + (u.search ? decodeURIComponent(u.search) : "");
}

export type { Logger };
