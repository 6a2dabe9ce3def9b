import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { AccountSessionList, RevokedSessions } from "../../../contracts/sessions/schemas";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";
import { ACCOUNT_SESSION_RULES } from "../../../contracts/sessions/rules";
import { describeUserAgent } from "./user-agent";

export interface AccountSessionsDeps {
  database: Database;
  sessionPublicId: (sessionId: string) => string;
  limits: LimitStore;
}

/**
 * The signed-in user's sessions. The sessions table is better-auth's and the request role has no grant on it (see
 * docs/architecture/account.md), so these statements run on the owner connection and every one of them is filtered
 * by the actor's user id: a session of someone else is never read, listed or deleted.
 */
export function accountSessionsService({ database, sessionPublicId, limits }: AccountSessionsDeps) {
  const currentToken = database.session?.token;
  const limiter = new RateLimiter(limits, "account-sessions", ACCOUNT_SESSION_RULES.windowSeconds);
  /** Both sign-outs share one count per user, taken before anything is read. */
  const limit = async (actor: Actor) => {
    const wait = await limiter.hit([{ key: actor.userId, max: ACCOUNT_SESSION_RULES.maxPerWindow }]);
    if (wait > 0)
      throw new AppError({
        code: "ACCOUNT_SESSIONS_RATE_LIMITED",
        message: "Too many sign-outs in a short time: try again in a few minutes",
        retryAfterSeconds: wait,
      });
  };

  const liveOf = (userId: string) =>
    database.db
      .select({
        id: sessions.id,
        token: sessions.token,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.updatedAt));

  return {
    async list(actor: Actor): Promise<AccountSessionList> {
      const rows = await liveOf(actor.userId);
      const listed = rows.map((row) => ({
        id: sessionPublicId(row.id),
        ...describeUserAgent(row.userAgent),
        current: row.token === currentToken,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
      }));
      return { sessions: [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)] };
    },

    /** Signs one session of the actor out; an id that is not one of theirs is the same 404 as an unknown one. */
    async revoke(actor: Actor, publicId: string): Promise<RevokedSessions> {
      await limit(actor);
      const rows = await liveOf(actor.userId);
      const row = rows.find((r) => sessionPublicId(r.id) === publicId);
      if (!row) throw new AppError({ code: "NOT_FOUND", message: "Session not found" });
      const deleted = await database.db
        .delete(sessions)
        .where(and(eq(sessions.id, row.id), eq(sessions.userId, actor.userId)))
        .returning({ id: sessions.id });
      return { revoked: deleted.length };
    },

    /** Signs out every session of the actor but the one making the request. */
    async revokeOthers(actor: Actor): Promise<RevokedSessions> {
      await limit(actor);
      if (!currentToken) return { revoked: 0 };
      const others = await database.db
        .delete(sessions)
        .where(and(eq(sessions.userId, actor.userId), ne(sessions.token, currentToken)))
        .returning({ id: sessions.id });
      return { revoked: others.length };
    },
  };
}

export type AccountSessionsService = ReturnType<typeof accountSessionsService>;
