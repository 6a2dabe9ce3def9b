import { sql, type SQL } from "drizzle-orm";
import { CURRENT_WORKSPACE } from "../../db/current-workspace";
import type { UserDb } from "../../db/client";
import { HIGHLIGHT_END, HIGHLIGHT_START } from "../../../contracts/search/rules";
import { tsQuery } from "./text-query";

export type SearchRow = {
  kind: "post" | "note" | "saved_post";
  id: string;
  snippet: string;
  status: string | null;
  updated_at: Date;
};

// ts_headline is the costly part: only the best `limit` hits of each kind get one.
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=1`;

/** The workspace's posts and notes (not in the trash) and saved posts matching the query, best first. */
export async function searchContent(
  db: UserDb,
  queryText: string,
  limit: number,
  workspace: SQL = CURRENT_WORKSPACE,
): Promise<SearchRow[]> {
  const q = tsQuery(queryText);
  const { rows } = await db.execute<SearchRow>(sql`
    WITH hits AS (
      (SELECT 'post' AS kind, p.id, p.body, p.status, p.updated_at, ts_rank(p.search, ${q}) AS rank
         FROM posts p
        WHERE p.workspace_id = ${workspace} AND p.deleted_at IS NULL AND p.search @@ ${q}
        ORDER BY rank DESC, p.updated_at DESC LIMIT ${limit})
      UNION ALL
      (SELECT 'note' AS kind, n.id, n.body, NULL AS status, n.updated_at, ts_rank(n.search, ${q}) AS rank
         FROM notes n
        WHERE n.workspace_id = ${workspace} AND n.deleted_at IS NULL AND n.search @@ ${q}
        ORDER BY rank DESC, n.updated_at DESC LIMIT ${limit})
      UNION ALL
      (SELECT 'saved_post' AS kind, s.id, s.text AS body, NULL AS status, s.updated_at, ts_rank(s.search, ${q}) AS rank
         FROM saved_posts s
        WHERE s.workspace_id = ${workspace} AND s.search @@ ${q}
        ORDER BY rank DESC, s.updated_at DESC LIMIT ${limit})
    )
    SELECT kind, id,
           ts_headline('public.app_search', replace(replace(normalize(body, NFKC), ${HIGHLIGHT_START}, ''), ${HIGHLIGHT_END}, ''),
                       ${q}, ${HEADLINE_OPTIONS}) AS snippet,
           status, updated_at
      FROM hits ORDER BY rank DESC, updated_at DESC LIMIT ${limit}`);
  return rows;
}
