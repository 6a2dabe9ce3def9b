import type { z } from "zod";
import { endpointUrl, type EndpointPath } from "@contracts/endpoint";
import type { AnyEndpoint } from "@contracts/endpoints";
import { apiFetch } from "./api-client";

/**
 * The one way the web calls the app's API: `api(STRATEGY_PATHS.updatePillar, { params: { id }, body })`.
 * The first argument is the endpoint's zod-free method and path (`@contracts/<domain>/paths`); its input and
 * answer types come from the endpoint's definition (types only: no zod reaches the page's code).
 */
type Definition<P extends EndpointPath> = Extract<AnyEndpoint, { method: P["method"]; path: P["path"] }>;
type In<S> = S extends z.ZodType ? z.input<S> : never;
type None = Record<never, never>;

export type ApiInput<P extends EndpointPath> =
  Definition<P> extends infer E
    ? (E extends { params: infer S } ? { params: In<S> } : None) &
        (E extends { query: infer S } ? { query?: In<S> } : None) &
        (E extends { body: infer S } ? { body: In<S> } : None)
    : never;

/** The body of the endpoint's success answer(s) (2xx). */
export type ApiResult<P extends EndpointPath> =
  Definition<P> extends { responses: infer R }
    ? {
        [S in keyof R]: S extends 200 | 201
          ? R[S] extends { schema: infer T extends z.ZodType }
            ? z.output<T>
            : never
          : never;
      }[keyof R]
    : never;

type Args<P extends EndpointPath> = keyof ApiInput<P> extends never ? [input?: ApiInput<P>] : [input: ApiInput<P>];

export function api<const P extends EndpointPath>(endpoint: P, ...[input]: Args<P>): Promise<ApiResult<P>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: object; body?: unknown };
  let url = endpointUrl(endpoint.path, params);
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter(([, v]) => v !== undefined) as [string, string][],
  ).toString();
  if (search) url += `?${search}`;
  return apiFetch<ApiResult<P>>(url, {
    method: endpoint.method.toUpperCase(),
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}
