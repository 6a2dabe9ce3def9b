/**
 * The query string of an API call exactly as the web client builds it (`api()`, src/web/lib/api/api-client.ts): the
 * server keys a page's first answers by it (src/server/lib/page-request.ts), so both sides build it here. The order
 * is the object's; undefined values are left out (JSON drops them); no query at all is "".
 */
export function queryString(query: object | undefined): string {
  return query ? `?${new URLSearchParams(JSON.parse(JSON.stringify(query)) as Record<string, string>)}` : "";
}
