import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BulkPostsInput, PostStatus } from "@contracts/posts/schemas";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { api, type ApiInput } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { POST_KEYS } from "@/features/posts/api";

export interface LibraryFilter {
  q: string;
  status: PostStatus | "";
  pillarId: string;
  /** yyyy-mm-dd in the user's calendar, inclusive. */
  from: string;
  to: string;
  trash: boolean;
  /** Posts with files, without, or either. */
  media: "" | "with" | "without";
  limit: number;
}

export const EMPTY_FILTER: LibraryFilter = {
  q: "",
  status: "",
  pillarId: "",
  from: "",
  to: "",
  trash: false,
  media: "",
  limit: 50,
};

/** The list query for a filter: a local day's start for "from", the next day's start for "to". */
type ListQuery = NonNullable<ApiInput<typeof P.listPosts>["query"]>;

export function toListQuery(f: LibraryFilter): ListQuery {
  const dayStart = (d: string, plusDays = 0) => {
    const [y, m, day] = d.split("-").map(Number);
    return new Date(y, m - 1, day + plusDays).toISOString();
  };
  return {
    limit: f.limit,
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.pillarId ? { pillarId: f.pillarId } : {}),
    ...(f.from ? { from: dayStart(f.from) } : {}),
    ...(f.to ? { to: dayStart(f.to, 1) } : {}),
    ...(f.media ? { hasMedia: f.media === "with" ? "true" : "false" } : {}),
    trash: f.trash ? "true" : "false",
  };
}

export function useLibraryPosts(filter: LibraryFilter, enabled = true) {
  const query = toListQuery(filter);
  return useQuery({
    enabled,
    queryKey: POST_KEYS.list(query),
    queryFn: () => api(P.listPosts, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBulkPosts() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: BulkPostsInput) => api(P.bulkPosts, { body: input }).then((r) => r.posts),
    failure: (_err, input) =>
      input.action === "assignPillar" ? "library.toast.assignFailed" : "library.toast.bulkFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: POST_KEYS.all }),
  });
}
