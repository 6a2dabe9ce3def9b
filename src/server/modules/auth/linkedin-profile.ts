import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { linkedinProfiles, users } from "../../db/schema";

export interface LinkedInClaims {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  headline?: string;
  profileUrl?: string;
}

// mapProfileToUser sees the provider's claims but not our user id; the account hooks see the user id but not
// the claims. Claims wait here (keyed by the LinkedIn sub, a few minutes at most) between the two.
const pending = new Map<string, { claims: LinkedInClaims; at: number }>();
const TTL_MS = 5 * 60_000;

export function rememberClaims(claims: LinkedInClaims): void {
  const now = Date.now();
  for (const [key, value] of pending) if (now - value.at > TTL_MS) pending.delete(key);
  pending.set(claims.sub, { claims, at: now });
}

export async function saveLinkedInProfile(db: Db, userId: string, sub: string): Promise<void> {
  const entry = pending.get(sub);
  if (!entry) return;
  pending.delete(sub);
  const c = entry.claims;
  const values = {
    sub: c.sub,
    name: c.name ?? null,
    givenName: c.given_name ?? null,
    familyName: c.family_name ?? null,
    picture: c.picture ?? null,
    headline: c.headline ?? null,
    profileUrl: c.profileUrl ?? null,
  };
  await db
    .insert(linkedinProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: linkedinProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  // A headline the member has not set themselves yet comes from LinkedIn.
  if (c.headline) {
    await db.update(users).set({ headline: c.headline }).where(and(eq(users.id, userId), isNull(users.headline)));
  }
}
