import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand, restoreCommand } from "../../src/server/backup/commands";
import { runScheduledBackup } from "../../src/server/backup/scheduled-backup";
import { loadConfig } from "../../src/server/config";
import { createDatabase, type Database } from "../../src/server/db/client";
import { createStorage } from "../../src/server/integrations/storage/create-storage";
import { startFakeS3, type FakeS3 } from "../fakes/s3";
import { freshDatabase } from "../support/fresh-database";
import { makeImage } from "../support/media-fixtures";
import { Client, makeTestApp, signedInUser, uploadImage } from "../support/test-app";

// Issue 33's backups with the files in S3: the archive holds the bucket's files (never its own backups), the
// scheduled job writes to the bucket's backups/ and keeps BACKUP_KEEP, and a restore into an empty bucket and an
// empty database gives the app its files back byte for byte.

const SECRET = randomBytes(32).toString("hex");
const KEY_ID = "AKIAPILLARPOSTBACKUP";
const KEY_SECRET = "backup-test-s3-secret-0123456789abcdef";
const logger = pino({ level: "silent" });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pp-backup-s3-"));

describe("backup and restore with the files in S3", () => {
  let s3: FakeS3;
  let source: Awaited<ReturnType<typeof freshDatabase>>;
  let sourceDb: Database;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let image: Buffer;
  let mediaUrl: string;
  const drops: (() => Promise<void>)[] = [];
  const s3Settings = (bucket: string) => ({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: bucket,
    S3_REGION: "eu-west-3",
    S3_ACCESS_KEY_ID: KEY_ID,
    S3_SECRET_ACCESS_KEY: KEY_SECRET,
  });
  const configFor = (url: string, bucket: string) =>
    loadConfig({ DATABASE_URL: url, AUTH_SECRET: SECRET, DATA_DIR: tmp, ...s3Settings(bucket) });

  beforeAll(async () => {
    s3 = await startFakeS3({
      credentials: { [KEY_ID]: KEY_SECRET },
      buckets: ["source-files", "new-files"],
      region: "eu-west-3",
    });
    source = await freshDatabase("pp_backup_s3_src");
    drops.push(source.drop);
    sourceDb = createDatabase(source.url, { max: 4 });
    const t = makeTestApp({ DATA_DIR: tmp, ...s3Settings("source-files") }, { secret: SECRET, database: sourceDb });
    user = await signedInUser(t, { firstName: "Bucket" });
    expect((await user.client.json("/api/posts", { json: { body: "A post beside its files" } })).status).toBe(201);
    image = await makeImage("png", 200, 120);
    mediaUrl = (await uploadImage(t, user.client, image, "in-bucket.png")).url;
  }, 60_000);

  afterAll(async () => {
    await sourceDb?.close();
    for (const drop of drops) await drop();
    await s3?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("scheduled: writes into the bucket's backups/, keeps the BACKUP_KEEP newest, and never backs up a backup", async () => {
    const deps = {
      pool: sourceDb.pool,
      storage: createStorage(configFor(source.url, "source-files")),
      secret: SECRET,
      config: { BACKUP_DIR: path.join(tmp, "unused"), BACKUP_KEEP: 2, S3_BUCKET: "source-files" },
    };
    for (let i = 0; i < 3; i++) {
      await runScheduledBackup(deps);
      await new Promise((r) => setTimeout(r, 5)); // archives are named by the millisecond
    }
    const backups = s3.keys("source-files").filter((k) => k.startsWith("backups/"));
    expect(backups).toHaveLength(2);
    expect(fs.existsSync(path.join(tmp, "unused"))).toBe(false); // nothing on the local disk

    // a manual backup of the same instance holds the media files and not the backups beside them
    const manifest = await backupCommand(
      configFor(source.url, "source-files"),
      logger,
      path.join(tmp, "manual.tar.gz"),
    );
    const keys = manifest.files.map((f) => f.key);
    expect(keys.some((k) => k.startsWith("media/"))).toBe(true);
    expect(keys.filter((k) => k.startsWith("backups/"))).toEqual([]);
  }, 60_000);

  it("restores into an empty database and an empty bucket: the app serves the same bytes from there", async () => {
    const archive = path.join(tmp, "to-restore.tar.gz");
    const manifest = await backupCommand(configFor(source.url, "source-files"), logger, archive);
    const target = await freshDatabase("pp_restore_s3", { empty: true });
    drops.push(target.drop);
    await restoreCommand(configFor(target.url, "new-files"), logger, archive);
    for (const f of manifest.files)
      expect(s3.object("new-files", f.key)?.data.equals(s3.object("source-files", f.key)!.data)).toBe(true);

    const restoredDb = createDatabase(target.url, { max: 4 });
    try {
      const r = makeTestApp({ DATA_DIR: tmp, ...s3Settings("new-files") }, { secret: SECRET, database: restoredDb });
      const client = new Client(r.app);
      const signIn = await client.json("/api/auth/sign-in/email", {
        json: { email: user.email, password: user.password },
      });
      expect(signIn.status).toBe(200);
      const file = await client.request(mediaUrl);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);
    } finally {
      await restoredDb.close();
    }
    // a bucket that holds files already is refused, with nothing written to the database
    const again = await freshDatabase("pp_restore_s3", { empty: true });
    drops.push(again.drop);
    await expect(restoreCommand(configFor(again.url, "new-files"), logger, archive)).rejects.toThrow(
      /target storage is not empty/,
    );
  }, 90_000);
});
