import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { WORKSPACE_HEADER } from "../../src/contracts/workspaces/workspace-header";
import { workspaceMembers, workspaces } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

// A request names the workspace it acts in with a header (the personal one without it). The membership is checked
// by the context statement that row-level security needs anyway: a workspace the user is not a member of answers
// 403, a write before its handler runs, a read after (it saw nothing meanwhile).
const t = makeTestApp();
afterAll(() => t.close());

const NOT_A_MEMBER = { error: { code: "NOT_A_MEMBER", message: "You are not a member of this workspace" } };
const INVALID = {
  error: { code: "WORKSPACE_INVALID", message: `The ${WORKSPACE_HEADER} header is not a workspace id` },
};
const personalWorkspace = async (userId: string) =>
  (await t.database.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalUserId, userId)))[0]!
    .id;
const postsIn = async (workspaceId: string) =>
  (await t.database.pool.query("SELECT body FROM posts WHERE workspace_id = $1 ORDER BY body", [workspaceId])).rows.map(
    (r) => r.body as string,
  );

describe("the workspace a request acts in", () => {
  it("another user's workspace, or one that does not exist: 403 for reads and writes, nothing seen or written", async () => {
    const ada = await signedInUser(t);
    const bob = await signedInUser(t);
    expect((await ada.client.json("/api/posts", { json: { body: "Ada's draft" } })).status).toBe(201);
    const adas = await personalWorkspace(ada.userId);
    for (const named of [adas, adas.toUpperCase(), "00000000-0000-4000-8000-000000000000"]) {
      const headers = { [WORKSPACE_HEADER]: named };
      // twice: the first request of a cookie is looked up by better-auth, the next one comes from the session cache
      for (const path of ["/api/posts", "/api/posts", "/api/me", `/api/posts?status=draft`]) {
        const res = await bob.client.json(path, { headers });
        expect({ path, named, status: res.status, body: res.body }).toEqual({
          path,
          named,
          status: 403,
          body: NOT_A_MEMBER,
        });
      }
      const write = await bob.client.json("/api/posts", { headers, json: { body: "Bob's draft in Ada's workspace" } });
      expect({ status: write.status, body: write.body }).toEqual({ status: 403, body: NOT_A_MEMBER });
    }
    expect(await postsIn(adas)).toEqual(["Ada's draft"]);
    expect(await postsIn(await personalWorkspace(bob.userId))).toEqual([]);
  });

  it("a malformed id: 400 with its message, before anything runs", async () => {
    const u = await signedInUser(t);
    for (const named of [
      "personal",
      "",
      "00000000-0000-4000-8000-00000000000g",
      "x".repeat(10_000),
      "1; DROP TABLE posts",
    ]) {
      for (const init of [{}, { json: { body: "Not written" } }]) {
        const res = await u.client.json("/api/posts", { ...init, headers: { [WORKSPACE_HEADER]: named } });
        expect({ named: named.slice(0, 40), status: res.status, body: res.body }).toEqual({
          named: named.slice(0, 40),
          status: 400,
          body: INVALID,
        });
      }
    }
    expect(await postsIn(await personalWorkspace(u.userId))).toEqual([]);
    // signed out, the header means nothing: a public endpoint answers as always
    const health = await t.app.request("/api/health", { headers: { [WORKSPACE_HEADER]: "personal" } });
    expect(health.status).toBe(200);
  });

  it("a member acts in the workspace they name, and in their own without the header", async () => {
    const ada = await signedInUser(t);
    const bob = await signedInUser(t);
    expect((await ada.client.json("/api/posts", { json: { body: "Ada's draft" } })).status).toBe(201);
    const adas = await personalWorkspace(ada.userId);
    const bobs = await personalWorkspace(bob.userId);
    await t.database.db.insert(workspaceMembers).values({ workspaceId: adas, userId: bob.userId, role: "editor" });
    const headers = { [WORKSPACE_HEADER]: adas.toUpperCase() };

    for (let i = 0; i < 2; i++) {
      const list = await bob.client.json("/api/posts", { headers });
      expect(list.status).toBe(200);
      expect(list.body.items.map((p: { body: string }) => p.body)).toEqual(["Ada's draft"]);
    }
    const me = await bob.client.json("/api/me", { headers });
    expect(me.body.workspace).toMatchObject({ id: adas, role: "editor" });
    expect((await bob.client.json("/api/posts", { headers, json: { body: "Bob's draft for Ada" } })).status).toBe(201);
    // an editor may not connect the workspace's LinkedIn: the role is the one in the named workspace
    const connect = await bob.client.json("/api/linkedin/connection", { method: "DELETE", headers });
    expect({ status: connect.status, code: connect.body.error.code }).toEqual({ status: 403, code: "FORBIDDEN" });

    // without the header: Bob's own workspace, where he is the owner and Ada's posts are not
    const own = await bob.client.json("/api/posts");
    expect(own.body.items).toEqual([]);
    expect((await bob.client.json("/api/me")).body.workspace).toMatchObject({ id: bobs, role: "owner" });
    expect(await postsIn(adas)).toEqual(["Ada's draft", "Bob's draft for Ada"]);
    expect(await postsIn(bobs)).toEqual([]);
  });
});
