import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, withUser } from "../../src/server/db/client";
import { workspaceMembers, workspaces } from "../../src/server/db/schema";
import { freshDatabase } from "../support/fresh-database";
import { makeTestApp, signedInUser } from "../support/test-app";

// A database of its own: the RLS probe below creates and drops a table referencing users and workspaces, and that
// DDL on the database the other files share made Postgres pick their queries as deadlock victims.
const fresh = await freshDatabase("workspaces");
const database = createDatabase(fresh.url, { max: 4 });
const t = makeTestApp({}, { database });
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

async function personalWorkspace(userId: string) {
  const rows = await t.database.db.select().from(workspaces).where(eq(workspaces.personalUserId, userId));
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** Drizzle wraps the server's error: match the Postgres message it carries. */
const pgError = (pattern: RegExp) => (err: unknown) => {
  const e = err as Error & { cause?: Error };
  return pattern.test(e.cause?.message ?? e.message);
};

describe("workspaces", () => {
  it("gives an email sign-up a personal workspace it owns, shown by GET /api/me", async () => {
    const u = await signedInUser(t);
    const ws = await personalWorkspace(u.userId);
    expect(ws).toMatchObject({ name: null, logo: null, plan: "free" });
    const members = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, ws.id));
    expect(members).toMatchObject([{ userId: u.userId, role: "owner" }]);
    const me = await u.client.json("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.workspace).toEqual({ id: ws.id, name: null, logo: null, plan: "free", role: "owner" });
  });

  it("gives a user created by any other path (a plain insert) a personal workspace in the same transaction", async () => {
    const id = `direct-${randomBytes(6).toString("hex")}`;
    const client = await t.database.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("INSERT INTO users (id, name, email) VALUES ($1, 'Direct', $2)", [id, `${id}@example.com`]);
      const { rows } = await client.query("SELECT count(*)::int AS n FROM workspaces WHERE personal_user_id = $1", [
        id,
      ]);
      expect(rows[0].n).toBe(1);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    // rolled back with the user: no orphan workspace
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM workspaces WHERE personal_user_id = $1",
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("shows a user only the workspaces they belong to", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const wsA = await personalWorkspace(a.userId);
    const seen = await withUser(t.database, a.userId, (db) => db.select({ id: workspaces.id }).from(workspaces));
    expect(seen).toEqual([{ id: wsA.id }]);
    const memberships = await withUser(t.database, b.userId, (db) =>
      db.select({ userId: workspaceMembers.userId }).from(workspaceMembers),
    );
    expect(memberships).toEqual([{ userId: b.userId }]);
    // the app role cannot create workspaces or memberships itself (no invitations yet)
    await expect(
      withUser(t.database, a.userId, (db) =>
        db.insert(workspaceMembers).values({ workspaceId: wsA.id, userId: b.userId }),
      ),
    ).rejects.toSatisfy(pgError(/permission denied/));
  });

  it("acts in the personal workspace by default and never in a workspace the user is not a member of", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const wsA = await personalWorkspace(a.userId);
    const wsB = await personalWorkspace(b.userId);
    const current = (opts?: { workspaceId?: string }) =>
      withUser(
        t.database,
        a.userId,
        async (db) =>
          (await db.execute<{ ws: string | null }>(sql`SELECT app_current_workspace_id() AS ws`)).rows[0].ws,
        opts,
      );
    expect(await current()).toBe(wsA.id);
    expect(await current({ workspaceId: wsA.id })).toBe(wsA.id);
    expect(await current({ workspaceId: wsB.id })).toBeNull();
  });
});

describe("the workspace row-level-security pattern (app_enable_workspace_rls)", () => {
  it("lets members see and write only their workspace's rows; a forged app.workspace_id sees nothing", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const wsB = await personalWorkspace(b.userId);
    const table = `rls_probe_${randomBytes(4).toString("hex")}`;
    const ddl = (text: string) => t.database.pool.query(text);
    await ddl(`
      CREATE TABLE ${table} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL DEFAULT app_current_workspace_id() REFERENCES workspaces(id) ON DELETE CASCADE,
        created_by text DEFAULT app_current_user_id() REFERENCES users(id) ON DELETE SET NULL,
        body text NOT NULL
      )`);
    try {
      await t.database.pool.query("SELECT app_enable_workspace_rls($1)", [table]);
      const insert = (userId: string, values: Record<string, string>) =>
        withUser(t.database, userId, (db) =>
          db.execute(
            sql.raw(
              `INSERT INTO ${table} (${Object.keys(values).join(", ")}) VALUES (${Object.values(values)
                .map((v) => `'${v}'`)
                .join(", ")})`,
            ),
          ),
        );
      await insert(a.userId, { body: "from a" });
      await insert(b.userId, { body: "from b" });
      const read = (userId: string) =>
        withUser(
          t.database,
          userId,
          async (db) => (await db.execute(sql.raw(`SELECT body, created_by FROM ${table}`))).rows,
        );
      expect(await read(a.userId)).toEqual([{ body: "from a", created_by: a.userId }]);
      expect(await read(b.userId)).toEqual([{ body: "from b", created_by: b.userId }]);
      // writing into another workspace, or in someone else's name, is refused
      await expect(insert(a.userId, { body: "into b", workspace_id: wsB.id })).rejects.toSatisfy(
        pgError(/row-level security/),
      );
      await expect(insert(a.userId, { body: "as b", created_by: b.userId })).rejects.toSatisfy(
        pgError(/row-level security/),
      );
      // a forged setting (another workspace, the right user) sees nothing and cannot write
      const client = await t.database.appPool.connect();
      try {
        await client.query("BEGIN");
        await client.query(
          "SELECT set_config('role', 'pillarpost_app', true), set_config('app.user_id', $1, true), set_config('app.workspace_id', $2, true)",
          [a.userId, wsB.id],
        );
        expect((await client.query(`SELECT body FROM ${table}`)).rows).toEqual([]);
        await expect(client.query(`INSERT INTO ${table} (body) VALUES ('forged')`)).rejects.toThrow(
          /row-level security/,
        );
        await client.query("ROLLBACK");
      } finally {
        client.release();
      }
      expect(await read(b.userId)).toEqual([{ body: "from b", created_by: b.userId }]);
    } finally {
      await ddl(`DROP TABLE ${table}`);
    }
  });
});
