import { and, eq, sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { preparedPerConnection } from "../../db/prepared";
import { linkedinProfiles, users, workspaceMembers, workspaces } from "../../db/schema";
import { toUserFields } from "../profile/user-fields";

// GET /api/me runs on most page loads: prepared once per connection.
const findMeQuery = preparedPerConnection("account_find_me", (db, name) =>
  db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: users.fullName,
      image: users.image,
      headline: users.headline,
      linkedin: users.linkedin,
      language: users.language,
      timeZone: users.timeZone,
      li: {
        sub: linkedinProfiles.sub,
        name: linkedinProfiles.name,
        givenName: linkedinProfiles.givenName,
        familyName: linkedinProfiles.familyName,
        picture: linkedinProfiles.picture,
        headline: linkedinProfiles.headline,
        profileUrl: linkedinProfiles.profileUrl,
      },
      ws: {
        id: workspaces.id,
        name: workspaces.name,
        logo: workspaces.logo,
        plan: workspaces.plan,
        role: workspaceMembers.role,
      },
    })
    .from(users)
    .leftJoin(linkedinProfiles, eq(linkedinProfiles.userId, users.id))
    // the request's workspace, set by withUser in the same round trip (row-level security: members only)
    .leftJoin(workspaces, sql`${workspaces.id} = app_current_workspace_id()`)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, users.id)),
    )
    // Row-level security already limits this to the user; the explicit owner filter is the first line of defence.
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(name),
);

export async function findMe(db: UserDb, userId: string) {
  const [row] = await findMeQuery(db).execute({ userId });
  if (!row) return undefined;
  // toUserFields reads the user's own columns (and li) off the row as it is: no copies of the row on this hot path
  return { ...toUserFields(row), emailVerified: row.emailVerified, linkedinIdentity: row.li, workspace: row.ws };
}
