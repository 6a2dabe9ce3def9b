// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { AiConnectionCard } from "@/features/ai-connection/ai-connection-card";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// Testing the AI connection is the workspace's set-up (ai.configure: owners and admins); the server refuses it to
// the other roles (403), and the card shows them why there is no button instead of one that fails.
beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => vi.unstubAllGlobals());

const ADMIN_ONLY = "Only the workspace's owner and admins can test the AI connection.";

function renderCard(role: Role | "unknown") {
  const client = clientWithRole(role);
  render(
    <QueryClientProvider client={client}>
      <AiConnectionCard />
    </QueryClientProvider>,
  );
}

describe("the AI connection card by role", () => {
  it.each(["owner", "admin", "unknown"] as const)("lets the %s test the connection", (role) => {
    renderCard(role);
    expect(screen.getByRole("button", { name: "Test the AI connection" })).toBeTruthy();
    expect(screen.queryByText(ADMIN_ONLY)).toBeNull();
  });

  it.each(["editor", "reviewer", "client"] as const)("tells the %s who can, with no button", (role) => {
    renderCard(role);
    expect(screen.queryByRole("button", { name: "Test the AI connection" })).toBeNull();
    expect(screen.getByText(ADMIN_ONLY)).toBeTruthy();
  });
});
