import { and, eq } from "drizzle-orm";
import { EMAIL_CHANGE_LANDING } from "../../../contracts/account-email/paths";
import type { EmailChangeRequested } from "../../../contracts/account-email/schemas";
import type { ChangeEmailInput } from "../../../contracts/auth/schemas";
import type { Database } from "../../db/client";
import { accounts, users } from "../../db/schema";
import type { Actor } from "../../lib/actor";
import { AppError, signedOutError } from "../../lib/errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Auth } from "../auth/auth";

export interface AccountEmailDeps {
  database: Database;
  auth: Auth;
  /** Counts every request of a user, refused ones too (a wrong password is a guess). */
  limiter: RateLimiter;
  maxPerWindow: number;
}

/**
 * A change of the signed-in user's email (docs/architecture/account.md, "Email"). better-auth makes the link and
 * mails it to the new address, or, when another account has that address, mails nothing and answers the same: this
 * service answers `{ email }` in both cases, so the requester cannot tell them apart. The users and accounts tables
 * are better-auth's (no grant to the request role): read on the owner connection, by the actor's id only.
 */
export function accountEmailService({ database, auth, limiter, maxPerWindow }: AccountEmailDeps) {
  return {
    async requestChange(actor: Actor, input: ChangeEmailInput, headers: Headers): Promise<EmailChangeRequested> {
      const wait = await limiter.hit([{ key: actor.userId, max: maxPerWindow }]);
      if (wait > 0) throw new AppError({ code: "RATE_LIMITED", retryAfterSeconds: wait });
      const newEmail = input.newEmail.toLowerCase();
      const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
      if (!user) throw signedOutError();
      if (user.email.toLowerCase() === newEmail)
        throw new AppError({ code: "EMAIL_UNCHANGED", message: "This is already your email address" });
      const [credential] = await database.db
        .select({ hash: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, "credential")));
      if (!credential?.hash)
        throw new AppError({ code: "PASSWORD_NOT_SET", message: "Set a password before changing your email" });
      const { password } = await auth.$context;
      if (!(await password.verify({ hash: credential.hash, password: input.currentPassword })))
        throw new AppError({ code: "INVALID_PASSWORD", message: "Invalid password" });
      await auth.api.changeEmail({ body: { newEmail, callbackURL: EMAIL_CHANGE_LANDING }, headers });
      return { email: newEmail };
    },
  };
}

export type AccountEmailService = ReturnType<typeof accountEmailService>;
