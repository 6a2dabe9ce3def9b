import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { permissionOf, type EndpointDefinition } from "../../src/contracts/endpoint";
import { ENDPOINTS } from "../../src/contracts/endpoints";
import type { Role } from "../../src/contracts/workspaces/permissions";
import { workspaceMembers, workspaces } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

// Endpoints declare the permission they need (contracts/endpoint.ts `access`); the route builder refuses a role
// without it before the handler runs. Everyone owns their personal workspace today, so the tests give a user
// another role there, as the owner of the database would.
const t = makeTestApp();
afterAll(() => t.close());

async function setRole(userId: string, role: Role) {
  const [ws] = await t.database.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.personalUserId, userId));
  await t.database.db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, ws.id), eq(workspaceMembers.userId, userId)));
}

const FORBIDDEN = { error: { code: "FORBIDDEN", message: "Your role in this workspace does not allow this" } };

describe("endpoint permissions", () => {
  it("every write declares a permission, except a member's own settings and account (profile, notifications, devices, export, email, LinkedIn sign-in, deletion)", () => {
    const undeclared = (Object.values(ENDPOINTS) as EndpointDefinition[])
      .filter((e) => e.method !== "get" && e.access === "member")
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(undeclared).toEqual(
      [
        "patch /api/profile",
        "post /api/functions/refresh-provider-token",
        "post /api/notifications/read-all",
        "post /api/notifications/{id}/read",
        "post /api/profile/avatar",
        "delete /api/profile/avatar",
        "put /api/notification-preferences",
        // one's own account, whatever one's role in the workspace: signing one's devices out, exporting one's data,
        // changing one's email, linking or unlinking LinkedIn to sign in with, deleting one's account (its own check:
        // shared workspaces handed over first)
        "delete /api/account/sessions/{id}",
        "post /api/account/sessions/revoke-others",
        "post /api/account/exports",
        "post /api/account/email",
        "post /api/account/sign-in/linkedin",
        "delete /api/account/sign-in/linkedin",
        "post /api/account/deletion",
        "post /api/account/deletion/code",
      ].sort(),
    );
    // and no read needs more than membership yet
    const reads = (Object.values(ENDPOINTS) as EndpointDefinition[]).filter(
      (e) => e.method === "get" && permissionOf(e),
    );
    expect(reads).toEqual([]);
  });

  it("refuses a reviewer's writes with 403 before the handler, and still lets them read", async () => {
    const u = await signedInUser(t);
    const created = await u.client.json("/api/posts", { json: { body: "Written as the owner" } });
    expect(created.status).toBe(201);
    await setRole(u.userId, "reviewer");

    const list = await u.client.json("/api/posts");
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { body: string }) => p.body)).toEqual(["Written as the owner"]);

    for (const [path, init] of [
      ["/api/posts", { json: { body: "As a reviewer" } }],
      ["/api/notes", { json: { body: "As a reviewer" } }],
      [
        `/api/posts/${created.body.id}/schedule`,
        { json: { version: created.body.version, scheduledAt: "2030-01-01T09:00:00.000Z" } },
      ],
      ["/api/posting-slots", { method: "PUT", json: { timeZone: "UTC", slots: [] } }],
    ] as const) {
      const res = await u.client.json(path, init);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: FORBIDDEN });
    }
    // nothing was written
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM posts WHERE created_by = $1 UNION ALL SELECT count(*)::int FROM notes WHERE created_by = $1",
      [u.userId],
    );
    expect(rows.map((r) => r.n)).toEqual([1, 0]);

    // GET /api/me says the role, for the web to hide what it cannot do
    expect((await u.client.json("/api/me")).body.workspace.role).toBe("reviewer");

    // an editor writes content, but not the workspace's LinkedIn connection
    await setRole(u.userId, "editor");
    const note = await u.client.json("/api/notes", { json: { body: "As an editor" } });
    expect(note.status).toBe(201);
    const connect = await u.client.json("/api/linkedin/connect", { json: {} });
    expect(connect).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it("reads the role afresh on every write: a role taken away applies to the next request", async () => {
    const u = await signedInUser(t);
    expect((await u.client.json("/api/notes", { json: { body: "First" } })).status).toBe(201);
    await setRole(u.userId, "client");
    expect(await u.client.json("/api/notes", { json: { body: "Second" } })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    await setRole(u.userId, "owner");
    expect((await u.client.json("/api/notes", { json: { body: "Third" } })).status).toBe(201);
    const { rows } = await t.database.db.execute<{ body: string }>(
      sql`SELECT body FROM notes WHERE created_by = ${u.userId} ORDER BY created_at`,
    );
    expect(rows.map((r) => r.body)).toEqual(["First", "Third"]);
  });
});
