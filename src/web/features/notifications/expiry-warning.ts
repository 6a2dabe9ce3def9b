import { daysLeft, TOKEN_WARNING_DAYS } from "@contracts/linkedin/rules";

export type ExpiryWarning =
  | { kind: "needsReconnect" }
  | { kind: "expired" }
  | { kind: "expiringToday" }
  | { kind: "expiring"; days: number }
  | null;

/**
 * What the banner says of the workspace's LinkedIn connection: refused by LinkedIn, expired, or within 7 days of
 * its expiry. Nothing for a connection the server renews itself (it has a refresh token) unless LinkedIn refused it.
 */
export function expiryWarning(
  connection: { expiresAt: string; refreshable: boolean; needsReconnect: boolean } | null | undefined,
  now: number = Date.now(),
): ExpiryWarning {
  if (!connection) return null;
  if (connection.needsReconnect) return { kind: "needsReconnect" };
  if (connection.refreshable) return null;
  if (Date.parse(connection.expiresAt) <= now) return { kind: "expired" };
  const left = daysLeft(connection.expiresAt, now);
  if (left < 1) return { kind: "expiringToday" };
  return left <= TOKEN_WARNING_DAYS[0] ? { kind: "expiring", days: left } : null;
}
