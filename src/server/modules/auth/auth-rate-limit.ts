import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";
import { SESSION_COOKIE_NAMES as SESSION_COOKIES } from "./cookie-prefix";

// Auth calls that take a password, a code or a token (guessable), or send a mail (a mailbox can be flooded).
const LIMITED_POSTS = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/forget-password",
  "/api/auth/reset-password",
  "/api/auth/send-verification-email",
  "/api/auth/sign-in/email-otp",
  "/api/auth/forget-password/email-otp",
  "/api/auth/email-otp/send-verification-otp",
  "/api/auth/email-otp/check-verification-otp",
  "/api/auth/email-otp/verify-email",
  "/api/auth/email-otp/request-password-reset",
  "/api/auth/email-otp/reset-password",
  "/api/auth/email-otp/request-email-change",
  "/api/auth/email-otp/change-email",
  "/api/auth/verify-password",
  "/api/auth/change-password",
]);
// Any other one-time-code route (a later better-auth may add some) shares one bucket.
const LIMITED_POST_PREFIX = "/api/auth/email-otp/";
// Links from mails: the token is in the URL.
const RESET_LINK_PREFIX = "/api/auth/reset-password/";
const VERIFY_EMAIL_PATH = "/api/auth/verify-email";

const MAX_SUBJECT_LENGTH = 256;

export const RATE_LIMIT_MESSAGE = "Too many requests. Please try again later.";

/** The limiter bucket of a request (one per endpoint), or undefined when the request is not limited. */
export function limitedBucket(method: string, path: string): string | undefined {
  if (method === "POST") {
    if (LIMITED_POSTS.has(path)) return path;
    if (path.startsWith(LIMITED_POST_PREFIX)) return `${LIMITED_POST_PREFIX}*`;
  }
  if (method === "GET") {
    if (path === VERIFY_EMAIL_PATH) return path;
    if (path.startsWith(RESET_LINK_PREFIX)) return `${RESET_LINK_PREFIX}:token`;
  }
  return undefined;
}

/** Who or what a request targets: the email, else the token, else the caller's session. */
async function subjectOf(c: Context): Promise<string> {
  let body: { email?: unknown; token?: unknown } | undefined;
  if (c.req.method === "POST") {
    try {
      body = (await c.req.raw.clone().json()) as typeof body;
    } catch {
      /* not JSON: the auth handler answers 400 */
    }
  }
  const fromPath = c.req.path.startsWith(RESET_LINK_PREFIX) ? c.req.path.slice(RESET_LINK_PREFIX.length) : undefined;
  const token = typeof body?.token === "string" ? body.token : (c.req.query("token") ?? fromPath);
  const cookies = getCookie(c);
  const subject =
    typeof body?.email === "string"
      ? `email:${body.email.trim().toLowerCase()}`
      : token
        ? `token:${token}`
        : `session:${SESSION_COOKIES.map((n) => cookies[n]).find(Boolean) ?? ""}`;
  return subject.slice(0, MAX_SUBJECT_LENGTH);
}

/**
 * Limits per client IP + subject (email, token or session: one attacker cannot lock a victim out from elsewhere),
 * plus a looser per-IP ceiling per endpoint across all subjects (one client cannot spray many accounts or guess
 * many tokens). The counters live in Postgres: every app process on the database counts together, in one
 * statement per limited request.
 */
export function authRateLimit(opts: {
  store: LimitStore;
  max: number;
  windowSeconds: number;
  trustProxy: boolean;
}): MiddlewareHandler {
  const limiter = new RateLimiter(opts.store, "auth", opts.windowSeconds);
  return async (c, next) => {
    const bucket = limitedBucket(c.req.method, c.req.path);
    if (!bucket) return next();
    const ip = clientIp(c, opts.trustProxy);
    const subject = await subjectOf(c);
    const wait = await limiter.hit([
      { key: `ip|${ip}|${bucket}`, max: opts.max * 5 },
      { key: `subject|${ip}|${bucket}|${subject}`, max: opts.max },
    ]);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json(errorBody("RATE_LIMITED", RATE_LIMIT_MESSAGE), 429);
    }
    return next();
  };
}
