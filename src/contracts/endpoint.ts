import type { z } from "zod";

/**
 * An endpoint, defined once: the server builds its OpenAPI route from it (`server/http/endpoint-route.ts`), the
 * web calls it through `api()` (`web/lib/api.ts`), the API tests check every answer against it.
 *
 * Method and path are plain data in each domain's zod-free `paths.ts` (the web's code imports only those); the
 * definition adds the schemas in the domain's `endpoints.ts`. `errors` lists the statuses answered with the error
 * body (`errorBodySchema` in ./common).
 */
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface EndpointPath {
  readonly method: HttpMethod;
  readonly path: string;
}

export interface EndpointResponse {
  readonly description: string;
  readonly schema: z.ZodType;
}

export interface EndpointDefinition extends EndpointPath {
  readonly tags: readonly string[];
  readonly summary: string;
  /** "user": only with a live session (401 otherwise); handlers get the user from the context. */
  readonly access: "user" | "public";
  /** The 401's message when the SPEC gives this endpoint its own (the code stays UNAUTHORIZED). */
  readonly signedOutMessage?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** Multipart body (documented; the handler reads and checks it). */
  readonly form?: z.ZodObject;
  readonly responses: Readonly<Record<number, EndpointResponse>>;
  readonly errors: readonly number[];
}

export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;
