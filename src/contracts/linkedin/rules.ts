import { messageCodes } from "../messages";

// The LinkedIn connection's plain rules (zod-free: the /apps page imports them).

/** Pages that may start a connection and get the member back afterwards. */
export const CONNECT_RETURN_PATHS = ["/apps", "/settings/account"] as const;
export type ConnectReturnPath = (typeof CONNECT_RETURN_PATHS)[number];

/** Days before the access token expires when the app starts warning (in the app, and by mail 7 and 1 days before). */
export const TOKEN_WARNING_DAYS = [7, 1] as const;

/** What the callback puts in the return page's `?linkedin=` (the page shows it, then removes it from the URL). */
export const CONNECT_OUTCOMES = ["connected", "cancelled", "failed", "expired", "not_configured"] as const;
export type ConnectOutcome = (typeof CONNECT_OUTCOMES)[number];

/** A return page's search params: `{ linkedin }` when it says how a connection ended, else nothing. */
export function connectOutcomeSearch(search: Record<string, unknown>): { linkedin?: ConnectOutcome } {
  const linkedin = CONNECT_OUTCOMES.find((o) => o === search.linkedin);
  return linkedin ? { linkedin } : {};
}

/** Whole days left before `expiresAt` at `now` (negative once expired). */
export function daysLeft(expiresAt: string, now: number = Date.now()): number {
  return Math.floor((Date.parse(expiresAt) - now) / 86_400_000);
}

export const LINKEDIN_MESSAGES = {
  linkedinNotConfigured: "LinkedIn is not set up on this server (LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET)",
} as const;
export const LINKEDIN_CODES = messageCodes(LINKEDIN_MESSAGES);
