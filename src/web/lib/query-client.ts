import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { setUnauthorizedHandler } from "./api-client";

/** The part of a failed query or mutation the global handler reads. */
export interface FailedRequest {
  meta?: Record<string, unknown>;
  options: object;
}

/** HTTP status carried by an error, if any (ApiError, better-auth errors, fetch wrappers). */
export function errorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof e.status === "number") return e.status;
  if (typeof e.response?.status === "number") return e.response.status;
  return undefined;
}

/** SPEC §7: retry at most 3 times, never on 401 or 403. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 401 || status === 403) return false;
  return failureCount < 3;
}

/** What the global handler needs from the router (set by main.tsx once the router exists). */
export interface HttpNavigator {
  href: () => string;
  navigate: (to: string, search?: Record<string, string>) => void;
}
let navigator: HttpNavigator | undefined;
export function setHttpNavigator(nav: HttpNavigator) {
  navigator = nav;
}
export function getHttpNavigator() {
  return navigator;
}

// The handler (toasts, redirects) is code-split: it loads with the first failing request.
function handle(
  kind: "query" | "mutation" | "request",
  error: unknown,
  target: FailedRequest,
  client: () => QueryClient,
) {
  void import("./http-errors")
    .then((m) => m.handleHttpError(kind, error, target, client()))
    .catch((err: unknown) => console.error("http error handler failed", err));
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle("query", error, query, () => client) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handle("mutation", error, mutation, () => client),
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // offline, a query still tries once: the service worker may answer it from what this device last saw
        networkMode: "offlineFirst",
        refetchOnWindowFocus: true,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
  setUnauthorizedHandler((error) => handle("request", error, { options: {} }, () => client));
  return client;
}
