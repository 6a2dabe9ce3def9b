import { sql } from "drizzle-orm";
import { TRASH_RETENTION_DAYS } from "../../../contracts/posts/rules";
import { defineWorker } from "../worker";

// Every workspace's trash at once: a system sweep on the owner connection (no user's context to act in), and it
// only deletes what its owners deleted 30 days ago. Posts first: a purged note's posts keep their text.
const PURGE = sql`
WITH p AS (DELETE FROM posts WHERE deleted_at < now() - make_interval(days => ${TRASH_RETENTION_DAYS}) RETURNING 1),
     n AS (DELETE FROM notes WHERE deleted_at < now() - make_interval(days => ${TRASH_RETENTION_DAYS}) RETURNING 1),
     c AS (DELETE FROM carousels WHERE deleted_at < now() - make_interval(days => ${TRASH_RETENTION_DAYS}) RETURNING 1)
SELECT (SELECT count(*) FROM p)::int AS posts, (SELECT count(*) FROM n)::int AS notes,
       (SELECT count(*) FROM c)::int AS carousels`;

/** Empties the trash of what has been there longer than TRASH_RETENTION_DAYS (recurring, see SCHEDULES). */
export const trashPurgeWorker = defineWorker({
  queue: "content.trash-purge",
  needs: ["system"],
  async run(_data, { log }, { system }) {
    const { rows } = await system.execute<{ posts: number; notes: number; carousels: number }>(PURGE);
    log.info({ purged: rows[0] }, "trash purged");
    return rows[0];
  },
});
