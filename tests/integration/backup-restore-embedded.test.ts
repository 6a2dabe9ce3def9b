import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand, restoreCommand } from "../../src/server/backup/commands";
import { configuredSecret } from "../../src/server/backup/database-target";
import { loadConfig } from "../../src/server/config";
import { createDatabase, type Database } from "../../src/server/db/client";
import { EmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { makeImage } from "../support/media-fixtures";
import { Client, makeTestApp, signedInUser, uploadImage } from "../support/test-app";

// Issue 33: "restores into a fresh data directory, starts the app there and signs in". The other backup file
// restores into an empty external database; this one into an empty DATA_DIR, where the restore initialises the
// embedded PostgreSQL the app then starts on, as `npm run restore` then `npm start` would on a new machine.

const SECRET = randomBytes(32).toString("hex");
const logger = pino({ level: "silent" });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pp-restore-embedded-"));
// as root the embedded server runs as the postgres user, which must reach its folder (mkdtemp's is private)
fs.chmodSync(tmp, 0o755);

describe("npm run restore into an empty DATA_DIR (embedded PostgreSQL)", () => {
  let source: Awaited<ReturnType<typeof freshDatabase>>;
  let sourceDb: Database;
  const sourceDir = path.join(tmp, "source");
  const targetDir = path.join(tmp, "new-machine");
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let image: Buffer;
  let mediaUrl: string;
  let embedded: EmbeddedPostgres | undefined;
  let restoredDb: Database | undefined;

  beforeAll(async () => {
    source = await freshDatabase("pp_backup_embedded_src");
    sourceDb = createDatabase(source.url, { max: 4 });
    const t = makeTestApp({ DATA_DIR: sourceDir }, { secret: SECRET, database: sourceDb });
    user = await signedInUser(t, { firstName: "Moved" });
    expect((await user.client.json("/api/posts", { json: { body: "Kept across machines" } })).status).toBe(201);
    expect((await user.client.json("/api/notes", { json: { body: "A note that moved" } })).status).toBe(201);
    image = await makeImage("png", 240, 160);
    mediaUrl = (await uploadImage(t, user.client, image, "moved.png")).url;
  }, 60_000);

  afterAll(async () => {
    await restoredDb?.close();
    await embedded?.stop();
    await sourceDb?.close();
    await source?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("initialises the embedded database there, and the app started on it signs the user in to their posts, notes and files", async () => {
    const archive = path.join(tmp, "moving.tar.gz");
    await backupCommand(
      loadConfig({ DATABASE_URL: source.url, AUTH_SECRET: SECRET, DATA_DIR: sourceDir }),
      logger,
      archive,
    );

    const port = await freePort();
    // no DATABASE_URL: the target is DATA_DIR's embedded server, which the command starts (and stops) itself
    const targetConfig = loadConfig({ AUTH_SECRET: SECRET, DATA_DIR: targetDir, EMBEDDED_PG_PORT: String(port) });
    await restoreCommand(targetConfig, logger, archive);
    expect(fs.existsSync(path.join(targetDir, "postgres", "PG_VERSION"))).toBe(true);
    expect(configuredSecret(loadConfig({ DATA_DIR: targetDir }))).toBe(SECRET);

    // the app's start on that DATA_DIR: the same embedded server, its password file, the secret restored beside it
    embedded = new EmbeddedPostgres({ dataDir: targetDir, port, database: "pillarpost", logger });
    restoredDb = createDatabase(await embedded.start(), { max: 4 });
    const app = makeTestApp({ DATA_DIR: targetDir }, { secret: SECRET, database: restoredDb });
    const client = new Client(app.app);
    const signIn = await client.json("/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    const posts = (await client.json("/api/posts")).body.items as { body: string }[];
    expect(posts.map((p) => p.body)).toEqual(["Kept across machines"]);
    const notes = (await client.json("/api/notes")).body.items as { body: string }[];
    expect(notes.map((n) => n.body)).toEqual(["A note that moved"]);
    const file = await client.request(mediaUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);

    // and restoring again onto it refuses (its storage and database are not empty), with nothing changed
    await restoredDb.close();
    restoredDb = undefined;
    await embedded.stop();
    embedded = undefined;
    await expect(restoreCommand(targetConfig, logger, archive)).rejects.toThrow(/not empty/);
  }, 180_000);
});
