import { and, eq, sql } from "drizzle-orm";
import { LINKEDIN_PROVIDER_ID } from "../../../contracts/auth/constants";
import { LINK_LANDING } from "../../../contracts/account-sign-in/paths";
import type {
  LinkLinkedInInput,
  LinkLinkedInStarted,
  LinkedInUnlinked,
} from "../../../contracts/account-sign-in/schemas";
import type { Database } from "../../db/client";
import { accounts, linkedinProfiles } from "../../db/schema";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Auth } from "../auth/auth";

export interface AccountSignInDeps {
  database: Database;
  auth: Auth;
  /** false when the server has no LinkedIn sign-in set up (LINKEDIN_CLIENT_ID empty). */
  linkedInEnabled: boolean;
  /** Counts every request of a user, refused ones too (a wrong password is a guess). */
  limiter: RateLimiter;
  maxPerWindow: number;
}

/** What starting a link gives the route: LinkedIn's page, and better-auth's state cookie for the callback. */
export interface LinkStart extends LinkLinkedInStarted {
  setCookies: string[];
}

/**
 * LinkedIn as a way to sign in, linked and unlinked from Settings > Account (docs/architecture/account.md,
 * "LinkedIn: signing in and publishing"). better-auth's accounts table is not granted to the request role: read and
 * written on the owner connection, every statement by the actor's id. The publishing connection (its own table) is
 * never touched here.
 */
export function accountSignInService({ database, auth, linkedInEnabled, limiter, maxPerWindow }: AccountSignInDeps) {
  const limit = async (actor: Actor) => {
    const wait = await limiter.hit([{ key: actor.userId, max: maxPerWindow }]);
    if (wait > 0) throw new AppError({ code: "RATE_LIMITED", retryAfterSeconds: wait });
  };
  const accountsOf = (userId: string) =>
    database.db
      .select({ providerId: accounts.providerId, password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, userId));

  return {
    /**
     * Checks the password, then has better-auth start its link flow (its state bound to this session, PKCE): the
     * callback adds the LinkedIn account to this user, whatever address LinkedIn gives, as long as LinkedIn says it
     * is verified and the member signs in to no other account here.
     */
    async startLink(actor: Actor, input: LinkLinkedInInput, headers: Headers): Promise<LinkStart> {
      await limit(actor);
      if (!linkedInEnabled)
        throw new AppError({
          code: "LINKEDIN_SIGN_IN_UNAVAILABLE",
          message: "LinkedIn sign-in is not set up on this server",
        });
      const rows = await accountsOf(actor.userId);
      if (rows.some((r) => r.providerId === LINKEDIN_PROVIDER_ID))
        throw new AppError({
          code: "LINKEDIN_SIGN_IN_ALREADY_LINKED",
          message: "A LinkedIn account already signs in to this account",
        });
      const hash = rows.find((r) => r.providerId === "credential")?.password;
      if (!hash) throw new AppError({ code: "PASSWORD_NOT_SET", message: "Set a password first" });
      const { password } = await auth.$context;
      if (!(await password.verify({ hash, password: input.password })))
        throw new AppError({ code: "INVALID_PASSWORD", message: "Invalid password" });
      const started = await auth.api.linkSocialAccount({
        headers,
        body: {
          provider: LINKEDIN_PROVIDER_ID,
          callbackURL: LINK_LANDING.linked,
          errorCallbackURL: LINK_LANDING.failed,
          disableRedirect: true,
        },
        returnHeaders: true,
      });
      return { authorizeUrl: started.response.url, setCookies: started.headers.getSetCookie() };
    },

    /**
     * Removes the LinkedIn sign-in (its tokens with it) in one statement that also checks another way in is left: a
     * password, or another sign-in account. Two requests at once cannot both pass the check on stale reads. The
     * stored LinkedIn profile goes in the same transaction.
     */
    async unlink(actor: Actor): Promise<LinkedInUnlinked> {
      await limit(actor);
      const removed = await database.db.transaction(async (tx) => {
        const rows = await tx
          .delete(accounts)
          .where(
            and(
              eq(accounts.userId, actor.userId),
              eq(accounts.providerId, LINKEDIN_PROVIDER_ID),
              sql`exists (select 1 from ${accounts} other where other.user_id = ${actor.userId}
                and other.provider_id <> ${LINKEDIN_PROVIDER_ID}
                and (other.provider_id <> 'credential' or other.password is not null))`,
            ),
          )
          .returning({ id: accounts.id });
        // what the sign-in brought (name, picture, headline): forgotten with it, so nothing says "signed in with
        // LinkedIn" any more; a later link or LinkedIn sign-in brings the member's back
        if (rows.length > 0) await tx.delete(linkedinProfiles).where(eq(linkedinProfiles.userId, actor.userId));
        return rows;
      });
      if (removed.length > 0) return { linked: false };
      const rows = await accountsOf(actor.userId);
      if (!rows.some((r) => r.providerId === LINKEDIN_PROVIDER_ID))
        throw new AppError({ code: "LINKEDIN_SIGN_IN_NOT_LINKED", message: "No LinkedIn account signs in here" });
      throw new AppError({
        code: "LINKEDIN_SIGN_IN_ONLY_WAY_IN",
        message: "LinkedIn is your only way to sign in: set a password first",
      });
    },
  };
}

export type AccountSignInService = ReturnType<typeof accountSignInService>;
