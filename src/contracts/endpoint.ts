import type { z } from "zod";
import type { Permission } from "./workspaces/permissions";

/**
 * An endpoint, defined once: the server builds its OpenAPI route from it (`server/http/endpoint-route.ts`), the
 * web calls it through `api()` (`web/lib/api.ts`), the API tests check every answer against it.
 *
 * Method and path are plain data in each domain's zod-free `paths.ts` (the web's code imports only those); the
 * definition adds the schemas in the domain's `endpoints.ts`. `errors` lists the statuses answered with the error
 * body (`errorBodySchema` in ./common). A success answer is JSON, a file or a stream of events (`EndpointResponse`).
 */
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface EndpointPath {
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * "file" on the path of an endpoint whose success answer is a file (`FileResponse`): the web's zod-free code reads
   * the answer as bytes from it, not from a content type (tests/unit/endpoint-answers.test.ts keeps the two in step).
   */
  readonly answers?: "file";
}

/** A JSON body, exactly this schema (the API tests check every answer against it). */
export interface JsonResponse {
  readonly description: string;
  readonly json: z.ZodType;
}

/** The bytes of a file, streamed, in one of these content types (a file is never read whole into memory). */
export interface FileResponse {
  readonly description: string;
  readonly file: { readonly contentTypes: readonly string[] };
}

/** `application/x-ndjson`: one `event` per line, each written as soon as it happens (`server/http/ndjson.ts`). */
export interface StreamResponse {
  readonly description: string;
  readonly stream: "ndjson";
  readonly event: z.ZodType;
}

/** What a success status answers: the route builder, the OpenAPI document and `api()` each read its kind. */
export type EndpointResponse = JsonResponse | FileResponse | StreamResponse;

export const NDJSON_CONTENT_TYPE = "application/x-ndjson";

export interface EndpointDefinition extends EndpointPath {
  readonly tags: readonly string[];
  readonly summary: string;
  /**
   * "member": a live session (401 otherwise), acting in a workspace the user belongs to (403 NOT_A_MEMBER for one
   * named that they do not, see WORKSPACE_HEADER); handlers get the user from the context. `{ permission }`: also a
   * role that has it (ROLE_PERMISSIONS; 403 FORBIDDEN otherwise). Both listed in the document with the endpoint's
   * errors (errorStatusesOf).
   */
  readonly access: "public" | "member" | { readonly permission: Permission };
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

/** The permission an endpoint needs beyond membership, if any. */
export const permissionOf = (endpoint: Pick<EndpointDefinition, "access">): Permission | undefined =>
  typeof endpoint.access === "object" ? endpoint.access.permission : undefined;

/**
 * The error statuses an endpoint answers: its own, and for a member's, 400 (a malformed workspace header) and 403
 * (not a member of the workspace it names, or a role without the permission): see WORKSPACE_HEADER.
 */
export const errorStatusesOf = (endpoint: Pick<EndpointDefinition, "access" | "errors">): readonly number[] =>
  endpoint.access === "public" ? endpoint.errors : [...new Set([...endpoint.errors, 400, 403])];
