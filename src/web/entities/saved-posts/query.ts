import { queryOptions } from "@tanstack/react-query";
import { SAVED_POST_PATHS as P } from "@contracts/saved-posts/paths";
import { api } from "@/lib/api/api-client";

export const SAVED_POST_KEYS = {
  all: ["saved-posts"] as const,
  list: (f: { q: string; tag: string; format: string; pillarId: string }) =>
    ["saved-posts", "list", f.q, f.tag, f.format, f.pillarId] as const,
  one: (id: string) => ["saved-posts", "one", id] as const,
};

/** One saved post of the workspace (a remix's source); not retried: a 404 means it was deleted. */
export const savedPostQuery = (id: string | null | undefined) =>
  queryOptions({
    queryKey: SAVED_POST_KEYS.one(id ?? ""),
    queryFn: () => api(P.getSavedPost, { params: { id: id ?? "" } }).then((r) => r.savedPost),
    enabled: Boolean(id),
    retry: false,
  });
