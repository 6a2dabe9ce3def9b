import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db, UserDb } from "../../db/client";
import { accounts, linkedinProfiles, users } from "../../db/schema";

// Row-level security limits these to the user; the explicit owner filter is the first line of defence.

export async function findProfile(db: UserDb, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: users.fullName,
      headline: users.headline,
      linkedin: users.linkedin,
      language: users.language,
      timeZone: users.timeZone,
      image: users.image,
      li: linkedinProfiles,
    })
    .from(users)
    .leftJoin(linkedinProfiles, eq(linkedinProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  name?: string;
  headline?: string | null;
  linkedin?: string | null;
  language?: string;
  timeZone?: string | null;
  image?: string | null;
}

export async function updateProfile(db: UserDb, userId: string, set: ProfileUpdate): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The LinkedIn sign-in's picture (filled in again by the next LinkedIn sign-in, which brings the member's current one). */
export async function forgetLinkedInPicture(db: UserDb, userId: string): Promise<void> {
  await db.update(linkedinProfiles).set({ picture: null }).where(eq(linkedinProfiles.userId, userId));
}

/** Owner connection (the app role cannot read accounts): the id of the user's provider account that has a refresh token. */
export async function providerAccountWithRefreshToken(
  db: Db,
  userId: string,
  providerId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId), isNotNull(accounts.refreshToken)))
    .limit(1);
  return rows[0]?.id ?? null;
}
