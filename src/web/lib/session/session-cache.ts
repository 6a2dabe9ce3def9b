import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "./display-name";

// The session lives in the app's QueryClient (lib/api/query-client.ts), which the auth screens never load (issue 8
// §3: react-query is 12 kB gzip of /sign-in's first load). Until something needs the client, what the served page
// said of the session answers the auth screens' guard; the client takes it over when it is made.
// This module is what the QueryClient and the HTTP error handler need of the session (its key, the page's word,
// forgetting it); it never loads the client, so they import it without an import cycle (session.ts loads the client).

export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The current user, or null. Only `user` lives in the SPA (the session itself is an httpOnly cookie).
 * A failed lookup counts as "signed out" so the auth screens still render when the server hiccups.
 */
async function fetchSessionUser(): Promise<SessionUser | null> {
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
}

export const sessionQueryOptions = { queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, retry: false } as const;

/**
 * What the server put in the page (src/server/http/spa-page.ts), so the guards need not ask it again:
 * `<meta name="pp-session" content="none">` when the visitor is signed out (the auth screens paint at once), or
 * `<script type="application/json" id="pp-session">` with the signed-in user (data calls start at once).
 * Without either, or with a user it cannot read, the session is unknown (undefined) and the guards ask the server.
 */
export function readPageSession(doc: Document = document): SessionUser | null | undefined {
  if (doc.querySelector('meta[name="pp-session"]')?.getAttribute("content") === "none") return null;
  const json = doc.querySelector('script#pp-session[type="application/json"]')?.textContent;
  if (!json) return undefined;
  try {
    const user = JSON.parse(json) as unknown;
    if (user && typeof user === "object" && typeof (user as SessionUser).id === "string") return user as SessionUser;
  } catch {
    // unreadable: ask the server
  }
  return undefined;
}

let pageSession: SessionUser | null | undefined;
let clientMade = false;

/** Remembers what the page said of the session (main.tsx; the prerender says "signed out"). */
export function seedSession(user: SessionUser | null | undefined) {
  pageSession = user;
}

/** For the QueryClient being made: the page's word, which from now on the client's cache holds. */
export function takePageSession(): SessionUser | null | undefined {
  clientMade = true;
  return pageSession;
}

/** What the page said of the session while no QueryClient holds it (undefined once one does, or if it said nothing). */
export function pageSessionBeforeClient(): SessionUser | null | undefined {
  return clientMade ? undefined : pageSession;
}

export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  // loaded on use: the offline support stays off the first load
  void import("@/lib/offline/offline").then((m) => m.forgetOfflineData());
}
