// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CalendarPost } from "@contracts/calendar/schemas";
import type { Role } from "@contracts/workspaces/permissions";
import { CALENDAR_KEYS } from "@/features/scheduler/calendar/api";
import { rangeOf } from "@shared/schedule/calendar-range";
import type { SchedulerView } from "@shared/schedule/calendar-search";
import { SchedulerPage } from "@/features/scheduler/calendar/scheduler-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The scheduler by role: moving a scheduled post (a drag to another day or time in the week and month views, or
// Reschedule… in the list and in a post's details, the keyboard's way) is post.schedule's (contracts/publishing's
// schedulePost `access`). A reviewer or a client sees the posts and opens them, told who moves them, with nothing to
// drag and no Reschedule… the server would refuse. Before /api/me answers ("unknown") the calendar is the scheduler's.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/entities/scheduling/use-time-zone", () => ({ useTimeZone: () => "Europe/Paris" }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAG = "Your scheduled and published posts. Drag a scheduled post to move it, or use Reschedule.";
const READ_ONLY =
  "The scheduled and published posts. Your role in this workspace lets you see and open them; its owner, admins and editors schedule and move them.";
const DATE = "2030-02-06"; // a Wednesday: every post below is in its week, its month and the future
const calendarPost = (id: string, excerpt: string, at: string, status: CalendarPost["status"]): CalendarPost => ({
  id,
  version: 1,
  status,
  excerpt,
  pillar: null,
  media: { count: 0, kind: null },
  at,
  scheduledAt: at,
  publishedAt: status === "published" ? at : null,
  linkedinPostUrl: null,
  error: null,
});
const POSTS = [
  calendarPost("p1", "Hiring mistakes", "2030-02-05T08:00:00.000Z", "scheduled"),
  calendarPost("p2", "Remote work", "2030-02-07T16:30:00.000Z", "scheduled"),
];

function renderPage(role: Role | "unknown", view: SchedulerView) {
  const client = clientWithRole(role);
  for (const v of ["list", "week", "month"] as const) {
    const range = rangeOf(v, DATE, "Europe/Paris");
    client.setQueryData(CALENDAR_KEYS.range(range.from, range.to), POSTS);
  }
  render(
    <QueryClientProvider client={client}>
      <SchedulerPage view={view} date={DATE} onNavigate={() => {}} ScheduleDialog={() => null} />
    </QueryClientProvider>,
  );
}

const reschedules = () => screen.queryAllByRole("button", { name: /^Reschedule…/ }).map((b) => b.textContent);
const buttonsIn = (root: HTMLElement) =>
  within(root)
    .queryAllByRole("button")
    .map((b) => b.textContent);
/** FullCalendar's events, by title, once the lazy calendar has drawn them. */
async function events() {
  const calendar = await screen.findByTestId("scheduler-calendar", {}, { timeout: 5000 });
  // by their text: FullCalendar keeps a month's events invisible (no accessible name) until it has measured its
  // cells, which happy-dom never lays out
  const shown = () =>
    POSTS.map((p) =>
      [...calendar.querySelectorAll<HTMLElement>("[role=button]")].find((e) => e.textContent?.includes(p.excerpt)),
    );
  await waitFor(() => expect(shown().every(Boolean)).toBe(true), { timeout: 5000 });
  return shown() as HTMLElement[];
}

describe("the scheduler's list by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)("lets the %s reschedule each scheduled post", (role) => {
    renderPage(role, "list");
    expect(screen.getByText(DRAG)).toBeTruthy();
    expect(reschedules()).toEqual(["Reschedule…: Hiring mistakes", "Reschedule…: Remote work"]);
  });

  it.each(["reviewer", "client"] as const)(
    "shows the %s the posts, each opening the editor, told who moves them, with no Reschedule…",
    (role) => {
      renderPage(role, "list");
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(screen.queryByText(DRAG)).toBeNull();
      expect(screen.getByRole("link", { name: "Hiring mistakes" }).getAttribute("href")).toBe("/editor/$postId");
      expect(reschedules()).toEqual([]);
    },
  );
});

describe("the scheduler's calendar by role", () => {
  it.each([
    ["owner", "week"],
    ["admin", "month"],
    ["editor", "week"],
    ["unknown", "month"],
  ] as const)("lets the %s drag a scheduled post in the %s, and reschedule it from its details", async (role, view) => {
    renderPage(role, view);
    const shown = await events();
    expect(shown.map((e) => e.classList.contains("scheduler-movable"))).toEqual([true, true]);
    await userEvent.click(shown[0]!);
    const details = await screen.findByRole("dialog");
    expect(buttonsIn(details)).toEqual(["Reschedule…: Hiring mistakes", "Close"]);
  });

  it.each([
    ["reviewer", "week"],
    ["client", "month"],
  ] as const)(
    "shows the %s the posts to open in the %s, with nothing to drag and no Reschedule… in their details",
    async (role, view) => {
      renderPage(role, view);
      const shown = await events();
      expect(shown.map((e) => e.classList.contains("scheduler-movable"))).toEqual([false, false]);
      await userEvent.click(shown[0]!);
      const details = await screen.findByRole("dialog");
      expect(within(details).getByRole("link", { name: "Hiring mistakes" }).getAttribute("href")).toBe(
        "/editor/$postId",
      );
      expect(buttonsIn(details)).toEqual(["Close"]);
    },
  );
});
