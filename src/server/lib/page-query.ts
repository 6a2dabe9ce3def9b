import type { z } from "zod";
import { endpointUrl } from "../../contracts/endpoint-url";

/**
 * A page loader's read of a GET with a query: the URL the web asks it at (the web's own builder, `endpointUrl`,
 * from the same query object the web passes) and the query as the endpoint's route reads it (its schema applied to
 * that URL's search, as `c.req.valid("query")` gives the handler), so the answer is the one the API would send.
 */
export function pageQuery<Q extends z.ZodType>(
  endpoint: { path: string; query: Q },
  query: Readonly<Record<string, string | number | boolean>>,
): { url: string; query: z.output<Q> } {
  const url = endpointUrl(endpoint, { query });
  const search = new URL(url, "http://page.invalid").searchParams;
  return { url, query: endpoint.query.parse(Object.fromEntries(search)) };
}
