import { randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ACCOUNT_DELETION_RULES as R } from "../../../contracts/account-deletion/rules";
import type { Db } from "../../db/client";
import { verifications } from "../../db/schema";
import { generateOtp, hashOtp } from "../auth/auth";

// The code of an account without a password, kept in better-auth's `verifications` table (system state, purged
// when expired by the clean-up job) as "<wrong tries>:<SHA-256 of the code>": never in clear, never logged.
const identifierOf = (userId: string) => `account-deletion:${userId}`;

/** A new code for the user (an older one stops working); answers the code, to be mailed and forgotten. */
export async function issueDeletionCode(db: Db, userId: string, now: Date): Promise<string> {
  const code = generateOtp();
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: identifierOf(userId),
      value: `0:${hashOtp(code)}`,
      expiresAt: new Date(now.getTime() + R.codeExpiresMinutes * 60_000),
    });
  });
  return code;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Counts one try of `code` (in one statement: two tries at once both count) and answers its hash when it is right,
 * to be consumed by the deletion's transaction; null when there is no live code or it is wrong. The last allowed
 * wrong try spends the code.
 */
export async function checkDeletionCode(db: Db, userId: string, code: string): Promise<string | null> {
  const [row] = await db
    .update(verifications)
    .set({
      value: sql`(split_part(${verifications.value}, ':', 1)::int + 1)::text || ':' || split_part(${verifications.value}, ':', 2)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(verifications.identifier, identifierOf(userId)), sql`${verifications.expiresAt} > now()`))
    .returning({ value: verifications.value });
  if (!row) return null;
  const [triesText, hash = ""] = row.value.split(":");
  const tries = Number(triesText);
  if (tries <= R.codeAttempts && sameHash(hash, hashOtp(code))) return hash;
  if (tries >= R.codeAttempts) await forgetDeletionCode(db, userId);
  return null;
}

/** Takes the checked code (in the deletion's transaction): false when another request took it first. */
export async function consumeDeletionCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const taken = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierOf(userId)),
        sql`split_part(${verifications.value}, ':', 2) = ${hash}`,
        sql`${verifications.expiresAt} > now()`,
      ),
    )
    .returning({ id: verifications.id });
  return taken.length > 0;
}

export async function forgetDeletionCode(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
}
