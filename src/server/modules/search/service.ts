import type { SearchResult } from "../../../contracts/search/schemas";
import { withUser, type Database } from "../../db/client";
import { searchContent } from "./queries";
import { prefixQueryText } from "./text-query";
import type { Actor } from "../../lib/actor";

/** Full-text search over the request's workspace (withUser sets it; row-level security enforces it). */
export function searchService({ database }: { database: Database }) {
  return {
    async search(actor: Actor, typed: string, limit: number): Promise<SearchResult[]> {
      const text = prefixQueryText(typed);
      if (!text) return [];
      const rows = await withUser(database, actor, (db) => searchContent(db, text, limit), { readOnly: true });
      return rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        snippet: r.snippet,
        status: r.status as SearchResult["status"],
        updatedAt: new Date(r.updated_at).toISOString(),
      }));
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
