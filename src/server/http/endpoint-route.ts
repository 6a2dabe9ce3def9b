import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { errorBodySchema } from "../../contracts/common";
import type { EndpointDefinition } from "../../contracts/endpoint";
import { AppError } from "../lib/errors";
import type { AppEnv } from "./env";

/** What a handler behind `access: "user"` reads: the signed-in user's id, never null. */
export type UserEnv = { Variables: AppEnv["Variables"] & { userId: string } };

/**
 * Runs before every `access: "user"` handler: 401 without a live session (the session middleware's answer, the
 * same for every route), else the user's id in `c.var.userId`.
 */
export const requireUser =
  (signedOutMessage?: string): MiddlewareHandler<UserEnv> =>
  async (c, next) => {
    const userId = c.get("userId");
    if (!userId && signedOutMessage) throw new AppError({ code: "UNAUTHORIZED", message: signedOutMessage });
    c.set("userId", c.get("requireUserId")());
    await next();
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
type Json<S> = { description: string; content: { "application/json": { schema: S } } };

type RequestOf<E> = (E extends { params: infer P extends z.ZodObject } ? { params: P } : None) &
  (E extends { query: infer Q extends z.ZodObject } ? { query: Q } : None) &
  (E extends { body: infer B extends z.ZodType }
    ? { body: { required: true; content: { "application/json": { schema: B } } } }
    : None);

type ResponsesOf<E extends EndpointDefinition> = {
  [S in keyof E["responses"]]: E["responses"][S] extends { schema: infer T } ? Json<T> : never;
} & { [S in E["errors"][number]]: Json<typeof errorBodySchema> };

type RouteOf<E extends EndpointDefinition> = {
  method: E["method"];
  path: E["path"];
  tags: string[];
  summary: string;
  request: RequestOf<E>;
  responses: ResponsesOf<E>;
} & (E["access"] extends "user" ? { middleware: [ReturnType<typeof requireUser>] } : unknown);

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });

/** The @hono/zod-openapi route of an endpoint definition (request checks, documentation, typed handler). */
export function endpointRoute<const E extends EndpointDefinition>(endpoint: E) {
  const responses: Record<number, ReturnType<typeof json>> = {};
  for (const [status, r] of Object.entries(endpoint.responses))
    responses[Number(status)] = json(r.schema, r.description);
  for (const status of endpoint.errors)
    responses[status] = json(errorBodySchema, ERROR_DESCRIPTIONS[status] ?? "Error");
  const request = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { query: endpoint.query }),
    ...(endpoint.body && { body: { required: true, content: { "application/json": { schema: endpoint.body } } } }),
    ...(endpoint.form && { body: { content: { "multipart/form-data": { schema: endpoint.form } } } }),
  };
  const config = {
    method: endpoint.method,
    path: endpoint.path,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    request,
    responses,
    ...(endpoint.access === "user" && { middleware: [requireUser(endpoint.signedOutMessage)] }),
  };
  return createRoute(config as unknown as RouteOf<E>);
}
