import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROLE } from "../../src/server/db/client";
import { CLAIM_STATEMENT } from "../../src/server/modules/publishing/queries";
import { freshDatabase } from "../support/fresh-database";

// The claim reads its post by primary key even when the statistics predate a burst of scheduling (10,000 posts due
// at 09:00, no ANALYZE since): the planner then took posts_due_idx (every due post) for a one-row scan.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let client: pg.Client;
let post: { id: string; workspaceId: string; userId: string };

beforeAll(async () => {
  fresh = await freshDatabase("publishing_claim_plan");
  client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  // statistics as a burst leaves them: none gathered since the rows came
  await client.query("ALTER TABLE posts SET (autovacuum_enabled = false)");
  await client.query(
    "INSERT INTO users (id, name, email) SELECT 'plan-' || g, 'Plan', 'plan-' || g || '@example.com' FROM generate_series(1, 50) g",
  );
  const { rows } = await client.query<{ id: string; workspaceId: string; userId: string }>(
    `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
     SELECT w.id, w.personal_user_id, 'Post ' || g, 'scheduled', now(), w.personal_user_id
     FROM workspaces w, generate_series(1, 40) g
     RETURNING id, workspace_id AS "workspaceId", created_by AS "userId"`,
  );
  post = rows[0]!;
}, 60_000);

afterAll(async () => {
  await client?.end();
  await fresh?.drop();
});

/** The plan's text for `text` with the post's values, as the app role in the post's workspace. */
async function plan(text: string, generic: boolean): Promise<string> {
  await client.query("BEGIN");
  try {
    await client.query(
      "SELECT set_config('role', $1, true), set_config('app.user_id', $2, true), set_config('app.workspace_id', $3, true)",
      [APP_ROLE, post.userId, post.workspaceId],
    );
    await client.query(`SET LOCAL plan_cache_mode = ${generic ? "force_generic_plan" : "force_custom_plan"}`);
    await client.query(`PREPARE claim_plan(uuid, int) AS ${text}`);
    // a uuid read from the database: safe to write into the statement (EXPLAIN EXECUTE takes no parameters)
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN EXECUTE claim_plan('${post.id}', 60)`);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("ROLLBACK");
    await client.query("DEALLOCATE ALL");
  }
}

describe("the publishing claim's plan", () => {
  it("with statistics older than the scheduled posts, the old form scanned posts_due_idx (the trap is set)", async () => {
    const old = CLAIM_STATEMENT.text.replace(
      "(status = 'scheduled' AND deleted_at IS NULL) IS TRUE",
      "status = 'scheduled' AND deleted_at IS NULL",
    );
    expect(old).not.toBe(CLAIM_STATEMENT.text);
    expect(await plan(old, false)).toContain("posts_due_idx");
  });

  it("reads the post by its primary key, in a custom plan and in a generic one", async () => {
    for (const generic of [false, true]) {
      const text = await plan(CLAIM_STATEMENT.text, generic);
      expect(text).toContain("posts_pkey");
      expect(text).not.toContain("posts_due_idx");
    }
  });
});
