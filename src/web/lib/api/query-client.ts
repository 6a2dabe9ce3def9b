import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { setUnauthorizedHandler } from "./api-client";
import { errorStatus, type FailedRequest } from "./http-failure";
import { SESSION_QUERY_KEY, takePageSession } from "@/lib/session/session-cache";

/** SPEC §7: retry at most 3 times, never on 401 or 403. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 401 || status === 403) return false;
  return failureCount < 3;
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

let appClient: QueryClient | undefined;
/**
 * The app's one QueryClient, made on first use: the signed-in pages (their guard loads this module) and the
 * moment a session starts. The auth screens never load react-query (issue 8 §3: 12 kB gzip of /sign-in's first
 * load); what the page said of the session seeds the cache.
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    const user = takePageSession();
    if (user !== undefined) appClient.setQueryData(SESSION_QUERY_KEY, user);
  }
  return appClient;
}
