import { randomBytes, randomUUID } from "node:crypto";
import type pg from "pg";
import { linkedInTokenCipher } from "../../src/server/composition";
import type { LinkedInApi } from "../fakes/linkedin-api";

/** A user, their personal workspace and its LinkedIn connection (a simulator token sealed with `secret`). */
export interface PublishingMember {
  userId: string;
  workspaceId: string;
  /** Scheduled posts by this user, due at `dueAt` (default: now, by the database's clock); answers their ids. */
  schedule(bodies: string[], dueAt?: Date): Promise<string[]>;
}

/** Made with SQL on the owner connection, for tests of the worker processes (no app process runs there). */
export async function publishingMember(pool: pg.Pool, sim: LinkedInApi, secret: string): Promise<PublishingMember> {
  const userId = `member-${randomUUID()}`;
  const sub = `m${randomBytes(5).toString("hex")}`;
  await pool.query("INSERT INTO users (id, name, email) VALUES ($1, 'Ada', $2)", [userId, `${userId}@example.com`]);
  const workspaceId = (await pool.query("SELECT id FROM workspaces WHERE personal_user_id = $1", [userId])).rows[0]
    .id as string;
  await pool.query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', $4, now() + interval '60 days', 'openid profile email w_member_social')`,
    [workspaceId, userId, sub, linkedInTokenCipher(secret).encrypt(sim.issueToken(sub))],
  );
  return {
    userId,
    workspaceId,
    async schedule(bodies, dueAt) {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
         SELECT $1, $2, body, 'scheduled', coalesce($4::timestamptz, now()), $2 FROM unnest($3::text[]) WITH ORDINALITY b(body, n)
         ORDER BY n RETURNING id`,
        [workspaceId, userId, bodies, dueAt?.toISOString() ?? null],
      );
      return rows.map((r) => r.id);
    },
  };
}
