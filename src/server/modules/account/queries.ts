import { eq } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { linkedinProfiles, users } from "../../db/schema";

// Row-level security already limits these to the user; the explicit owner filter is the first line of defence.
export async function findMe(db: UserDb, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: users.fullName,
      image: users.image,
      headline: users.headline,
      linkedin: users.linkedin,
      language: users.language,
      li: linkedinProfiles,
    })
    .from(users)
    .leftJoin(linkedinProfiles, eq(linkedinProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row) return undefined;
  const { li, ...user } = row;
  return {
    ...user,
    linkedinIdentity: li
      ? { sub: li.sub, name: li.name, givenName: li.givenName, familyName: li.familyName, picture: li.picture, headline: li.headline, profileUrl: li.profileUrl }
      : null,
  };
}
