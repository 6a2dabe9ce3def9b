import { createHash } from "node:crypto";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { EMAIL_CHANGE_LANDING } from "../../../contracts/account-email/paths";

/**
 * A change of email is better-auth's (`user.changeEmail`): it signs a JWT `{ email: old, updateTo: new, userId,
 * requestType: "change-email-verification" }`, mails the link to the new address, and `GET /verify-email` writes the
 * new address when the link is opened. This file adds what the app needs around it (docs/architecture/account.md).
 */
export interface EmailChangeClaim {
  userId: string;
  /** The address the account had when the link was made. */
  from: string;
  /** The address the link moves it to. */
  to: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const REQUEST_TYPE = "change-email-verification";
const MAX_TOKEN_LENGTH = 4096;

function claimOf(payload: Record<string, unknown> | null | undefined): EmailChangeClaim | undefined {
  if (!payload || payload.requestType !== REQUEST_TYPE) return undefined;
  const { userId, email, updateTo, exp } = payload;
  if (typeof userId !== "string" || typeof email !== "string" || typeof updateTo !== "string") return undefined;
  if (typeof exp !== "number") return undefined;
  return { userId, from: email.toLowerCase(), to: updateTo.toLowerCase(), exp };
}

/**
 * Whether a token better-auth has just signed (the one `sendVerificationEmail` is given) is a change of email: its
 * payload read without checking the signature, which is only right for a token that never left the server.
 */
export function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as unknown;
    return typeof payload === "object" && claimOf(payload as Record<string, unknown>) !== undefined;
  } catch {
    return false;
  }
}

/** The claim of a token that came with a request, when its signature and its expiry hold. */
export async function verifiedEmailChangeClaim(token: unknown, secret: string): Promise<EmailChangeClaim | undefined> {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return undefined;
  return claimOf(await verifyJWT(token, secret));
}

/** A refused link lands where a working one does, with better-auth's error code (the page says the link is dead). */
const refused = (code: "INVALID_TOKEN" | "INVALID_USER") => `${EMAIL_CHANGE_LANDING}&error=${code}`;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Before `GET /verify-email` acts on a change-of-email link: opened again once it has worked (mail scanners open
 * links before people do), it says "done" without writing anything; used once before (even if the account has come
 * back to its old address since), opened in another account's session, or for an address another account has taken
 * since it was sent, it is refused without writing anything (better-auth would answer a 500 on the taken address).
 * A link that passes is reserved first-writer-wins, so two opens at once cannot both use it.
 */
export async function guardEmailChangeLink(ctx: HookContext): Promise<void> {
  const token = (ctx.query as { token?: unknown } | undefined)?.token;
  const claim = await verifiedEmailChangeClaim(token, ctx.context.secret);
  if (!claim || typeof token !== "string") return; // not a change of email: better-auth's own checks apply
  const session = await getSessionFromCtx(ctx);
  if (session && session.user.id !== claim.userId) throw ctx.redirect(refused("INVALID_USER"));
  const user = await ctx.context.internalAdapter.findUserById(claim.userId);
  if (!user) throw ctx.redirect(refused("INVALID_TOKEN"));
  const current = user.email.toLowerCase();
  if (current === claim.to) throw ctx.redirect(EMAIL_CHANGE_LANDING);
  if (current !== claim.from) throw ctx.redirect(refused("INVALID_TOKEN"));
  if (await ctx.context.internalAdapter.findUserByEmail(claim.to)) throw ctx.redirect(refused("INVALID_TOKEN"));
  const first = await ctx.context.internalAdapter.reserveVerificationValue({
    identifier: `email-change-used:${createHash("sha256").update(token).digest("base64url")}`,
    value: claim.userId,
    expiresAt: new Date(claim.exp * 1000),
  });
  if (!first) throw ctx.redirect(refused("INVALID_TOKEN"));
}
