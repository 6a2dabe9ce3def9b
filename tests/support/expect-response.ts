import { isDeepStrictEqual } from "node:util";
import { errorBodySchema } from "../../src/contracts/common";
import { NDJSON_CONTENT_TYPE, type EndpointDefinition } from "../../src/contracts/endpoint";
import { ENDPOINTS } from "../../src/contracts/endpoints";

const ALL: EndpointDefinition[] = Object.values(ENDPOINTS);
const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`);
const PATTERNS = ALL.map((e) => ({ endpoint: e, re: pattern(e.path) }));

/** The contract endpoint a request goes to, if it is one of the app's own (not better-auth's, not a page). */
export function endpointFor(method: string, url: string): EndpointDefinition | undefined {
  const path = new URL(url, "http://x").pathname;
  return PATTERNS.find((p) => p.endpoint.method === method.toLowerCase() && p.re.test(path))?.endpoint;
}

/**
 * Throws unless `body` is what `endpoint` declares for `status`: a success status must be one of its responses and
 * match that schema exactly (no field missing, none extra); an error status must carry the error body.
 */
export function checkResponse(endpoint: EndpointDefinition, status: number, body: unknown): void {
  const where = `${endpoint.method.toUpperCase()} ${endpoint.path} answered ${status}`;
  const declared = endpoint.responses[status];
  if (declared) {
    if (!("json" in declared)) throw new Error(`${where}, which is not JSON: check it with expectResponse`);
    const parsed = declared.json.safeParse(body);
    if (!parsed.success) throw new Error(`${where}, not its schema: ${parsed.error.message}\n${JSON.stringify(body)}`);
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), body))
      throw new Error(`${where} with fields its schema does not declare: ${JSON.stringify(body)}`);
    return;
  }
  if (status < 400) throw new Error(`${where}, a status it does not declare`);
  if (!errorBodySchema.safeParse(body).success)
    throw new Error(`${where} without the error body: ${JSON.stringify(body)}`);
}

/**
 * `checkResponse` for a fetch Response (reads a clone, so the caller can still read the body), by the declared
 * kind: a file in one of its content types, a stream whose every line is an event, else JSON.
 */
export async function expectResponse(endpoint: EndpointDefinition, res: Response): Promise<void> {
  const declared = endpoint.responses[res.status];
  const where = `${endpoint.method.toUpperCase()} ${endpoint.path} answered ${res.status}`;
  const type = (res.headers.get("content-type") ?? "").split(";")[0].trim();
  if (declared && "file" in declared) {
    if (!declared.file.contentTypes.includes(type)) throw new Error(`${where} as ${type}, not a declared file type`);
    return;
  }
  const text = await res.clone().text();
  if (declared && "stream" in declared) {
    if (type !== NDJSON_CONTENT_TYPE) throw new Error(`${where} as ${type}, not a stream`);
    for (const line of text.split("\n").filter(Boolean)) {
      const parsed = declared.event.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${where} with a line that is not its event: ${line}`);
    }
    return;
  }
  checkResponse(endpoint, res.status, text ? JSON.parse(text) : null);
}
