// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Post, PostStatus } from "@contracts/posts/schemas";
import type { Role } from "@contracts/workspaces/permissions";
import { POST_KEYS } from "@/entities/posts/api";
import {
  columnSort,
  COLUMN_PAGE_SIZE,
  DEFAULT_SORT,
  EMPTY_CONTENT_FILTER,
  TABLE_PAGE_SIZE,
  toContentQuery,
} from "@/features/content-management/api";
import { BOARD_COLUMNS } from "@/features/content-management/board-moves";
import { ContentManagementPage } from "@/features/content-management/content-management-page";
import { pillarMixQuery } from "@/features/content-management/pillar-mix/api";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// Content Management's lists by role: the bulk actions (move, file under a pillar, delete) are post.write's
// (contracts/posts' bulkPosts `access`); a card moves on the board by a PATCH (post.write) or a publishing action
// (post.schedule). A reviewer or a client reads the table and the board, each post opening in the editor, told who
// moves them, with no box to tick, no bulk action, no drag handle, no keyboard pick-up and no "Move to…" the server
// would refuse. Before /api/me answers ("unknown") the lists are the writer's.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [{ id: "p1", name: "Hiring" }] }));
vi.mock("@/entities/scheduling/use-time-zone", () => ({ useTimeZone: () => "Europe/Paris" }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY =
  "Your role in this workspace lets you read its posts and see where each stands; its owner, admins and editors move, file and delete them.";

const post = (id: string, body: string, status: PostStatus): Post => ({
  id,
  workspaceId: "w1",
  createdBy: "u2",
  pillarId: null,
  noteId: null,
  body,
  firstComment: "",
  documentTitle: null,
  status,
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  deletedAt: null,
  scheduledAt: status === "scheduled" ? "2030-02-01T09:00:00.000Z" : null,
  publishedAt: null,
  media: [],
});
const POSTS = [
  post("00000000-0000-4000-8000-000000000001", "An idea", "idea"),
  post("00000000-0000-4000-8000-000000000002", "A draft", "draft"),
  post("00000000-0000-4000-8000-000000000003", "A scheduled one", "scheduled"),
];
const pageOf = (items: Post[], limit: number) => ({
  pages: [{ items, total: items.length, limit, offset: 0 }],
  pageParams: [0],
});

function renderPage(role: Role | "unknown", view: "table" | "board") {
  const client = clientWithRole(role);
  const list = (query: object, pages: number) => POST_KEYS.list({ ...query, pages, view: "content" });
  client.setQueryData(list(toContentQuery(EMPTY_CONTENT_FILTER, DEFAULT_SORT), TABLE_PAGE_SIZE), pageOf(POSTS, 50));
  client.setQueryData(list({ status: "needs_check", sort: "planned", order: "asc" }, 100), pageOf([], 100));
  for (const status of BOARD_COLUMNS)
    client.setQueryData(
      list(toContentQuery({ ...EMPTY_CONTENT_FILTER, status }, columnSort(status)), COLUMN_PAGE_SIZE),
      pageOf(
        POSTS.filter((p) => p.status === status),
        COLUMN_PAGE_SIZE,
      ),
    );
  client.setQueryData(pillarMixQuery.queryKey, {
    from: "2030-01-01T00:00:00.000Z",
    to: "2030-01-29T00:00:00.000Z",
    weeks: 4,
    frequency: "Once a week",
    answered: true,
    total: 4,
    pillars: [{ pillarId: "p1", name: "Hiring", share: null, target: 4, scheduled: 1, drafts: 1, ideas: 1, gap: 2 }],
    mostBehindPillarId: "p1",
  });
  client.setQueryData(linkedinConnectionQuery.queryKey, { available: true, connection: null } as never);
  render(
    <QueryClientProvider client={client}>
      <ContentManagementPage view={view} onView={() => {}} />
    </QueryClientProvider>,
  );
}

const checkboxes = () => screen.queryAllByRole("checkbox").map((box) => box.getAttribute("aria-label") ?? "all");
const board = () => screen.getByRole("region", { name: "Board by status" });
/** dnd-kit marks a draggable's handle (or the card, without one) after a frame: wait for a few. */
const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe("Content Management's table by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s select posts and move, file or delete them",
    async (role) => {
      renderPage(role, "table");
      const user = userEvent.setup();
      expect(checkboxes()).toEqual(["all", "Select “An idea”", "Select “A draft”", "Select “A scheduled one”"]);
      expect(screen.queryByText(READ_ONLY)).toBeNull();
      await user.click(screen.getByRole("checkbox", { name: "Select “An idea”" }));
      const bar = screen.getByRole("group", { name: "Selected posts" });
      expect(
        within(bar)
          .getAllByRole("button")
          .map((b) => b.textContent),
      ).toEqual(["Move", "Assign", "Delete"]);
      const move = within(bar).getByRole("combobox", { name: "Move" }) as HTMLSelectElement;
      expect([...move.options].map((o) => o.value)).toEqual(["", "idea", "draft", "scheduled"]);
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s the posts, each opening the editor, told who moves them, with nothing to select",
    (role) => {
      renderPage(role, "table");
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      const table = screen.getByRole("table");
      expect(within(table).getByRole("link", { name: "An idea" }).getAttribute("href")).toBe("/editor/$postId");
      expect(within(table).getAllByRole("columnheader")[0]!.textContent).toBe("Post");
      expect(checkboxes()).toEqual([]);
      expect(screen.queryByRole("group", { name: "Selected posts" })).toBeNull();
      expect(screen.getByText("3 posts")).toBeTruthy();
    },
  );
});

describe("Content Management's board by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s select cards and move them by handle, keyboard or Move to…",
    async (role) => {
      renderPage(role, "board");
      const handle = within(board()).getByRole("button", { name: "Move “An idea” (drag handle)" });
      // dnd-kit has made it a draggable, picked up with Space (its instructions)
      await waitFor(() => expect(handle.getAttribute("aria-roledescription")).toBe("draggable"));
      expect(within(board()).getAllByRole("button", { name: /\(drag handle\)$/ })).toHaveLength(3);
      expect(within(board()).getAllByRole("button", { name: /to…$/ })).toHaveLength(3);
      expect(checkboxes()).toEqual(["Select “An idea”", "Select “A draft”", "Select “A scheduled one”"]);
      expect(screen.getByText("Select posts to move, delete or assign a pillar to them")).toBeTruthy();
      expect(screen.queryByText(READ_ONLY)).toBeNull();
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s the cards, each opening the editor, with no handle, keyboard pick-up, menu or box",
    async (role) => {
      renderPage(role, "board");
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(within(board()).getByRole("link", { name: "A scheduled one" }).getAttribute("href")).toBe(
        "/editor/$postId",
      );
      await frames();
      // nothing in the board to focus or press but the links (the region itself scrolls: it takes the focus)
      expect(within(board()).queryAllByRole("button")).toEqual([]);
      expect(board().querySelectorAll("[tabindex], [aria-roledescription], [role=button]")).toHaveLength(0);
      expect(checkboxes()).toEqual([]);
    },
  );
});
