import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { INSPIRATION_PATHS as P } from "@contracts/inspirations/paths";
import { api } from "@/lib/api/api-client";

/** The workspace's favourite Inspirations patterns (ids, latest marked first): the Inspirations page and the editor. */
export const favouritesQuery = queryOptions({
  queryKey: ["inspirations", "favourites"] as const,
  queryFn: () => api(P.listInspirationFavourites).then((r) => r.favourites),
});

/**
 * The favourites for a picker that must work without them: what this tab already knows (then read again in the
 * background for next time), else one request. A failure is an empty list, read directly rather than through the
 * query cache, whose handler would turn a 500 into the error page and take the writer away from the editor.
 */
export function favouritesOrNone(client: QueryClient): Promise<string[]> {
  const { queryKey } = favouritesQuery;
  const known = client.getQueryData(queryKey);
  const fresh = api(P.listInspirationFavourites).then((r) => {
    client.setQueryData(queryKey, r.favourites);
    return r.favourites;
  });
  if (known) {
    fresh.catch(() => undefined);
    return Promise.resolve(known);
  }
  return fresh.catch(() => []);
}
