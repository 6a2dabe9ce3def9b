import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { errorBodySchema } from "../../contracts/common";
import {
  errorStatusesOf,
  NDJSON_CONTENT_TYPE,
  permissionOf,
  type EndpointDefinition,
  type EndpointResponse,
} from "../../contracts/endpoint";
import { isRole, roleCan, type Permission } from "../../contracts/workspaces/permissions";
import { memberRole } from "../db/client";
import type { Actor } from "../lib/actor";
import { AppError } from "../lib/errors";
import type { AppEnv } from "./env";

/**
 * What a handler behind `access: "member"` (or a permission) reads: the signed-in user's id, never null, and the
 * actor the services take (that user, in the workspace the request names, else their personal one).
 */
export type UserEnv = { Variables: AppEnv["Variables"] & { userId: string; actor: Actor } };

const forbidden = () => new AppError({ code: "FORBIDDEN", message: "Your role in this workspace does not allow this" });
const notAMember = () => new AppError({ code: "NOT_A_MEMBER", message: "You are not a member of this workspace" });
const READS = new Set(["GET", "HEAD"]);

/**
 * Runs before every handler that is not public: 401 without a live session (the session middleware's answer, the
 * same for every route), else the user's id in `c.var.userId`; with a permission, 403 unless the user's role in
 * the workspace the request acts in has it (memberRole: no extra round trip for a write, whose session check
 * already read the role). A request that names a workspace (WORKSPACE_HEADER) the user is not a member of answers
 * 403 NOT_A_MEMBER: a write before its handler; a read after it, from the role its own context statement answered
 * (row-level security showed it nothing meanwhile), so that a read pays no extra round trip.
 */
export const requireMember =
  (signedOutMessage?: string, permission?: Permission): MiddlewareHandler<UserEnv> =>
  async (c, next) => {
    const userId = c.get("userId");
    if (!userId && signedOutMessage) throw new AppError({ code: "UNAUTHORIZED", message: signedOutMessage });
    const member = c.get("requireUserId")();
    c.set("userId", member);
    const database = c.get("database");
    c.set("actor", { userId: member, workspaceId: database.session?.workspaceId });
    const named = database.session?.workspaceId !== undefined;
    const read = READS.has(c.req.method);
    if (permission || (named && !read)) {
      const role = await memberRole(database, member);
      if (named && role === "") throw notAMember();
      if (permission && (!isRole(role) || !roleCan(role, permission))) throw forbidden();
    }
    await next();
    if (named && read && (await memberRole(database, member)) === "") {
      const error = notAMember();
      c.res = c.json(error.body, error.status);
    }
  };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Forbidden (for example a cross-site request)",
  404: "Not found",
  409: "Conflict (for example the same work already running)",
  413: "Body too large",
  429: "Too many requests",
  502: "The provider refused",
  503: "Service unavailable",
};

type None = Record<never, never>;
type Content<T extends string, S> = { description: string; content: { [C in T]: { schema: S } } };
type Json<S> = Content<"application/json", S>;
/** A file's bytes, in the document: a binary string (OpenAPI 3.1 has no schema for the bytes themselves). */
type Binary = { type: "string"; format: "binary" };

type RequestOf<E> = (E extends { params: infer P extends z.ZodObject } ? { params: P } : None) &
  (E extends { query: infer Q extends z.ZodObject } ? { query: Q } : None) &
  (E extends { body: infer B extends z.ZodType }
    ? { body: { required: true; content: { "application/json": { schema: B } } } }
    : None);

/**
 * A response's OpenAPI entry by its kind, as the handler's type needs it. @hono/zod-openapi types the answer by
 * content type: `c.json()` of the schema for JSON, a plain `Response` for a file. It reads every
 * `application/...json` type as one JSON value, `application/x-ndjson` too, so a stream is typed without its content
 * (a plain `Response`); the document still gives it, with each line's schema (`contentOf`).
 */
type ResponseOf<R> = R extends { json: infer T }
  ? Json<T>
  : R extends { file: { contentTypes: readonly (infer T extends string)[] } }
    ? Content<T, Binary>
    : R extends { stream: "ndjson" }
      ? { description: string }
      : never;

type ResponsesOf<E extends EndpointDefinition> = {
  [S in keyof E["responses"]]: ResponseOf<E["responses"][S]>;
} & { [S in E["errors"][number]]: Json<typeof errorBodySchema> } & (E["access"] extends "public"
    ? unknown
    : { 400: Json<typeof errorBodySchema>; 403: Json<typeof errorBodySchema> });

type RouteOf<E extends EndpointDefinition> = {
  method: E["method"];
  path: E["path"];
  tags: string[];
  summary: string;
  request: RequestOf<E>;
  responses: ResponsesOf<E>;
} & (E["access"] extends "public" ? unknown : { middleware: [ReturnType<typeof requireMember>] });

const BINARY: Binary = { type: "string", format: "binary" };

function contentOf(r: EndpointResponse): Record<string, { schema: z.ZodType | Binary }> {
  if ("json" in r) return { "application/json": { schema: r.json } };
  if ("file" in r) return Object.fromEntries(r.file.contentTypes.map((type) => [type, { schema: BINARY }]));
  // each line of the stream is one event: the document gives the event's schema
  return { [NDJSON_CONTENT_TYPE]: { schema: r.event } };
}

/** The @hono/zod-openapi route of an endpoint definition (request checks, documentation, typed handler). */
export function endpointRoute<const E extends EndpointDefinition>(endpoint: E) {
  const responses: RouteConfig["responses"] = {};
  for (const [status, r] of Object.entries(endpoint.responses))
    responses[status] = { description: r.description, content: contentOf(r) };
  const permission = permissionOf(endpoint);
  for (const status of errorStatusesOf(endpoint))
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? "Error",
      content: { "application/json": { schema: errorBodySchema } },
    };
  const request = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { query: endpoint.query }),
    ...(endpoint.body && { body: { required: true, content: { "application/json": { schema: endpoint.body } } } }),
    ...(endpoint.form && { body: { content: { "multipart/form-data": { schema: endpoint.form } } } }),
  };
  const config: RouteConfig = {
    method: endpoint.method,
    path: endpoint.path,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    request,
    responses,
    ...(endpoint.access !== "public" && { middleware: [requireMember(endpoint.signedOutMessage, permission)] }),
  };
  // The one place the definition's data meets its type: RouteOf<E> is what this loop builds, status by status.
  return createRoute(config as RouteOf<E>);
}
