import { createAuthClient } from "better-auth/react";
import { emailOTPClient } from "better-auth/client/plugins";

/**
 * better-auth client. Same origin, session in an httpOnly cookie: nothing is kept in browser storage.
 *
 * LinkedIn goes through the server's `genericOAuth` plugin. In the installed better-auth (1.7) generic
 * providers are first-class social providers, so the client calls `signIn.social({ provider: "linkedin" })`
 * (the old `genericOAuthClient` / `signIn.oauth2` no longer exist).
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost:3000" : window.location.origin,
  basePath: "/api/auth",
  plugins: [emailOTPClient()],
});

export type AuthClient = typeof authClient;
