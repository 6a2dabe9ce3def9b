import { and, eq, isNull, sql } from "drizzle-orm";
import { isHttpUrl, normalizeLinkedinUrl, PROFILE_LIMITS } from "../../../contracts/profile/schemas";
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

/** The claims this app reads from LinkedIn's userinfo / ID token (strings only). */
export function linkedInClaims(profile: Record<string, unknown>): LinkedInClaims {
  const str = (k: string) => (typeof profile[k] === "string" ? (profile[k] as string) : undefined);
  return {
    sub: String(profile.sub ?? profile.id ?? ""),
    name: str("name"),
    given_name: str("given_name"),
    family_name: str("family_name"),
    picture: str("picture"),
    headline: str("headline"),
    profileUrl: str("profileUrl") ?? str("profile_url"),
  };
}

const cut = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/** The user fields a LinkedIn sign-up writes, held to the profile contract's limits (names, headline, http(s) picture). */
export function linkedInUserFields(c: LinkedInClaims) {
  const firstName = cut(c.given_name, PROFILE_LIMITS.nameMax);
  const lastName = cut(c.family_name, PROFILE_LIMITS.nameMax);
  const fullName = cut(c.name, PROFILE_LIMITS.nameMax) || `${firstName} ${lastName}`.trim();
  const picture =
    c.picture && c.picture.length <= PROFILE_LIMITS.linkedinMax && isHttpUrl(c.picture) ? c.picture : undefined;
  const headline = cut(c.headline, PROFILE_LIMITS.headlineMax);
  return {
    name: fullName,
    fullName,
    firstName,
    lastName,
    ...(picture ? { image: picture } : {}),
    ...(headline ? { headline } : {}),
  };
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
  const fields = linkedInUserFields(c);
  const values = {
    sub: c.sub,
    name: fields.fullName || null,
    givenName: fields.firstName || null,
    familyName: fields.lastName || null,
    picture: fields.image ?? null,
    headline: fields.headline ?? null,
    profileUrl:
      c.profileUrl && c.profileUrl.length <= PROFILE_LIMITS.linkedinMax ? normalizeLinkedinUrl(c.profileUrl) : null,
  };
  await db
    .insert(linkedinProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: linkedinProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  // A headline the member has not set themselves yet comes from LinkedIn.
  if (values.headline) {
    await db
      .update(users)
      .set({ headline: values.headline })
      .where(and(eq(users.id, userId), isNull(users.headline)));
  }
}

/** The profile fields that LinkedIn can fill. */
export interface SyncableProfile {
  firstName: string;
  lastName: string;
  image: string | null;
  headline: string | null;
  linkedin: string | null;
}

/** The stored LinkedIn profile (linkedin_profiles), as the profile query reads it. */
export interface StoredLinkedInProfile {
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  headline: string | null;
  profileUrl: string | null;
}

export type ProfileFill = Partial<SyncableProfile> & { fullName?: string; name?: string };

/**
 * SPEC §4: the LinkedIn profile (names, picture, headline, profile URL) fills the fields the user has not
 * set yet. Fields the user has filled are never overwritten.
 */
export function linkedInProfileFill(row: SyncableProfile, li: StoredLinkedInProfile | null): ProfileFill {
  if (!li) return {};
  const set: ProfileFill = {};
  if (!row.firstName && li.givenName) set.firstName = li.givenName;
  if (!row.lastName && li.familyName) set.lastName = li.familyName;
  if (set.firstName || set.lastName) {
    const full = `${set.firstName ?? row.firstName} ${set.lastName ?? row.lastName}`.trim();
    set.fullName = full;
    set.name = full;
  }
  if (!row.image && li.picture) set.image = li.picture;
  if (!row.headline && li.headline) set.headline = li.headline;
  if (!row.linkedin && li.profileUrl) set.linkedin = li.profileUrl;
  return set;
}
