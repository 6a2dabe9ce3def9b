// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { LinkedInConnectionCard } from "@/features/linkedin/connection-card";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The web hides what the user's role cannot do (useCan, from GET /api/me's workspace.role): here the LinkedIn
// connection, which only owners and admins may change.
beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => vi.unstubAllGlobals());

const CONNECTION = {
  memberId: "m1",
  name: "Ada Lovelace",
  pictureUrl: null,
  expiresAt: "2099-01-01T00:00:00.000Z",
  refreshable: true,
  needsReconnect: false,
  connectedAt: "2026-11-01T00:00:00.000Z",
};
const ADMIN_ONLY = "Only the workspace's owner and admins can connect or disconnect LinkedIn.";

function renderCard(role: Role | "unknown", connected: boolean) {
  // every answer is in the cache: a request would mean the card asked for something it should not need
  const client = clientWithRole(role);
  client.setQueryData(linkedinConnectionQuery.queryKey, {
    available: true,
    connection: connected ? CONNECTION : null,
    apiVersion: { version: "202601", status: "current", retiresAround: "2027-01-01" },
  } as never);
  render(
    <QueryClientProvider client={client}>
      <LinkedInConnectionCard returnTo="/apps" />
    </QueryClientProvider>,
  );
}

describe("the LinkedIn card by role", () => {
  it.each(["owner", "admin"] as const)("lets the %s connect, reconnect and disconnect", (role) => {
    renderCard(role, false);
    expect(screen.getByRole("button", { name: "Connect LinkedIn" })).toBeTruthy();
    expect(screen.queryByText(ADMIN_ONLY)).toBeNull();
  });

  it.each(["editor", "reviewer", "client"] as const)("shows the %s the connection without its buttons", (role) => {
    renderCard(role, true);
    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reconnect" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Disconnect" })).toBeNull();
    expect(screen.getByText(ADMIN_ONLY)).toBeTruthy();
  });

  it("shows an editor no Connect button when nothing is connected", () => {
    renderCard("editor", false);
    expect(screen.queryByRole("button", { name: "Connect LinkedIn" })).toBeNull();
    expect(screen.getByText(ADMIN_ONLY)).toBeTruthy();
  });

  it("shows the buttons while the role is not known yet (the server still refuses what a role may not do)", () => {
    renderCard("unknown", true);
    expect(screen.getByRole("button", { name: "Reconnect" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Disconnect" })).toBeTruthy();
  });
});
