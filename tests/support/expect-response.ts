import { isDeepStrictEqual } from "node:util";
import { errorBodySchema } from "../../src/contracts/common";
import type { EndpointDefinition } from "../../src/contracts/endpoint";
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
    const parsed = declared.schema.safeParse(body);
    if (!parsed.success) throw new Error(`${where}, not its schema: ${parsed.error.message}\n${JSON.stringify(body)}`);
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), body))
      throw new Error(`${where} with fields its schema does not declare: ${JSON.stringify(body)}`);
    return;
  }
  if (status < 400) throw new Error(`${where}, a status it does not declare`);
  if (!errorBodySchema.safeParse(body).success)
    throw new Error(`${where} without the error body: ${JSON.stringify(body)}`);
}

/** `checkResponse` for a fetch Response (reads a clone, so the caller can still read the body). */
export async function expectResponse(endpoint: EndpointDefinition, res: Response): Promise<void> {
  const text = await res.clone().text();
  checkResponse(endpoint, res.status, text ? JSON.parse(text) : null);
}
