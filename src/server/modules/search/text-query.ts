import { sql, type SQL } from "drizzle-orm";

const MAX_TERMS = 8;

/**
 * The tsquery text for what someone typed: every word must match, each as a prefix (search as you type), in the
 * NFKC form the index uses. Only letters and digits reach it, so nothing typed can break the query syntax.
 * Null when nothing searchable was typed.
 */
export function prefixQueryText(typed: string): string | null {
  const terms = typed
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return terms.length ? terms.map((t) => `'${t}':*`).join(" & ") : null;
}

/** The query as SQL, in the app's search configuration (drizzle/0008_search.sql). */
export const tsQuery = (text: string): SQL => sql`to_tsquery('public.app_search', ${text})`;
