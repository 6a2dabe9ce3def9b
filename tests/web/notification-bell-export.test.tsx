// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { notificationsQuery } from "@/features/notifications/api";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

describe("the bell: an export ready", () => {
  it("is listed unread, says until when, and leads to Settings > Account (no download address, no secret)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(notificationsQuery.queryKey, {
      items: [
        {
          id: "00000000-0000-4000-8000-000000000001",
          kind: "account_export_ready",
          postId: null,
          data: { expiresAt: "2026-03-08T12:00:00.000Z" },
          readAt: null,
          createdAt: new Date().toISOString(),
        },
      ],
      unread: 1,
      total: 1,
      limit: 20,
      offset: 0,
    } as never);
    render(
      <QueryClientProvider client={client}>
        <NotificationBell />
      </QueryClientProvider>,
    );
    const bell = screen.getByRole("button", { name: "Notifications, 1 unread" });
    bell.focus();
    await userEvent.keyboard("{Enter}");
    const item = await screen.findByRole("menuitem", { name: /Your data export is ready/ });
    expect(item.textContent).toContain("Download it from Settings › Account until March 8, 2026.");
    expect(item.getAttribute("href")).toBe("/settings/account");
  });
});
