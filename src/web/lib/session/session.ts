import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "./display-name";
import { pageSessionBeforeClient, SESSION_QUERY_KEY, sessionQueryOptions } from "./session-cache";

// The session's reads and writes through the app's QueryClient, loaded (with react-query) on first use: the auth
// screens' guard answers from the page's word (session-cache.ts) without it.

let client: Promise<QueryClient> | undefined;
/** The app's QueryClient, loaded (with react-query) and made on first use. */
export function loadQueryClient(): Promise<QueryClient> {
  client ??= import("@/lib/api/query-client").then((m) => m.appQueryClient());
  return client;
}

/** The signed-in user or null: the page's word while no QueryClient exists, else the client's (asking if needed). */
export async function currentSessionUser(): Promise<SessionUser | null> {
  const fromPage = pageSessionBeforeClient();
  if (fromPage !== undefined) return fromPage;
  return (await loadQueryClient()).ensureQueryData(sessionQueryOptions);
}

/** Forget the cached session and read it again from the server (after a sign-in). */
export async function refreshSession(): Promise<SessionUser | null> {
  const queryClient = await loadQueryClient();
  queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  return queryClient.fetchQuery(sessionQueryOptions);
}

/** A session that started outside the SPA's forms (the LinkedIn sign-on's return page). */
export async function setSessionUser(user: SessionUser) {
  (await loadQueryClient()).setQueryData(SESSION_QUERY_KEY, user);
}
