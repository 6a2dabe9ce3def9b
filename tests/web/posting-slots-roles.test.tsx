// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { postingSlotsQuery } from "@/entities/scheduling/slots-api";
import { PostingSlotsPage } from "@/features/scheduler/slots/posting-slots-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The posting slots by role: changing them (adding a time, removing one, taking the suggested ones) is slots.write's
// (contracts/scheduling endpoints' `access`). A reviewer or a client sees the week's slots, told who changes them,
// with no field and no button the server would refuse. Before /api/me answers ("unknown") the page is the writer's.
beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY =
  "Your role in this workspace lets you see its posting slots; its owner, admins and editors change them.";

function renderPage(role: Role | "unknown") {
  const client = clientWithRole(role);
  client.setQueryData(postingSlotsQuery.queryKey, {
    slots: [
      { weekday: 1, time: "09:00", timeZone: "Europe/Paris" },
      { weekday: 4, time: "17:30", timeZone: "Europe/Paris" },
    ],
    timeZone: "Europe/Paris",
  });
  render(
    <QueryClientProvider client={client}>
      <PostingSlotsPage />
    </QueryClientProvider>,
  );
}

const buttons = () => screen.queryAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
const slotTimes = () => [...document.querySelectorAll("time")].map((el) => el.getAttribute("datetime"));

describe("the posting slots by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s add, remove and take the suggested slots",
    (role) => {
      renderPage(role);
      expect(slotTimes()).toEqual(["09:00", "17:30"]);
      const offered = buttons();
      expect(offered[0]).toBe("Use suggested slots");
      expect(offered.filter((b) => b?.startsWith("Remove "))).toHaveLength(2);
      expect(offered.filter((b) => b?.startsWith("Add"))).toHaveLength(7);
      expect(screen.getByLabelText("New time on Monday")).toBeTruthy();
      expect(screen.queryByText(READ_ONLY)).toBeNull();
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s the week's slots, told who changes them, with nothing to change",
    (role) => {
      renderPage(role);
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(slotTimes()).toEqual(["09:00", "17:30"]);
      expect(screen.getByRole("list", { name: "Slots on Monday" }).textContent).toMatch(/9:00/);
      expect(buttons()).toEqual([]);
      expect(document.querySelectorAll("input, form")).toHaveLength(0);
    },
  );
});
