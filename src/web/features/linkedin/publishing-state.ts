import { daysLeft, TOKEN_WARNING_DAYS } from "@contracts/linkedin/rules";

type Connection = { expiresAt: string; refreshable: boolean; needsReconnect: boolean };

/**
 * The one reading of the workspace's LinkedIn publishing connection, which every place that shows it uses (Settings >
 * Account, Apps, the banner, Profile and the Help Center's summary), so no two of them can disagree.
 */
export type PublishingState =
  | { kind: "notConnected" }
  | { kind: "needsReconnect" }
  | { kind: "expired" }
  | { kind: "expiringToday" }
  | { kind: "expiring"; days: number }
  /** `renews`: the server refreshes the token itself (LinkedIn gave a refresh token). */
  | { kind: "connected"; days: number; renews: boolean };

export type ExpiryWarning = Extract<
  PublishingState,
  { kind: "needsReconnect" | "expired" | "expiringToday" | "expiring" }
>;

/**
 * Refused by LinkedIn, expired, within 7 days of its expiry, else connected. A connection the server renews itself
 * (it has a refresh token) needs nothing of the member unless LinkedIn refused it.
 */
export function publishingState(connection: Connection | null | undefined, now: number = Date.now()): PublishingState {
  if (!connection) return { kind: "notConnected" };
  if (connection.needsReconnect) return { kind: "needsReconnect" };
  const days = daysLeft(connection.expiresAt, now);
  if (connection.refreshable) return { kind: "connected", days, renews: true };
  if (Date.parse(connection.expiresAt) <= now) return { kind: "expired" };
  if (days < 1) return { kind: "expiringToday" };
  return days <= TOKEN_WARNING_DAYS[0] ? { kind: "expiring", days } : { kind: "connected", days, renews: false };
}

/** What asks the member to act (the banner, the card's warning): null while nothing does. */
export function expiryWarning(
  connection: Connection | null | undefined,
  now: number = Date.now(),
): ExpiryWarning | null {
  const state = publishingState(connection, now);
  return state.kind === "connected" || state.kind === "notConnected" ? null : state;
}
