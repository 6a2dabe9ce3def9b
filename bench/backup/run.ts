// Benchmark (issue 33): `npm run backup` and `npm run restore` on an instance with 10,000 posts, 10,000 notes and
// 500 MB of uploaded files: the backup's and the restore's time and the archive's size, beside a baseline in the same
// run: the same tables read with a bare `COPY … TO STDOUT` into nothing and the same files read from disk into nothing
// (the floor for reading everything once, without compressing, hashing or writing an archive).
// Usage: npm run bench:backup [-- --posts 10000 --notes 10000 --media-mb 500]
//   BENCH_DATABASE_URL: an external Postgres (a database `…_restore` is created beside it); else an embedded one
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import pino from "pino";
import { CONTENT_TABLES } from "../../src/server/db/table-kinds";
import { createDatabase } from "../../src/server/db/client";
import { EmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { runMigrations } from "../../src/server/db/migrate";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { writeBackup } from "../../src/server/backup/write-backup";
import { restoreBackup } from "../../src/server/backup/restore-backup";
import { freePort } from "../../tests/support/free-port";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const POSTS = arg("posts", 10_000);
const NOTES = arg("notes", 10_000);
const MEDIA_MB = arg("media-mb", 500);
const FILE_MB = 10;
const SECRET = "bench-backup-secret";

const nothing = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

async function seed(url: string, uploads: string) {
  const database = createDatabase(url);
  try {
    await runMigrations(database);
    const user = `bench-${randomUUID()}`;
    const pool = database.pool;
    await pool.query("INSERT INTO users (id, name, email) VALUES ($1, 'Bench', $2)", [user, `${user}@example.com`]);
    const { rows } = await pool.query("SELECT id FROM workspaces WHERE personal_user_id = $1", [user]);
    for (const [table, count] of [
      ["posts", POSTS],
      ["notes", NOTES],
    ] as const)
      await pool.query(
        `INSERT INTO ${table} (workspace_id, created_by, body)
         SELECT $1, $2, repeat('A post about shipping weekly and what it taught me. ', 1 + g % 20)
           FROM generate_series(1, $3) g`,
        [rows[0].id, user, count],
      );
  } finally {
    await database.close();
  }
  // the Library's files as they lie in the storage (random bytes: they compress as badly as photos and PDFs do)
  const storage = createLocalDiskStorage(uploads);
  for (let i = 0; i < Math.ceil(MEDIA_MB / FILE_MB); i++)
    await storage.put(`media/bench/${i}.bin`, randomBytes(FILE_MB * 1024 * 1024), "application/octet-stream");
}

/** Every content table read once with COPY, and every file read once: the floor. */
async function bare(url: string, uploads: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    for (const table of Object.keys(CONTENT_TABLES))
      await pipeline(client.query(copyTo(`COPY "${table}" TO STDOUT`)), nothing());
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
  for (const entry of fs.readdirSync(uploads, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) await pipeline(fs.createReadStream(path.join(entry.parentPath, entry.name)), nothing());
  return performance.now() - started;
}

async function main() {
  const logger = pino({ level: "warn" });
  const dir = path.resolve(".tmp", `bench-backup-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  let embedded: EmbeddedPostgres | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    embedded = new EmbeddedPostgres({
      dataDir: path.join(dir, "pg"),
      port: await freePort(),
      database: "bench",
      logger,
    });
    url = await embedded.start();
  }
  const restoreUrl = new URL(url);
  restoreUrl.pathname = `${restoreUrl.pathname}_restore`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const uploads = path.join(dir, "uploads");
    console.log(`Seeding ${POSTS} posts, ${NOTES} notes and ${MEDIA_MB} MB of files…`);
    await seed(url, uploads);
    const baseline = await bare(url, uploads);

    const archive = path.join(dir, "backup.tar.gz");
    let started = performance.now();
    const manifest = await writeBackup({
      source: { url },
      storage: createLocalDiskStorage(uploads),
      out: archive,
      secret: SECRET,
    });
    const backupMs = performance.now() - started;
    const size = fs.statSync(archive).size;

    await admin.query(`DROP DATABASE IF EXISTS "${restoreUrl.pathname.slice(1)}"`);
    await admin.query(`CREATE DATABASE "${restoreUrl.pathname.slice(1)}"`);
    started = performance.now();
    await restoreBackup({
      archive,
      storage: createLocalDiskStorage(path.join(dir, "restored-uploads")),
      secret: SECRET,
      openDatabase: async () => ({ url: restoreUrl.toString(), close: async () => {} }),
    });
    const restoreMs = performance.now() - started;
    await admin.query(`DROP DATABASE IF EXISTS "${restoreUrl.pathname.slice(1)}"`);

    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\n${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files (${MEDIA_MB} MB)`);
    console.log(`bare read (COPY of every content table + every file read once): ${s(baseline)}`);
    console.log(`backup:  ${s(backupMs)} (x${(backupMs / baseline).toFixed(2)} the bare read)`);
    console.log(`restore: ${s(restoreMs)} (x${(restoreMs / baseline).toFixed(2)} the bare read)`);
    console.log(`archive: ${(size / 1024 / 1024).toFixed(1)} MB`);
  } finally {
    await admin.end();
    await embedded?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
