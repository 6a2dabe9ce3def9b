// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PillarMix } from "@contracts/planning/schemas";
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
import { NeedsCheckSection } from "@/features/content-management/needs-check-section";
import { pillarMixQuery } from "@/features/content-management/pillar-mix/api";
import { PillarMixPanel } from "@/features/content-management/pillar-mix/pillar-mix-panel";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// Content Management's lists by role: the bulk actions (move, file under a pillar, delete) are post.write's
// (contracts/posts' bulkPosts `access`); a card moves on the board by a PATCH (post.write) or a publishing action
// (post.schedule). A reviewer or a client reads the table and the board, each post opening in the editor, told who
// moves them, with no box to tick, no bulk action, no drag handle, no keyboard pick-up and no "Move to…" the server
// would refuse. Above them, answering for the posts that need a check is post.schedule's, filling the pillar mix's
// gap post.write's and its shares strategy.write's: the same roles read those, told who answers or changes them.
// Before /api/me answers ("unknown") the page is the writer's.
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
  remixOf: null,
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

const MIX: PillarMix = {
  from: "2030-01-01T00:00:00.000Z",
  to: "2030-01-29T00:00:00.000Z",
  weeks: 4,
  frequency: "Once a week",
  answered: true,
  total: 4,
  pillars: [
    { pillarId: "p1", name: "Hiring", share: 2, target: 3, scheduled: 1, drafts: 0, ideas: 0, gap: 2 },
    { pillarId: "p2", name: "Culture", share: null, target: 1, scheduled: 0, drafts: 0, ideas: 0, gap: 1 },
  ],
  mostBehindPillarId: "p1",
};

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
  client.setQueryData(pillarMixQuery.queryKey, MIX);
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

const CHECK_READ_ONLY =
  "For these posts LinkedIn's answer did not say whether the post was created. Your role in this workspace lets you see them; its owner, admins and editors look on LinkedIn and answer for each: published, or to be published now.";

function renderChecks(role: Role | "unknown") {
  const client = clientWithRole(role);
  const waiting = { ...post("00000000-0000-4000-8000-000000000004", "A lost one", "needs_check") };
  waiting.scheduledAt = "2030-02-01T09:00:00.000Z";
  client.setQueryData(
    POST_KEYS.list({ status: "needs_check", sort: "planned", order: "asc", pages: 100, view: "content" }),
    pageOf([waiting], 100),
  );
  render(
    <QueryClientProvider client={client}>
      <NeedsCheckSection />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "1 post to check on LinkedIn" });
}

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

describe("the posts that need a check by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s look on LinkedIn and answer, one post or the selected ones",
    (role) => {
      const section = renderChecks(role);
      expect(texts(within(section).getAllByRole("button"))).toEqual([
        "They are on LinkedIn",
        "They are not: publish them",
        "It is on LinkedIn",
        "It is not: publish it",
      ]);
      expect(within(section).getAllByRole("checkbox")).toHaveLength(2);
      expect(within(section).getAllByRole("link", { name: /LinkedIn|Look on/ })).toHaveLength(2);
      expect(within(section).queryByText(CHECK_READ_ONLY)).toBeNull();
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s which posts wait for an answer, each opening the editor, told who answers",
    (role) => {
      const section = renderChecks(role);
      expect(within(section).getByText(CHECK_READ_ONLY)).toBeTruthy();
      expect(within(section).getByRole("link", { name: "A lost one" }).getAttribute("href")).toBe("/editor/$postId");
      expect(within(section).getByText(/^Was being published:/)).toBeTruthy();
      expect(within(section).queryAllByRole("button")).toEqual([]);
      expect(within(section).queryAllByRole("checkbox")).toEqual([]);
      expect(texts(within(section).getAllByRole("link"))).toEqual(["A lost one"]);
    },
  );
});

const MIX_READ_ONLY =
  "Your role in this workspace lets you see the pillar mix; its owner, admins and editors fill the gaps and set each pillar's share.";

function renderMix(role: Role | "unknown", mix: PillarMix) {
  const client = clientWithRole(role);
  client.setQueryData(pillarMixQuery.queryKey, mix);
  render(
    <QueryClientProvider client={client}>
      <PillarMixPanel />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Pillar mix" });
}

describe("the pillar mix by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)("lets the %s fill the gap and set the shares", (role) => {
    const panel = renderMix(role, MIX);
    expect(texts(within(panel).getAllByRole("button"))).toEqual(["Fill the gap: add 3 idea cards", "Equal shares"]);
    expect(
      within(panel)
        .getAllByRole("combobox")
        .map((c) => c.getAttribute("aria-label")),
    ).toEqual(["Share of Hiring", "Share of Culture"]);
    expect(within(panel).queryByText(MIX_READ_ONLY)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)(
    "shows the %s each pillar's share and progress, told who changes them, with nothing to change",
    (role) => {
      const panel = renderMix(role, MIX);
      expect(within(panel).getByText(MIX_READ_ONLY)).toBeTruthy();
      expect(within(panel).getByText("Scheduled 1 · Drafts 0 · Target 3")).toBeTruthy();
      expect(texts([...panel.querySelectorAll<HTMLElement>(".tabular-nums")])).toEqual(["2", "1"]);
      expect(within(panel).queryAllByRole("button")).toEqual([]);
      expect(within(panel).queryAllByRole("combobox")).toEqual([]);
    },
  );

  it.each([
    ["owner", "Go to Strategy"],
    ["editor", "Go to Strategy"],
    ["reviewer", null],
    ["client", null],
  ] as const)("without pillars, sends the %s to build the strategy only if they may", (role, link) => {
    const panel = renderMix(role, { ...MIX, pillars: [] });
    expect(
      within(panel)
        .queryAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(link ? [link] : []);
    const told = within(panel).queryByText(/the workspace's owner, admins and editors build its content strategy/);
    expect(told === null).toBe(link !== null);
  });
});
