import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS, ROLES, type Role } from "../../src/contracts/workspaces/permissions";
import { withUser } from "../../src/server/db/client";
import { notes, postingSlots, posts, workspaceMembers, workspaces } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

// Roles in SQL (drizzle/0023): the permissions table mirrors the TypeScript one, the request context answers the
// member's role, and a role's writes are refused by row-level security whatever a handler does.
const t = makeTestApp();

/** Drizzle wraps the server's error: match the Postgres message it carries. */
const pgError = (pattern: RegExp) => (err: unknown) => {
  const e = err as Error & { cause?: Error };
  return pattern.test(e.cause?.message ?? e.message);
};

/** A team workspace (no personal user) with these members, made as the owner of the database would. */
async function teamWorkspace(members: Record<string, Role>) {
  const [ws] = await t.database.db.insert(workspaces).values({ name: "Team" }).returning({ id: workspaces.id });
  await t.database.db
    .insert(workspaceMembers)
    .values(Object.entries(members).map(([userId, role]) => ({ workspaceId: ws.id, userId, role })));
  return ws.id;
}

async function users(n: number) {
  return Promise.all(Array.from({ length: n }, () => signedInUser(t)));
}

describe("workspace roles in SQL", () => {
  it("keeps ROLE_PERMISSIONS as rows, exactly, and refuses a role that is not one of ROLES", async () => {
    const { rows } = await t.database.pool.query<{ role: string; permission: string }>(
      "SELECT role, permission FROM workspace_role_permissions ORDER BY role, permission",
    );
    const expected = ROLES.flatMap((role) => ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })));
    const key = (r: { role: string; permission: string }) => `${r.role} ${r.permission}`;
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
    const [u] = await users(1);
    await expect(teamWorkspace({ [u.userId]: "guest" as Role })).rejects.toSatisfy(
      pgError(/workspace_members_role_check/),
    );
  });

  it("answers the member's role with the request context, and none outside their workspaces", async () => {
    const [owner, editor, stranger] = await users(3);
    const team = await teamWorkspace({ [owner.userId]: "owner", [editor.userId]: "editor" });
    const context = async (userId: string, workspaceId: string | null) => {
      const { rows } = await t.database.pool.query(
        "SELECT user_id, workspace_id, role FROM app_request_context($1, NULL, $2)",
        [userId, workspaceId],
      );
      return rows[0];
    };
    expect(await context(editor.userId, team)).toEqual({ user_id: editor.userId, workspace_id: team, role: "editor" });
    expect(await context(owner.userId, team)).toMatchObject({ workspace_id: team, role: "owner" });
    // the personal workspace by default, owned
    expect(await context(editor.userId, null)).toMatchObject({ role: "owner" });
    expect(await context(stranger.userId, team)).toEqual({ user_id: stranger.userId, workspace_id: "", role: "" });
  });

  it("lets a reviewer and a client read the team's posts but write none of them, nor notes or slots", async () => {
    const [editor, reviewer, client] = await users(3);
    const team = await teamWorkspace({
      [editor.userId]: "editor",
      [reviewer.userId]: "reviewer",
      [client.userId]: "client",
    });
    const as = <T>(userId: string, fn: Parameters<typeof withUser<T>>[2]) =>
      withUser(t.database, userId, fn, { workspaceId: team });
    // the editor writes: a post, a note, a posting slot
    const [post] = await as(editor.userId, (db) =>
      db.insert(posts).values({ body: "Team draft" }).returning({ id: posts.id }),
    );
    await as(editor.userId, (db) => db.insert(notes).values({ body: "Team note" }));
    await as(editor.userId, (db) =>
      db.insert(postingSlots).values({ weekday: 1, localTime: "09:00", timeZone: "UTC" }),
    );

    for (const member of [reviewer, client]) {
      // reads: the whole workspace's content
      const seen = await as(member.userId, (db) => db.select({ body: posts.body }).from(posts));
      expect(seen).toEqual([{ body: "Team draft" }]);
      // writes: refused on insert, nothing matched on update and delete
      await expect(as(member.userId, (db) => db.insert(posts).values({ body: "Mine" }))).rejects.toSatisfy(
        pgError(/row-level security/),
      );
      await expect(as(member.userId, (db) => db.insert(notes).values({ body: "Mine" }))).rejects.toSatisfy(
        pgError(/row-level security/),
      );
      await expect(
        as(member.userId, (db) => db.insert(postingSlots).values({ weekday: 2, localTime: "10:00", timeZone: "UTC" })),
      ).rejects.toSatisfy(pgError(/row-level security/));
      const updated = await as(member.userId, (db) =>
        db.update(posts).set({ body: "Changed" }).where(eq(posts.id, post.id)).returning({ id: posts.id }),
      );
      expect(updated).toEqual([]);
      const deleted = await as(member.userId, (db) =>
        db
          .delete(notes)
          .where(sql`true`)
          .returning({ id: notes.id }),
      );
      expect(deleted).toEqual([]);
    }
    const [after] = await t.database.db.select({ body: posts.body }).from(posts).where(eq(posts.id, post.id));
    expect(after.body).toBe("Team draft");
    const left = await t.database.db.select({ id: notes.id }).from(notes).where(eq(notes.workspaceId, team));
    expect(left).toHaveLength(1);
  });

  it("lets an editor write content but not the workspace's LinkedIn connection", async () => {
    const [owner, editor] = await users(2);
    const team = await teamWorkspace({ [owner.userId]: "owner", [editor.userId]: "editor" });
    const connect = (userId: string) =>
      withUser(
        t.database,
        userId,
        (db) =>
          db.execute(
            sql`INSERT INTO linkedin_connections (member_id, name, access_token, access_token_expires_at, scope)
                VALUES (${`member-${userId}`}, 'Ada', 'sealed', now() + interval '60 days', 'w_member_social')`,
          ),
        { workspaceId: team },
      );
    await expect(connect(editor.userId)).rejects.toSatisfy(pgError(/row-level security/));
    await connect(owner.userId);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM linkedin_connections WHERE workspace_id = $1",
      [team],
    );
    expect(rows[0].n).toBe(1);
  });
});
