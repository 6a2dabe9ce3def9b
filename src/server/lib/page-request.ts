import type { z } from "zod";
import { queryString } from "../../shared/http/query-string";

/**
 * A GET a page's first view makes, as its loader answers it (modules/module.ts PageLoader): the URL the web client
 * asks it at (`api()` builds it from the same query with the same function, shared/http/query-string.ts), and the
 * query as the endpoint's route reads it (its query schema applied to that URL's parameters), for the same service
 * call as the route's.
 */
export function pageRequest<S extends z.ZodType>(
  endpoint: { path: string; query: S },
  query: z.input<S> & object,
): { url: string; query: z.output<S> } {
  const search = queryString(query);
  return {
    url: endpoint.path + search,
    query: endpoint.query.parse(Object.fromEntries(new URLSearchParams(search))),
  };
}
