import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import tar from "tar-stream";
import { createGunzip, createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand, restoreCommand } from "../../src/server/backup/commands";
import { BackupError } from "../../src/server/backup/database-target";
import { loadConfig } from "../../src/server/config";
import { createDatabase, type Database } from "../../src/server/db/client";
import { linkedInTokenCipher } from "../../src/server/composition";
import { makeImage } from "../support/media-fixtures";
import { until } from "../support/until";
import { lastBackupAt } from "../../src/server/backup/last-backup";
import { runScheduledBackup } from "../../src/server/backup/scheduled-backup";
import { startJobs } from "../../src/server/jobs/boss";
import { backupWorker } from "../../src/server/jobs/workers/backup";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { scheduleBackups } from "../../src/server/runtime";
import { Client, makeTestApp, signedInUser, uploadImage, type TestApp } from "../support/test-app";
import { freshDatabase } from "../support/fresh-database";

const SECRET = randomBytes(32).toString("hex");
const logger = pino({ level: "silent" });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pp-backup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** An empty database on the test server (no migrations), dropped at the end. */
const emptyDatabase = () => freshDatabase("pp_restore", { empty: true });

const configFor = (url: string, dataDir: string, secret = SECRET) =>
  loadConfig({ DATABASE_URL: url, AUTH_SECRET: secret, DATA_DIR: dataDir, BACKUP_DIR: path.join(tmp, "backups") });

describe("npm run backup / npm run restore", () => {
  let source: { url: string; drop(): Promise<void> };
  let sourceDb: Database;
  let t: TestApp;
  const sourceDir = path.join(tmp, "source");
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let archive: string;
  let image: Buffer;
  let mediaUrl: string;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    source = await freshDatabase("pp_backup_src");
    sourceDb = createDatabase(source.url, { max: 4 });
    t = makeTestApp({ DATA_DIR: sourceDir }, { secret: SECRET, database: sourceDb });
    user = await signedInUser(t, { firstName: "Backed" });
    for (let i = 0; i < 3; i++) {
      const created = await user.client.json("/api/posts", { json: { body: `Post ${i}` } });
      expect(created.status).toBe(201);
      const post = created.body.post;
      const edited = await user.client.json(`/api/posts/${post.id}`, {
        method: "PATCH",
        json: { body: `Post ${i}, second version`, version: post.version },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    }
    expect((await user.client.json("/api/notes", { json: { body: "A note kept" } })).status).toBe(201);
    image = await makeImage("png", 320, 200);
    mediaUrl = (await uploadImage(t, user.client, image, "photo.png")).url;
    const me = (await user.client.json("/api/me")).body;
    await sourceDb.pool.query(
      `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
       VALUES ($1, $2, 'm-backup', 'Ada', $3, now() + interval '60 days', 'openid profile email w_member_social')`,
      [me.workspace.id, user.userId, linkedInTokenCipher(SECRET).encrypt("the-access-token")],
    );
    drops.push(source.drop);
  }, 60_000);

  afterAll(async () => {
    await sourceDb?.close();
    for (const drop of drops) await drop();
  });

  it("backs up the running instance, restores into an empty database and storage, and the app signs in there", async () => {
    // the source app keeps serving (and writing) while the backup runs
    const busy = user.client.json("/api/notes", { json: { body: "Written during the backup" } });
    const manifest = await backupCommand(configFor(source.url, sourceDir), logger, path.join(tmp, "full.tar.gz"));
    expect((await busy).status).toBe(201);
    archive = manifest.out;
    expect(manifest.tables.find((t) => t.name === "posts")!.rows).toBe(3);
    expect(manifest.tables.map((t) => t.name)).not.toContain("sessions");
    expect(manifest.files.length).toBeGreaterThanOrEqual(2); // the image and its thumbnail
    expect(fs.readFileSync(archive).includes(Buffer.from(SECRET))).toBe(false);

    const target = await emptyDatabase();
    drops.push(target.drop);
    const targetDir = path.join(tmp, "restored");
    await restoreCommand(configFor(target.url, targetDir), logger, archive);

    const restoredDb = createDatabase(target.url, { max: 4 });
    try {
      const r = makeTestApp({ DATA_DIR: targetDir }, { secret: SECRET, database: restoredDb });
      // sessions were not carried: sign in again
      const client = new Client(r.app);
      const signIn = await client.json("/api/auth/sign-in/email", {
        json: { email: user.email, password: user.password },
      });
      expect(signIn.status).toBe(200);
      const posts = (await client.json("/api/posts")).body.items as { body: string }[];
      expect(posts.map((p) => p.body).sort()).toEqual([0, 1, 2].map((i) => `Post ${i}, second version`));
      const notes = (await client.json("/api/notes")).body.items as { body: string }[];
      expect(notes.map((n) => n.body)).toContain("A note kept");
      const file = await client.request(mediaUrl);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);
      for (const f of manifest.files)
        expect(fs.readFileSync(path.join(targetDir, "uploads", f.key))).toEqual(
          fs.readFileSync(path.join(sourceDir, "uploads", f.key)),
        );
      const token = await restoredDb.pool.query<{ access_token: string }>(
        "SELECT access_token FROM linkedin_connections WHERE member_id = 'm-backup'",
      );
      expect(linkedInTokenCipher(SECRET).decrypt(token.rows[0]!.access_token)).toBe("the-access-token");

      // a second restore onto it refuses: the target is not empty
      await fs.promises.rm(path.join(targetDir, "uploads"), { recursive: true });
      await expect(restoreCommand(configFor(target.url, targetDir), logger, archive)).rejects.toThrow(
        /target database is not empty/,
      );
    } finally {
      await restoredDb.close();
    }
  }, 60_000);

  /** Restores `file` into a new empty database and storage; the refusal's message, with nothing written. */
  async function refusal(file: string, secret = SECRET): Promise<string> {
    const target = await emptyDatabase();
    drops.push(target.drop);
    const dir = path.join(tmp, `refused-${randomBytes(3).toString("hex")}`);
    const err = await restoreCommand(configFor(target.url, dir, secret), logger, file).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BackupError);
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    const tables = await c.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'");
    await c.end();
    const users = tables.rowCount ? "some" : "none";
    expect({
      users,
      files: fs.existsSync(path.join(dir, "uploads")) ? fs.readdirSync(path.join(dir, "uploads")) : [],
    }).toEqual({ users: "none", files: [] });
    return (err as Error).message;
  }

  /** A copy of the archive with its entries changed by `edit` (null drops one), repacked. */
  async function tampered(
    edit: (name: string, data: Buffer) => { name: string; data: Buffer } | null,
    extra: { name: string; data: Buffer }[] = [],
  ): Promise<string> {
    const out = path.join(tmp, `tampered-${randomBytes(3).toString("hex")}.tar.gz`);
    const extract = tar.extract();
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), fs.createWriteStream(out));
    const read = pipeline(fs.createReadStream(archive), createGunzip(), extract);
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const c of entry) chunks.push(c as Buffer);
      if (entry.header.name === "manifest.json") for (const x of extra) pack.entry({ name: x.name }, x.data);
      const changed = edit(entry.header.name, Buffer.concat(chunks));
      if (changed) pack.entry({ name: changed.name }, changed.data);
    }
    await read;
    pack.finalize();
    await written;
    return out;
  }

  it("refuses a different AUTH_SECRET", async () => {
    expect(await refusal(archive, randomBytes(32).toString("hex"))).toMatch(/AUTH_SECRET is not the backed-up/);
  });

  it("refuses a damaged archive: a changed byte, a truncated file, an unsafe or undeclared file name", async () => {
    const flipped = await tampered((name, data) => {
      if (name !== "tables/posts") return { name, data };
      const copy = Buffer.from(data);
      copy[10] = copy[10]! ^ 1;
      return { name, data: copy };
    });
    expect(await refusal(flipped)).toMatch(/damaged.*tables\/posts does not match its checksum/);

    const truncated = path.join(tmp, "truncated.tar.gz");
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refusal(truncated)).toMatch(/damaged/);

    for (const name of ["files/../../etc/passwd", "/etc/passwd", "files//abs"]) {
      const traversal = await tampered((n, d) => ({ name: n, data: d }), [{ name, data: Buffer.from("x") }]);
      expect(await refusal(traversal)).toMatch(/damaged.*(unsafe file name|unexpected entry)/);
    }
    const undeclared = await tampered(
      (n, d) => ({ name: n, data: d }),
      [{ name: "files/media/extra/x.bin", data: Buffer.alloc(1000) }],
    );
    expect(await refusal(undeclared)).toMatch(/is not in the manifest/);
  });

  it("refuses an archive of a newer version or an unknown migration", async () => {
    const rewrite = (change: (m: Record<string, any>) => void) =>
      tampered((name, data) => {
        if (name !== "manifest.json") return { name, data };
        const m = JSON.parse(data.toString()) as Record<string, any>;
        change(m);
        return { name, data: Buffer.from(JSON.stringify(m)) };
      });
    expect(await refusal(await rewrite((m) => (m.appVersion = "99.0.0")))).toMatch(/newer than this one/);
    expect(await refusal(await rewrite((m) => (m.migration = { tag: "0099_future", when: 9e12 })))).toMatch(
      /migration 0099_future, which this version of PillarPost does not know/,
    );
  });

  it("refuses a non-empty storage target", async () => {
    const dir = path.join(tmp, "busy-storage");
    fs.mkdirSync(path.join(dir, "uploads", "media", "x"), { recursive: true });
    fs.writeFileSync(path.join(dir, "uploads", "media", "x", "f.bin"), "x");
    const target = await emptyDatabase();
    drops.push(target.drop);
    await expect(restoreCommand(configFor(target.url, dir), logger, archive)).rejects.toThrow(
      /target storage is not empty/,
    );
  });

  it("runs as a scheduled job in the workers, keeps the BACKUP_KEEP newest, and says when on /api/health", async () => {
    const backupDir = path.join(tmp, "scheduled");
    const deps = {
      pool: sourceDb.pool,
      storage: createLocalDiskStorage(path.join(sourceDir, "uploads")),
      secret: SECRET,
      config: { BACKUP_DIR: backupDir, BACKUP_KEEP: 2, S3_BUCKET: undefined },
    };
    const jobs = await startJobs({
      connectionString: source.url,
      database: sourceDb,
      logger,
      workers: true,
      composed: [backupWorker.compose({ backups: deps })],
    });
    try {
      await scheduleBackups(jobs, { BACKUP_CRON: "0 3 * * *" });
      expect((await jobs.boss.getSchedules()).map((s) => s.name)).toContain("system.backup");
      await jobs.queue.send("system.backup", {});
      const at = await until(
        () => lastBackupAt(sourceDb.pool),
        (v) => v !== null,
      );
      expect(at).not.toBeNull();
      const health = await t.app.request("/api/health");
      expect(((await health.json()) as { lastBackupAt: string | null }).lastBackupAt).toBe(at!.toISOString());
    } finally {
      await jobs.stop(2000);
    }
    await runScheduledBackup(deps);
    await new Promise((r) => setTimeout(r, 5));
    await runScheduledBackup(deps);
    expect(fs.readdirSync(backupDir).filter((n) => n.endsWith(".tar.gz"))).toHaveLength(2);
  }, 60_000);

  it("refuses a BACKUP_CRON that is not a cron expression", () => {
    expect(() => loadConfig({ BACKUP_CRON: "every night" })).toThrow(/BACKUP_CRON.*not a cron expression/);
    expect(loadConfig({ BACKUP_CRON: "0 3 * * *" }).BACKUP_CRON).toBe("0 3 * * *");
  });
});
