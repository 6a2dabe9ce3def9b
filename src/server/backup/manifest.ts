import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The archive's layout: the manifest last (it holds the checksums of what comes before it). */
export const MANIFEST_ENTRY = "manifest.json";
export const TABLES_FOLDER = "tables/";
export const FILES_FOLDER = "files/";
export const BACKUP_FORMAT = 1;

/** Said by both commands: the archive holds no secret, the restore needs the same one. */
export const SECRETS_NOT_IN_ARCHIVE =
  "AUTH_SECRET (which also keys the encryption of LinkedIn tokens) is NOT in the archive: keep it apart, a restore needs the same one.";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string().regex(/^\d+\.\d+\.\d+/),
  /** The last migration applied to the backed-up database: its journal tag and time ("when"). */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  postgresVersion: z.string(),
  /** HMAC-SHA256 of a constant keyed by AUTH_SECRET: says whether a restore has the same secret, reveals nothing. */
  secretFingerprint: sha256,
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("pillarpost backup secret fingerprint v1").digest("hex");
}

/** The app's version (package.json), found from src/server/backup (tsx) and from dist/server (bundled build). */
export function appVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "pillarpost" && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error("package.json not found");
}

/** -1, 0 or 1 as semantic version a is older, the same or newer than b (numbers only: 1.2.3). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.+-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) < (pb[i] ?? 0) ? -1 : 1;
  return 0;
}
