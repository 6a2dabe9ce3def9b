import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withUser } from "../../src/server/db/client";
import { savedPosts, workspaceMembers, workspaces } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

// saved_posts (drizzle/0029): workspace content under row-level security: a member reads the swipe file, writing it
// takes note.write, and no one sees another workspace's, whatever a handler asks for.
const t = makeTestApp();

const pgError = (pattern: RegExp) => (err: unknown) => {
  const e = err as Error & { cause?: Error };
  return pattern.test(e.cause?.message ?? e.message);
};

describe("saved posts under row-level security", () => {
  it("lets an editor write, a reviewer only read, and hides them from another workspace", async () => {
    const [editor, reviewer, stranger] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const [team] = await t.database.db.insert(workspaces).values({ name: "Team" }).returning({ id: workspaces.id });
    await t.database.db.insert(workspaceMembers).values([
      { workspaceId: team.id, userId: editor.userId, role: "editor" },
      { workspaceId: team.id, userId: reviewer.userId, role: "reviewer" },
    ]);
    const inTeam = <T>(userId: string, fn: Parameters<typeof withUser<T>>[2]) =>
      withUser(t.database, userId, fn, { workspaceId: team.id });

    await inTeam(editor.userId, (db) =>
      db.insert(savedPosts).values({ text: "Team swipe", sourceUrl: "https://example.com/a" }),
    );
    expect(await inTeam(reviewer.userId, (db) => db.select({ text: savedPosts.text }).from(savedPosts))).toEqual([
      { text: "Team swipe" },
    ]);
    await expect(inTeam(reviewer.userId, (db) => db.insert(savedPosts).values({ text: "Mine" }))).rejects.toSatisfy(
      pgError(/row-level security/),
    );
    const deleted = await inTeam(reviewer.userId, (db) =>
      db
        .delete(savedPosts)
        .where(sql`true`)
        .returning({ id: savedPosts.id }),
    );
    expect(deleted).toEqual([]);

    // a stranger, even naming no workspace condition at all, sees only their own (none)
    const seen = await withUser(t.database, stranger.userId, (db) =>
      db
        .select()
        .from(savedPosts)
        .where(sql`true`),
    );
    expect(seen).toEqual([]);
    // and cannot write into the team's workspace by naming it
    await expect(
      withUser(t.database, stranger.userId, (db) =>
        db.insert(savedPosts).values({ workspaceId: team.id, text: "Planted" }),
      ),
    ).rejects.toSatisfy(pgError(/row-level security/));
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM saved_posts WHERE workspace_id = $1", [
      team.id,
    ]);
    expect(rows[0].n).toBe(1);
  });
});
