import type { MiddlewareHandler } from "hono";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limiter";

// Auth calls that can be used to guess passwords or codes, or to flood a mailbox.
const LIMITED_PATHS = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/send-verification-email",
  "/api/auth/email-otp/send-verification-otp",
  "/api/auth/sign-in/email-otp",
]);

export const RATE_LIMIT_MESSAGE = "Too many requests. Please try again later.";

/**
 * Limits per client IP + email (so one attacker cannot lock a victim out from elsewhere), plus a looser
 * per-IP ceiling across all emails (so one client cannot spray many accounts).
 */
export function authRateLimit(opts: { max: number; windowSeconds: number; trustProxy: boolean }): MiddlewareHandler {
  const perEmail = new RateLimiter(opts.max, opts.windowSeconds * 1000);
  const perIp = new RateLimiter(opts.max * 5, opts.windowSeconds * 1000);
  return async (c, next) => {
    if (c.req.method !== "POST" || !LIMITED_PATHS.has(c.req.path)) return next();
    const ip = clientIp(c, opts.trustProxy);
    let email = "";
    try {
      const body = (await c.req.raw.clone().json()) as { email?: unknown };
      if (typeof body?.email === "string") email = body.email.trim().toLowerCase();
    } catch {
      /* not JSON: the auth handler answers 400 */
    }
    const wait = Math.max(perIp.hit(`${ip}|${c.req.path}`), perEmail.hit(`${ip}|${c.req.path}|${email}`));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json(errorBody("RATE_LIMITED", RATE_LIMIT_MESSAGE), 429);
    }
    return next();
  };
}
