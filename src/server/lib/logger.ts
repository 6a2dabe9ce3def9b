import pino, { type Logger } from "pino";

// Paths whose values never reach the logs, wherever they appear.
const REDACT = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "otp",
  "accessToken",
  "refreshToken",
  "idToken",
  "access_token",
  "refresh_token",
  "id_token",
  "clientSecret",
  "secret",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.otp",
  "*.accessToken",
  "*.refreshToken",
  "*.idToken",
  "*.access_token",
  "*.refresh_token",
  "*.id_token",
  "req.headers.cookie",
  "req.headers.authorization",
  "res.headers['set-cookie']",
  "headers.cookie",
  "headers.authorization",
];

export function createLogger(
  level: string,
  opts: { pretty?: boolean; buffered?: boolean; stderr?: boolean } = {},
): Logger {
  const options = { level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined };
  if (opts.stderr) return pino(options, pino.destination({ dest: 2, sync: true }));
  if (opts.pretty)
    return pino({ ...options, transport: { target: "pino-pretty", options: { colorize: true, ignore: "time" } } });
  // Buffered: lines are written in 4 KB batches instead of one blocking write per request; flushLogger() on exit.
  return opts.buffered ? pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 })) : pino(options);
}

/** Writes out what a buffered logger still holds (before exiting). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

const SECRET_PARAM = /token|code|otp|state|secret|password/i;
const MAX_LOGGED_PATH = 2048;

/** decodeURIComponent that gives the text back unchanged when it is not valid percent-encoding. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Path segments after which the rest of the path is a secret. Of the links the app mails (docs/architecture/auth.md,
 * "Mailed links"), better-auth's reset link carries its token in the path: `/api/auth/reset-password/<token>`;
 * the others carry theirs in the query (`verify-email?token=`) or in a POST body (the sign-in code). The names of
 * better-auth's other token links are listed too, so that enabling one of them cannot leak its token. Matched on
 * the decoded path, in any case: `reset%2Dpassword%2F<token>` is redacted too.
 */
const SECRET_PATH = /\/(?:reset-password|verify-email|magic-link)\/+(?=[^/])/i;
const REDACTED = "[redacted]";
// A segment that looks like a token (long, made of token characters, not a UUID, not lower-case words) is
// redacted wherever it appears: a secret added to a path later does not wait for its name in the list above.
const TOKEN_CHARACTERS = /^[A-Za-z0-9_~.-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WORDS = /^[a-z]+(?:[-_.][a-z0-9]+)*$/;
const looksLikeToken = (segment: string) =>
  segment.length >= 16 && TOKEN_CHARACTERS.test(segment) && !UUID.test(segment) && !WORDS.test(segment);

function redactPath(path: string): string {
  const segments = path.split("/");
  const decoded = segments.map(decodeOrKeep);
  const secret = SECRET_PATH.exec(decoded.join("/"));
  if (secret) return `${decoded.join("/").slice(0, secret.index + secret[0].length)}${REDACTED}`;
  return segments.map((segment, i) => (looksLikeToken(decoded[i]) ? REDACTED : segment)).join("/");
}

/**
 * The path and query of a URL as it may be logged: path segments and values of parameters that may carry
 * one-time tokens are redacted, the rest decoded where it decodes. Total: never throws, and the result is bounded
 * in length.
 */
export function safePath(url: string): string {
  const bounded = url.length > MAX_LOGGED_PATH * 4 ? url.slice(0, MAX_LOGGED_PATH * 4) : url;
  const relative = bounded.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const q = relative.indexOf("?");
  let out = redactPath(q === -1 ? relative : relative.slice(0, q));
  if (q !== -1) {
    const query = relative
      .slice(q + 1)
      .split("&")
      .map((pair) => {
        const eq = pair.indexOf("=");
        const key = decodeOrKeep(eq === -1 ? pair : pair.slice(0, eq));
        return SECRET_PARAM.test(key) ? `${key}=${REDACTED}` : decodeOrKeep(pair);
      })
      .join("&");
    out = `${out}?${query}`;
  }
  return out.length > MAX_LOGGED_PATH ? `${out.slice(0, MAX_LOGGED_PATH)}…` : out;
}

export type { Logger };
