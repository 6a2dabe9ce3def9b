import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../http/env";
import { signUpExtraFieldsSchema } from "../../../contracts/auth/schemas";
import { validationError } from "../../lib/validation-error";

/** better-auth's error shape (`{ code, message }`) and the app's (`{ error }`), so either client reads it. */
const authError = (code: string, message: string) => ({ code, message, error: { code, message } });

/**
 * Checks what better-auth does not before a sign-up reaches it: first and last name, and an email already in
 * use, answered "Email already exists" as SPEC §8 requires (better-auth would answer a silent success).
 */
export function signUpGuard(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "POST" || c.req.path !== "/api/auth/sign-up/email") return next();
    let body: Record<string, unknown>;
    try {
      body = (await c.req.raw.clone().json()) as Record<string, unknown>;
    } catch {
      return c.json(authError("BAD_REQUEST", "The request body is not valid JSON"), 400);
    }
    const extra = signUpExtraFieldsSchema.safeParse(body ?? {});
    if (!extra.success) {
      const { body: refusal } = validationError(extra.error.issues);
      return c.json({ code: refusal.error.code, message: refusal.error.message, ...refusal }, 400);
    }
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    if (email) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) return c.json(authError("USER_ALREADY_EXISTS", "Email already exists"), 422);
    }
    return next();
  };
}
