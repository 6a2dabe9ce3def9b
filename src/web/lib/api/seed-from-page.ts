import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { takePageData } from "./page-data";

/**
 * Puts the answer the server read into the page for `url` (path + query, as `api()` builds it) into the query
 * `queryKey`, before anything renders: the shell's reads (who is signed in, the bell, the LinkedIn banner) are then
 * the server's from the first paint, and nothing is asked while the app takes the page over (a request then changed
 * a query mid-commit and re-rendered the page in the same long task). Taken once; nothing when the page has none.
 */
export function seedQueryFromPage<T>(queryClient: QueryClient, url: string, queryKey: QueryKey) {
  const inlined = takePageData(url);
  if (inlined) queryClient.setQueryData<T>(queryKey, inlined.body as T);
}
