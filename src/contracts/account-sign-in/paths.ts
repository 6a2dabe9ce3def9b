/** LinkedIn sign-in linking endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const ACCOUNT_SIGN_IN_PATHS = {
  linkLinkedIn: { method: "post", path: "/api/account/sign-in/linkedin" },
  unlinkLinkedIn: { method: "delete", path: "/api/account/sign-in/linkedin" },
} as const;

/**
 * Where LinkedIn sends the browser back after a link started from Settings > Account: `?signIn=linked`, or
 * `?signIn=failed&error=<better-auth's callback code>` when LinkedIn or the app refused it.
 */
export const LINK_LANDING = {
  linked: "/settings/account?signIn=linked",
  failed: "/settings/account?signIn=failed",
} as const;

/**
 * The settings page's search (in the route tree, which every first load holds: kept small): how a link started
 * there just ended, `{ signInLink: "linked" }` or `{ signInLink: "failed", signInError }` with better-auth's code.
 */
export function linkLandingSearch(search: Record<string, unknown>): {
  signInLink?: "linked" | "failed";
  signInError?: string;
} {
  if (search.signIn === "linked") return { signInLink: "linked" };
  if (search.signIn !== "failed") return {};
  return { signInLink: "failed", signInError: typeof search.error === "string" ? search.error : "" };
}
