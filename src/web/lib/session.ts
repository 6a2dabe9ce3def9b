import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "./display-name";

export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The current user, or null. Only `user` lives in the SPA (the session itself is an httpOnly cookie).
 * A failed lookup counts as "signed out" so the auth screens still render when the server hiccups.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (): Promise<SessionUser | null> => {
    try {
      // Same endpoint as better-auth's `getSession()`, without loading its client on first paint.
      const res = await fetch("/api/auth/get-session", {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (!res.ok) {
        if (res.status !== 401) console.warn("session lookup failed", res.status);
        return null;
      }
      const body = (await res.json().catch(() => null)) as { user?: SessionUser } | null;
      return body?.user ?? null;
    } catch (err) {
      console.warn("session lookup failed", err);
      return null;
    }
  },
  retry: false,
});

/**
 * What the server put in the page (src/server/http/spa-page.ts), so the guards need not ask it again:
 * `<meta name="pp-session" content="none">` when the visitor is signed out (the auth screens paint at once), or
 * `<script type="application/json" id="pp-session">` with the signed-in user (data calls start at once).
 * Without either, or with a user it cannot read, the session stays unknown and the guards ask the server.
 */
export function seedSession(queryClient: QueryClient, doc: Document = document) {
  if (doc.querySelector('meta[name="pp-session"]')?.getAttribute("content") === "none") {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    return;
  }
  const json = doc.querySelector('script#pp-session[type="application/json"]')?.textContent;
  if (!json) return;
  try {
    const user = JSON.parse(json) as unknown;
    if (user && typeof user === "object" && typeof (user as SessionUser).id === "string") {
      queryClient.setQueryData(SESSION_QUERY_KEY, user as SessionUser);
    }
  } catch {
    // unreadable: ask the server
  }
}

/** Forget the cached session so the next guard reads it again from the server. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  return queryClient.fetchQuery(sessionQueryOptions);
}

export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  // loaded on use: the offline support stays off the first load
  void import("./offline").then((m) => m.forgetOfflineData());
}
