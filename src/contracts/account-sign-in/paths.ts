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

/** The callback's codes the page tells apart (better-auth's OAUTH_CALLBACK_ERROR_CODES; others read as "failed"). */
export const LINK_FAILURES = {
  /** The LinkedIn member signs in to another account of this server already. */
  account_already_linked_to_different_user: "otherAccount",
  /** LinkedIn says the member's address is not verified: nothing proves it is theirs. */
  unable_to_link_account: "notAllowed",
  /** Cancelled on LinkedIn's page. */
  access_denied: "cancelled",
  user_cancelled_login: "cancelled",
  user_cancelled_authorize: "cancelled",
} as const;

export type LinkOutcome = "linked" | "otherAccount" | "notAllowed" | "cancelled" | "failed";

/** The settings page's search: `{ signInLink }` when it says how a LinkedIn link just ended, else nothing. */
export function linkOutcomeSearch(search: Record<string, unknown>): { signInLink?: LinkOutcome } {
  if (search.signIn === "linked") return { signInLink: "linked" };
  if (search.signIn !== "failed") return {};
  const error = typeof search.error === "string" ? search.error : "";
  return {
    signInLink: Object.hasOwn(LINK_FAILURES, error) ? LINK_FAILURES[error as keyof typeof LINK_FAILURES] : "failed",
  };
}
