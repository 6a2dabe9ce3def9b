/**
 * The query string of an API call exactly as the web client builds it (`api()`, src/web/lib/api/api-client.ts): the
 * server keys a page's first answers by it (src/server/lib/page-request.ts). One definition, with the endpoint's URL
 * it is part of: src/contracts/endpoint-url.ts.
 */
export { queryString } from "../../contracts/endpoint-url";
