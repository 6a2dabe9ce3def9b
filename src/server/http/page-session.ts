import type { Auth } from "../modules/auth/auth";
import { AUTH_COOKIE_PREFIX } from "../modules/auth/cookie-prefix";
import type { PageSession } from "./spa-page";
import { hasSessionCookie } from "./spa-page";

export interface PageSessionResult {
  session: PageSession;
  /** Set-Cookie lines better-auth sends when it refreshes the session (as get-session would). */
  setCookies: string[];
}

export type PageSessionReader = (headers: Headers) => Promise<PageSessionResult>;

/**
 * The visitor of a page request, read the way GET /api/auth/get-session reads it (better-auth, from the sessions
 * table: the cookie cache is off, so a session ended anywhere is seen as ended). Only the user goes into the page;
 * on a failed lookup the page says nothing and the SPA asks the server itself.
 */
export function pageSessionReader(auth: Auth): PageSessionReader {
  return async (headers) => {
    if (!hasSessionCookie(headers.get("cookie") ?? undefined, AUTH_COOKIE_PREFIX))
      return { session: null, setCookies: [] };
    try {
      const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
      return { session: response?.user ?? null, setCookies: out?.getSetCookie() ?? [] };
    } catch {
      return { session: undefined, setCookies: [] };
    }
  };
}
