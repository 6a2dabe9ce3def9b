import type { EndpointPath } from "./endpoint";

/**
 * The URL an endpoint is called at: its path with the parameters filled in, then the query (its undefined values
 * left out, as JSON would). One builder for the web's `api()` and for the server's page loaders, which key a page's
 * first answers by the very URL the web asks them at (server/modules/<module>/pages.ts, web/lib/api/page-data.ts).
 */
export function endpointUrl(
  endpoint: Pick<EndpointPath, "path">,
  input: { params?: Readonly<Record<string, string>>; query?: object } = {},
): string {
  const { params, query } = input;
  const search = queryString(query);
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params![name])));
  return path + search;
}

/** A query object as the SPA's `api()` writes it after the path ("?a=1&b=2", "" for none): undefined values left out. */
export function queryString(query: object | undefined): string {
  return query ? `?${new URLSearchParams(JSON.parse(JSON.stringify(query)) as Record<string, string>)}` : "";
}
