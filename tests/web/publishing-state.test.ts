import { describe, expect, it } from "vitest";
import { expiryWarning, publishingState } from "@/features/linkedin/publishing-state";

const now = Date.parse("2026-03-01T12:00:00Z");
const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();
const connection = (days: number, extra: { refreshable?: boolean; needsReconnect?: boolean } = {}) => ({
  expiresAt: inDays(days),
  refreshable: false,
  needsReconnect: false,
  ...extra,
});

describe("the LinkedIn expiry banner's warning", () => {
  it("warns from 7 days before the expiry, then within the last day, then once expired", () => {
    expect(expiryWarning(connection(30), now)).toBeNull();
    expect(expiryWarning(connection(8), now)).toBeNull();
    expect(expiryWarning(connection(7.5), now)).toEqual({ kind: "expiring", days: 7 });
    expect(expiryWarning(connection(1), now)).toEqual({ kind: "expiring", days: 1 });
    expect(expiryWarning(connection(0.5), now)).toEqual({ kind: "expiringToday" });
    expect(expiryWarning(connection(-1), now)).toEqual({ kind: "expired" });
  });

  it("says nothing of a connection the server renews, unless LinkedIn refused it; nothing without a connection", () => {
    expect(expiryWarning(connection(2, { refreshable: true }), now)).toBeNull();
    expect(expiryWarning(connection(-1, { refreshable: true }), now)).toBeNull();
    expect(expiryWarning(connection(30, { needsReconnect: true }), now)).toEqual({ kind: "needsReconnect" });
    expect(expiryWarning(null, now)).toBeNull();
  });
});

describe("the one reading of the publishing connection", () => {
  it("names every state once: not connected, connected (renewed or not), expiring, expired, needs reconnecting", () => {
    expect(publishingState(null, now)).toEqual({ kind: "notConnected" });
    expect(publishingState(connection(30), now)).toEqual({ kind: "connected", days: 30, renews: false });
    expect(publishingState(connection(2, { refreshable: true }), now)).toEqual({
      kind: "connected",
      days: 2,
      renews: true,
    });
    expect(publishingState(connection(3), now)).toEqual({ kind: "expiring", days: 3 });
    expect(publishingState(connection(-1), now)).toEqual({ kind: "expired" });
    expect(publishingState(connection(30, { needsReconnect: true }), now)).toEqual({ kind: "needsReconnect" });
  });
});
