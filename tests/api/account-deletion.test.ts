import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_RULES } from "../../src/contracts/account-deletion/rules";
import { createDatabase, type Database } from "../../src/server/db/client";
import { CONTENT_TABLES } from "../../src/server/db/table-kinds";
import { pgBossJobQueue, type JobQueue } from "../../src/server/jobs/job-queue";
import { fetchDue } from "../../src/server/jobs/pgboss-internals";
import { JOBS_SCHEMA, QUEUES } from "../../src/server/jobs/queues";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import type { FileStorage } from "../../src/server/integrations/storage/file-storage";
import { runAccountExport } from "../../src/server/modules/account-data/export-run";
import { accountDeletionFilesWorker } from "../../src/server/modules/account-deletion/files-worker";
import { freshDatabase } from "../support/fresh-database";
import { makeImage } from "../support/media-fixtures";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

// "Delete my account" (docs/architecture/account-deletion.md), on a database of its own with pg-boss started on it:
// the deletion removes the user's publish jobs from pg-boss's own table, which the shared test database lacks.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let boss: PgBoss;
let t: TestApp;
let second: TestApp;
let jobs: JobQueue;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "account-deletion-"));
const storage = createLocalDiskStorage(dir);
const secret = "account-deletion-test-secret-0123456789abcdef";

beforeAll(async () => {
  fresh = await freshDatabase("account_deletion");
  database = createDatabase(fresh.url, { max: 5 });
  boss = new PgBoss({ connectionString: fresh.url, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  for (const queue of ["publishing.publish", "account-data.export", "account-deletion.files"] as const)
    await boss.createQueue(queue, { name: queue, ...QUEUES[queue].options });
  jobs = pgBossJobQueue(boss);
  t = makeTestApp({}, { database, secret, integrations: { storage, jobs } });
  // a second process on the same database (the same secret): it must refuse the session at once too
  second = makeTestApp({}, { database, secret, integrations: { storage, jobs } });
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await database?.close();
  await fresh?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const owner = () => database.pool;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const remove = (client: Client, json: unknown) => client.json("/api/account/deletion", { method: "POST", json });

async function workspaceOf(client: Client): Promise<string> {
  return (await client.json("/api/me")).body.workspace.id;
}

async function upload(client: Client, route: string, bytes: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const res = await t.app.request(route, {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  return res.status;
}

/** A user with something in every corner: posts (one scheduled, its job queued), a note, a prompt, Library files,
 * an avatar, a built export, LinkedIn's sign-in profile and a publishing connection. */
async function populatedUser() {
  const user = await signedInUser(t);
  const { client, userId } = user;
  const workspaceId = await workspaceOf(client);
  await owner().query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', 'v1.sealed', now() + interval '60 days', 'openid profile email w_member_social')`,
    [workspaceId, userId, `m-${userId}`],
  );
  await owner().query(
    "INSERT INTO linkedin_profiles (user_id, sub, given_name, family_name) VALUES ($1, $2, 'Ada', 'Lovelace')",
    [userId, `sub-${userId}`],
  );
  const post = await client.json("/api/posts", { json: { body: "Due next week" } });
  expect(post.status).toBe(201);
  const scheduled = await client.json(`/api/posts/${post.body.post.id}/schedule`, {
    json: { version: post.body.post.version, scheduledAt: inMinutes(60) },
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  // an earlier job of theirs that pg-boss has archived, payload and all
  await owner().query(
    `INSERT INTO ${JOBS_SCHEMA}.archive SELECT j.*, now() FROM ${JOBS_SCHEMA}.job j WHERE name = 'publishing.publish' AND data->>'postId' = $1`,
    [post.body.post.id],
  );
  expect((await client.json("/api/notes", { json: { body: "An idea" } })).status).toBe(201);
  expect((await client.json("/api/prompts", { json: { name: "Mine", text: "Be brief" } })).status).toBe(201);
  const image = await makeImage("png", 60, 40, "#336699");
  expect(await upload(client, "/api/media", image, "team.png")).toBe(201);
  expect(await upload(client, "/api/profile/avatar", image, "me.png")).toBe(200);
  const exported = await client.json("/api/account/exports", { method: "POST" });
  expect(exported.status).toBe(202);
  const log = pino({ level: "silent" });
  await runAccountExport({ storage, mailer: t.mailer, appUrl: ORIGIN, database, log }, userId, exported.body.export.id);
  return { ...user, workspaceId, postId: post.body.post.id as string };
}

/** Rows anywhere that name the user, their workspace or their address: every content table and the system ones. */
async function rowsOf(userId: string, workspaceId: string, email: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const columns = await owner().query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'
     AND column_name IN ('user_id', 'workspace_id', 'created_by', 'scheduled_by', 'personal_user_id', 'id')`,
  );
  const tables = [...Object.keys(CONTENT_TABLES), "sessions", "account_exports"];
  for (const table of tables) {
    const cols = columns.rows.filter((c) => c.table_name === table).map((c) => c.column_name);
    const conditions = cols.flatMap((c) => {
      if (c !== "id") return [`${c}::text IN (p.u, p.w)`];
      if (table === "users") return ["id::text = p.u"];
      return table === "workspaces" ? ["id::text = p.w"] : [];
    });
    expect(conditions.length, `${table} has a user or workspace column`).toBeGreaterThan(0);
    const { rows } = await owner().query<{ n: number }>(
      `WITH p AS (SELECT $1::text AS u, $2::text AS w)
       SELECT count(*)::int AS n FROM ${table}, p WHERE ${conditions.join(" OR ")}`,
      [userId, workspaceId],
    );
    if (rows[0]!.n > 0) found[table] = rows[0]!.n;
  }
  const extra = await owner().query<{ verifications: number; outbox: number; jobs: number; archived: number }>(
    `SELECT (SELECT count(*)::int FROM verifications WHERE identifier = 'account-deletion:' || $1) AS verifications,
            (SELECT count(*)::int FROM outbox_mails WHERE lower("to") = lower($3)) AS outbox,
            (SELECT count(*)::int FROM ${JOBS_SCHEMA}.job WHERE data->>'userId' = $1 OR data->>'workspaceId' = $2) AS jobs,
            (SELECT count(*)::int FROM ${JOBS_SCHEMA}.archive WHERE data->>'userId' = $1 OR data->>'workspaceId' = $2) AS archived`,
    [userId, workspaceId, email],
  );
  for (const [name, n] of Object.entries(extra.rows[0]!)) if (n > 0) found[name] = n;
  return found;
}

async function filesUnder(prefix: string) {
  return storage.list(prefix);
}

describe("delete my account", { timeout: 60_000 }, () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/account/deletion")).status).toBe(401);
    expect((await anon.json("/api/account/deletion/code", { method: "POST" })).status).toBe(401);
    expect((await remove(anon, { password: "x" })).status).toBe(401);
  });

  it("refuses a wrong password and deletes nothing", async () => {
    const user = await populatedUser();
    expect((await user.client.json("/api/account/deletion")).body).toEqual({
      confirmation: "password",
      sharedWorkspaces: [],
    });
    const before = await rowsOf(user.userId, user.workspaceId, user.email);
    const wrong = await remove(user.client, { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("ACCOUNT_DELETION_WRONG_PASSWORD");
    // an account with a password is not confirmed by a code, nor by nothing
    expect((await remove(user.client, { code: "ABCDEFG" })).body.error.code).toBe("ACCOUNT_DELETION_PASSWORD_REQUIRED");
    expect((await remove(user.client, {})).body.error.code).toBe("ACCOUNT_DELETION_PASSWORD_REQUIRED");
    expect((await user.client.json("/api/account/deletion/code", { method: "POST" })).body.error.code).toBe(
      "ACCOUNT_DELETION_PASSWORD_REQUIRED",
    );
    expect(await rowsOf(user.userId, user.workspaceId, user.email)).toEqual(before);
    expect(before).toMatchObject({ users: 1, posts: 1, media: 1, linkedin_connections: 1, jobs: 2, archived: 1 });
    expect((await user.client.json("/api/me")).status).toBe(200);
    expect(await filesUnder(`media/${user.workspaceId}/`)).toHaveLength(2);
  });

  it("deletes every row, file and job of the user, ends the session everywhere and mails a confirmation", async () => {
    const user = await populatedUser();
    const other = await populatedUser();
    const otherBefore = await rowsOf(other.userId, other.workspaceId, other.email);
    const folders = [`media/${user.workspaceId}/`, `avatars/${user.userId}/`, `account-exports/${user.userId}/`];
    for (const folder of folders) expect((await filesUnder(folder)).length, folder).toBeGreaterThan(0);
    const { rows: queued } = await owner().query(
      `SELECT id FROM ${JOBS_SCHEMA}.job WHERE name = 'publishing.publish' AND data->>'postId' = $1`,
      [user.postId],
    );
    expect(queued).toHaveLength(1);
    // the same session in a second process, seen there before the deletion (its cookie cache holds it)
    const elsewhere = new Client(second.app, { cookie: user.client.cookieHeader() });
    expect((await elsewhere.json("/api/me")).status).toBe(200);

    const cookie = user.client.cookieHeader();
    const res = await remove(user.client, { password: user.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    // the browser is told to forget the cookie
    expect(res.res.headers.getSetCookie().join()).toMatch(/pillarpost\.session_token=;.*Max-Age=0/i);

    expect(await rowsOf(user.userId, user.workspaceId, user.email)).toEqual({});
    for (const folder of folders) expect(await filesUnder(folder), folder).toEqual([]);
    // the publish job is gone: made due now, a worker's fetch gets nothing of it
    await owner().query(
      `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() - interval '1 minute' WHERE name = 'publishing.publish'`,
    );
    const due = await fetchDue(owner(), "publishing.publish", 100);
    expect(due.map((j) => (j.data as { postId: string }).postId)).not.toContain(user.postId);
    // the session is refused by both processes, and the old password signs nobody in
    expect((await new Client(t.app, { cookie }).json("/api/me")).status).toBe(401);
    expect((await elsewhere.json("/api/me")).status).toBe(401);
    const signIn = await new Client(t.app).json("/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(401);

    const mail = await t.mailer.waitFor(user.email, (m) => m.subject === "Your PillarPost account is deleted");
    expect(mail.text).toContain("Permitted services");
    // another user's rows and files are untouched (their jobs were put due above, not removed)
    expect(await rowsOf(other.userId, other.workspaceId, other.email)).toEqual(otherBefore);
    expect((await filesUnder(`media/${other.workspaceId}/`)).length).toBe(2);
    expect((await other.client.json("/api/me")).status).toBe(200);
  });

  it("confirms an account without a password by a mailed code: wrong, expired, replaced, spent and replayed codes are refused", async () => {
    const user = await signedInUser(t);
    await owner().query("UPDATE users SET language = 'fr' WHERE id = $1", [user.userId]);
    // an account made with LinkedIn has no credential account
    await owner().query("DELETE FROM accounts WHERE user_id = $1 AND provider_id = 'credential'", [user.userId]);
    expect((await user.client.json("/api/account/deletion")).body.confirmation).toBe("code");
    expect((await remove(user.client, { password: user.password })).body.error.code).toBe(
      "ACCOUNT_DELETION_CODE_REQUIRED",
    );
    const codeOf = async (index: number) => {
      const sent = await user.client.json("/api/account/deletion/code", { method: "POST" });
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({ expiresInMinutes: ACCOUNT_DELETION_RULES.codeExpiresMinutes });
      const mails = t.mailer.to(user.email).filter((m) => m.subject.startsWith("Votre code"));
      expect(mails).toHaveLength(index);
      return /\n\n([A-Z0-9]{7})\n\n/.exec(mails.at(-1)!.text)![1]!;
    };
    // the code is stored hashed, never in clear, and never logged
    const first = await codeOf(1);
    const { rows } = await owner().query("SELECT value FROM verifications WHERE identifier = $1", [
      `account-deletion:${user.userId}`,
    ]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(t.logs.join("")).not.toContain(first);

    const wrong = await remove(user.client, { code: "ZZZZZZZ" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("ACCOUNT_DELETION_WRONG_CODE");
    // expired
    await owner().query("UPDATE verifications SET expires_at = now() - interval '1 second' WHERE identifier = $1", [
      `account-deletion:${user.userId}`,
    ]);
    expect((await remove(user.client, { code: first })).body.error.code).toBe("ACCOUNT_DELETION_WRONG_CODE");
    // replaced by a newer one
    const second = await codeOf(2);
    const third = await codeOf(3);
    expect((await remove(user.client, { code: second })).body.error.code).toBe("ACCOUNT_DELETION_WRONG_CODE");
    // spent by too many wrong tries: the right one no longer works
    for (let i = 1; i < ACCOUNT_DELETION_RULES.codeAttempts; i++)
      expect((await remove(user.client, { code: "ZZZZZZZ" })).status).toBe(400);
    expect((await remove(user.client, { code: third })).body.error.code).toBe("ACCOUNT_DELETION_WRONG_CODE");
    // three codes a window
    const limited = await user.client.json("/api/account/deletion/code", { method: "POST" });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("ACCOUNT_DELETION_RATE_LIMITED");
    expect((await user.client.json("/api/me")).status).toBe(200);
  });

  it("deletes an account without a password with its code, in lower case; the code cannot be used twice", async () => {
    const user = await signedInUser(t);
    await owner().query("UPDATE users SET language = 'fr' WHERE id = $1", [user.userId]);
    await owner().query("DELETE FROM accounts WHERE user_id = $1 AND provider_id = 'credential'", [user.userId]);
    const workspaceId = await workspaceOf(user.client);
    expect((await user.client.json("/api/account/deletion/code", { method: "POST" })).status).toBe(202);
    const code = /\n\n([A-Z0-9]{7})\n\n/.exec(t.mailer.to(user.email).at(-1)!.text)![1]!;
    const cookie = user.client.cookieHeader();
    // the same code twice at once: one deletes, the other is refused (never a 500)
    const [a, b] = await Promise.all([
      remove(user.client, { code: code.toLowerCase() }),
      remove(new Client(second.app, { cookie }), { code }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].every((s) => s < 500)).toBe(true);
    // replayed afterwards: no session, no account
    expect((await remove(new Client(t.app, { cookie }), { code })).status).toBe(401);
    expect(await rowsOf(user.userId, workspaceId, user.email)).toEqual({});
    const mail = await t.mailer.waitFor(user.email, (m) => m.subject === "Votre compte PillarPost est supprimé");
    expect(mail.html).toContain('lang="fr"');
  });

  it("refuses while the user owns a workspace others are members of, naming it; a plain member's account can go", async () => {
    const ownerUser = await signedInUser(t);
    const member = await signedInUser(t);
    const workspaceId = await workspaceOf(ownerUser.client);
    await owner().query("UPDATE workspaces SET name = 'Acme team' WHERE id = $1", [workspaceId]);
    await owner().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'editor')", [
      workspaceId,
      member.userId,
    ]);
    const check = await ownerUser.client.json("/api/account/deletion");
    expect(check.body.sharedWorkspaces).toEqual([{ id: workspaceId, name: "Acme team", otherMembers: 1 }]);
    const refused = await remove(ownerUser.client, { password: ownerUser.password });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("ACCOUNT_DELETION_SHARED_WORKSPACES");
    expect(refused.body.error.message).toContain("Acme team");
    expect((await owner().query("SELECT 1 FROM users WHERE id = $1", [ownerUser.userId])).rowCount).toBe(1);

    // the member owns only their personal workspace: their account goes, the owner's workspace stays
    const memberWorkspace = await workspaceOf(member.client);
    expect((await member.client.json("/api/account/deletion")).body.sharedWorkspaces).toEqual([]);
    expect((await remove(member.client, { password: member.password })).status).toBe(200);
    expect(await rowsOf(member.userId, memberWorkspace, member.email)).toEqual({});
    expect((await owner().query("SELECT 1 FROM workspaces WHERE id = $1", [workspaceId])).rowCount).toBe(1);
    // the owner, alone again, can go
    expect((await ownerUser.client.json("/api/account/deletion")).body.sharedWorkspaces).toEqual([]);
    expect((await remove(ownerUser.client, { password: ownerUser.password })).status).toBe(200);
  });

  it("leaves a team workspace that has another owner: the user's membership goes, their scheduled post there is unscheduled", async () => {
    const user = await signedInUser(t);
    const colleague = await signedInUser(t);
    const {
      rows: [team],
    } = await owner().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Team') RETURNING id");
    await owner().query(
      "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'owner')",
      [team!.id, user.userId, colleague.userId],
    );
    const {
      rows: [post],
    } = await owner().query<{ id: string }>(
      `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
       VALUES ($1, $2, 'Team news', 'scheduled', now() + interval '1 day', $2) RETURNING id`,
      [team!.id, user.userId],
    );
    // another owner stays: nothing to hand over
    expect((await user.client.json("/api/account/deletion")).body.sharedWorkspaces).toEqual([]);
    expect((await remove(user.client, { password: user.password })).status).toBe(200);

    const { rows: members } = await owner().query("SELECT user_id FROM workspace_members WHERE workspace_id = $1", [
      team!.id,
    ]);
    expect(members).toEqual([{ user_id: colleague.userId }]);
    const { rows } = await owner().query(
      "SELECT status, scheduled_at, scheduled_by, created_by, version FROM posts WHERE id = $1",
      [post!.id],
    );
    // the workspace keeps what was written in it, without its author, and nobody publishes as the deleted user
    expect(rows).toEqual([{ status: "draft", scheduled_at: null, scheduled_by: null, created_by: null, version: 2 }]);
  });

  it("leaves the files it cannot remove at once (storage down) to a job that removes them later", async () => {
    const user = await populatedUser();
    let down = true;
    const flaky: FileStorage = {
      ...storage,
      delete: async (key) => {
        if (down) throw new Error("storage unreachable");
        await storage.delete(key);
      },
    };
    const app = makeTestApp({}, { database, secret, integrations: { storage: flaky, jobs } });
    const res = await remove(new Client(app.app, { cookie: user.client.cookieHeader() }), { password: user.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowsOf(user.userId, user.workspaceId, user.email)).toEqual({});
    const folders = [`avatars/${user.userId}/`, `account-exports/${user.userId}/`, `media/${user.workspaceId}/`];
    const { rows } = await owner().query<{ id: string; data: { folders: string[] } }>(
      `SELECT id, data FROM ${JOBS_SCHEMA}.job WHERE name = 'account-deletion.files' AND data->'folders' ? $1`,
      [`avatars/${user.userId}/`],
    );
    expect(rows).toHaveLength(1);
    expect([...rows[0]!.data.folders].sort()).toEqual([...folders].sort());
    expect((await filesUnder(`media/${user.workspaceId}/`)).length).toBe(2);

    down = false;
    const worker = accountDeletionFilesWorker.compose({
      accountData: { storage: flaky, mailer: t.mailer, appUrl: ORIGIN },
    });
    const log = pino({ level: "silent" });
    await worker.run(rows[0]!.data, { jobId: rows[0]!.id, log, queue: jobs, actor: null });
    for (const folder of folders) expect(await filesUnder(folder), folder).toEqual([]);
  });

  it("leaves no zip behind when the account goes while its export is being written", async () => {
    const user = await signedInUser(t);
    const exported = await user.client.json("/api/account/exports", { method: "POST" });
    expect(exported.status).toBe(202);
    // the account is deleted while the job writes the zip
    const racing: FileStorage = {
      ...storage,
      putStream: async (key, body, type) => {
        expect((await remove(user.client, { password: user.password })).status).toBe(200);
        return storage.putStream(key, body, type);
      },
    };
    const log = pino({ level: "silent" });
    const run = await runAccountExport(
      { storage: racing, mailer: t.mailer, appUrl: ORIGIN, database, log },
      user.userId,
      exported.body.export.id,
    );
    expect(run.status).not.toBe("done");
    expect(await filesUnder(`account-exports/${user.userId}/`)).toEqual([]);
  });

  it("answers bad input with a 4xx and deletes nothing", async () => {
    const user = await signedInUser(t);
    const bad: unknown[] = [
      null,
      [],
      "password",
      { password: 12345 },
      { password: "" },
      { password: "x".repeat(ACCOUNT_DELETION_RULES.passwordMaxLength + 1) },
      { password: "a\u0000b" },
      { code: "x".repeat(1000) },
      { password: user.password, extra: true },
      { password: { $ne: null } },
    ];
    for (const json of bad) {
      const res = await remove(user.client, json);
      expect(res.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(json)).toBeLessThan(500);
    }
    const raw = await user.client.request("/api/account/deletion", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    expect((await user.client.json("/api/me")).status).toBe(200);
  });

  it("rolls back and says so when the transaction fails: nothing is deleted", async () => {
    const user = await populatedUser();
    const before = await rowsOf(user.userId, user.workspaceId, user.email);
    // a trigger that refuses the user's deletion half-way (after the workspace and its jobs went)
    const fn = `refuse_${user.userId.replace(/\W/g, "").toLowerCase()}`;
    await owner().query(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await owner().query(
      `CREATE TRIGGER ${fn} BEFORE DELETE ON users FOR EACH ROW WHEN (OLD.id = '${user.userId}') EXECUTE FUNCTION ${fn}()`,
    );
    try {
      const res = await remove(user.client, { password: user.password });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("ACCOUNT_DELETION_FAILED");
    } finally {
      await owner().query(`DROP TRIGGER ${fn} ON users`);
      await owner().query(`DROP FUNCTION ${fn}()`);
    }
    expect(await rowsOf(user.userId, user.workspaceId, user.email)).toEqual(before);
    expect((await filesUnder(`media/${user.workspaceId}/`)).length).toBe(2);
    expect((await user.client.json("/api/me")).status).toBe(200);
  });
});
