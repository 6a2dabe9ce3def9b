import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { createDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import type { FileStorage } from "../integrations/storage/file-storage";
import { BackupError } from "./database-target";
import { digestStream } from "./hashing";
import { appVersion, compareVersions, secretFingerprint, type Manifest } from "./manifest";
import { readArchive, verifyArchive } from "./read-archive";
import { dependencyOrder, quoteIdent } from "./table-order";
import { BACKUPS_PREFIX, migrationJournal } from "./write-backup";

export interface RestoreOptions {
  archive: string;
  storage: FileStorage;
  secret: string;
  /** Opens the target database once the archive has been checked (an embedded one is started only then). */
  openDatabase(): Promise<{ url: string; close(): Promise<void> }>;
}

/** Everything that can be refused before the target is touched: the archive, its version, the secret. */
export async function checkArchive(archive: string, secret: string): Promise<Manifest> {
  const manifest = await verifyArchive(archive);
  if (compareVersions(manifest.appVersion, appVersion()) > 0)
    throw new BackupError(
      `The archive comes from PillarPost ${manifest.appVersion}, newer than this one (${appVersion()}): upgrade first, then restore.`,
    );
  if (!migrationJournal().some((e) => e.when === manifest.migration.when && e.tag === manifest.migration.tag))
    throw new BackupError(
      `The archive's database is at migration ${manifest.migration.tag}, which this version of PillarPost does not know: upgrade first, then restore.`,
    );
  if (secretFingerprint(secret) !== manifest.secretFingerprint)
    throw new BackupError(
      "AUTH_SECRET is not the backed-up instance's: set the same AUTH_SECRET (or copy its DATA_DIR/.auth-secret) to restore, or its LinkedIn tokens could not be read and nobody could sign in.",
    );
  return manifest;
}

async function assertEmptyDatabase(client: pg.ClientBase) {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
  );
  if (rows[0]!.n > 0)
    throw new BackupError(
      "The target database is not empty: restore into a new, empty database (nothing was changed).",
    );
}

async function assertEmptyStorage(storage: FileStorage) {
  const files = (await storage.list("")).filter((f) => !f.key.startsWith(BACKUPS_PREFIX));
  if (files.length)
    throw new BackupError(
      `The target storage is not empty (${files[0]!.key}...): restore into empty storage (nothing was changed).`,
    );
}

/**
 * Restores a checked archive into an empty database and storage: migrations up to the archive's, then in one
 * transaction every table (COPY, in foreign-key order), counts checked, sequences reset, and the files written and
 * checked before the commit; on any failure the transaction is rolled back and the files written are removed.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const manifest = await checkArchive(opts.archive, opts.secret);
  await assertEmptyStorage(opts.storage);
  const target = await opts.openDatabase();
  const written: string[] = [];
  try {
    const check = new pg.Client({ connectionString: target.url });
    await check.connect();
    try {
      await assertEmptyDatabase(check);
    } finally {
      await check.end();
    }
    const database = createDatabase(target.url, { max: 1 });
    try {
      await runMigrations(database, undefined, { upTo: manifest.migration.when });
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: target.url, application_name: "pillarpost-restore" });
    await client.connect();
    try {
      await client.query("BEGIN");
      const order = await dependencyOrder(
        client,
        manifest.tables.map((t) => t.name),
      );
      if (order.join() !== manifest.tables.map((t) => t.name).join())
        throw new BackupError("The archive's tables are not in this schema's dependency order: it cannot be restored.");
      // the rows come as they were: the tables' own triggers (a user's personal workspace...) must not add to
      // them; foreign keys are still checked (DISABLE TRIGGER USER leaves constraint triggers on)
      for (const t of order) await client.query(`ALTER TABLE ${quoteIdent(t)} DISABLE TRIGGER USER`);
      const byName = new Map(manifest.tables.map((t) => [t.name, t]));
      const byKey = new Map(manifest.files.map((f) => [f.key, f]));
      await readArchive(opts.archive, async (entry) => {
        if (entry.kind === "manifest") return void entry.body.resume();
        const expected = entry.kind === "table" ? byName.get(entry.name) : byKey.get(entry.key);
        const size = expected && ("bytes" in expected ? expected.bytes : expected.size);
        if (size !== entry.size)
          throw new BackupError("The archive changed since it was checked: nothing was restored.");
        const { stream, digest } = digestStream();
        if (entry.kind === "table") {
          const t = byName.get(entry.name)!;
          const sql = `COPY ${quoteIdent(t.name)} (${t.columns.map(quoteIdent).join(", ")}) FROM STDIN`;
          await pipeline(entry.body, stream, client.query(copyFrom(sql)));
          const count = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(t.name)}`);
          if (count.rows[0]!.n !== t.rows || digest.sha256 !== t.sha256)
            throw new BackupError(`Table ${t.name} did not restore to its ${t.rows} rows: nothing was restored.`);
        } else {
          written.push(entry.key);
          const body = Readable.toWeb(entry.body.pipe(stream)) as ReadableStream<Uint8Array>;
          await opts.storage.putStream(entry.key, body, "application/octet-stream");
          if (digest.sha256 !== byKey.get(entry.key)!.sha256)
            throw new BackupError(`File ${entry.key} did not restore byte for byte: nothing was restored.`);
        }
      });
      for (const t of order) await client.query(`ALTER TABLE ${quoteIdent(t)} ENABLE TRIGGER USER`);
      await resetSequences(client);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      await client.end();
    }
  } catch (err) {
    for (const key of written) await opts.storage.delete(key).catch(() => {});
    throw err;
  } finally {
    await target.close();
  }
  return manifest;
}

/** Every sequence owned by a column of the app's tables continues after the column's largest value. */
async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(
    `SELECT s.oid::regclass::text AS seq, t.relname AS tbl, a.attname AS col FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND t.relnamespace = 'public'::regnamespace`,
  );
  for (const r of rows)
    await client.query(
      `SELECT setval($1::regclass, coalesce(max(${quoteIdent(r.col)}), 1), max(${quoteIdent(r.col)}) IS NOT NULL) FROM ${quoteIdent(r.tbl)}`,
      [r.seq],
    );
}
