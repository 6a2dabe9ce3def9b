import { sql } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { CONTENT_TABLES, type ContentTableName } from "../../db/table-kinds";

/** The tables an export carries: every content table but the secret ones (credentials, tokens). */
export const EXPORTED_TABLES = (Object.keys(CONTENT_TABLES) as ContentTableName[]).filter(
  (name) => !("secret" in CONTENT_TABLES[name]),
);

/** The user's personal workspace (every user has one, made with the user). */
export async function personalWorkspaceId(db: UserDb, userId: string): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM workspaces WHERE personal_user_id = ${userId}`);
  if (!rows[0]) throw new Error("no personal workspace");
  return rows[0].id;
}

/**
 * One table's rows that belong to the user: their personal workspace's (a workspace table) or their own (a user
 * table). Runs as the user under row-level security: a forgotten filter still reads nobody else's rows.
 */
export async function tableRows(
  db: UserDb,
  table: ContentTableName,
  owner: { userId: string; workspaceId: string },
): Promise<Record<string, unknown>[]> {
  const t = sql.identifier(table);
  const where =
    table === "workspaces"
      ? sql`id = ${owner.workspaceId}`
      : table === "users"
        ? sql`id = ${owner.userId}`
        : CONTENT_TABLES[table].owner === "workspace"
          ? sql`workspace_id = ${owner.workspaceId}`
          : sql`user_id = ${owner.userId}`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`SELECT * FROM ${t} WHERE ${where}`);
  return rows;
}

/** A media row's file in the zip: files/{media id}.{extension of its stored file}. */
export function zipPathOfMedia(row: { id: unknown; file_key: unknown }): string {
  const key = String(row.file_key);
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(key)?.[1] ?? "bin";
  return `files/${String(row.id)}.${ext}`;
}
