// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Post } from "@contracts/posts/schemas";
import type { Role } from "@contracts/workspaces/permissions";
import { POST_KEYS } from "@/entities/posts/api";
import { EMPTY_FILTER, LIBRARY_PAGE_SIZE, toListQuery } from "@/features/library/api";
import { LibraryPage } from "@/features/library/library-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The Library's posts by role: deleting, restoring and filing several posts under a pillar at once are post.write's
// (contracts/posts' bulkPosts `access`). A reviewer or a client reads the posts (each opens the editor) and the
// trash, told who changes them, with no box to tick and no bulk action the server would refuse. Before /api/me
// answers ("unknown") the lists are the writer's.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [{ id: "p1", name: "Hiring" }] }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY =
  "Your role in this workspace lets you read its posts; its owner, admins and editors delete them, restore them and file them under a pillar.";

const post = (id: string, body: string, deletedAt: string | null = null): Post => ({
  id,
  workspaceId: "w1",
  createdBy: "u2",
  pillarId: null,
  noteId: null,
  remixOf: null,
  body,
  firstComment: "",
  documentTitle: null,
  status: "draft",
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  deletedAt,
  scheduledAt: null,
  publishedAt: null,
  media: [],
});

function renderLibrary(role: Role | "unknown", tab: "posts" | "trash") {
  const client = clientWithRole(role);
  const items =
    tab === "trash"
      ? [post("p9", "An old one\nGone", "2030-01-02T00:00:00.000Z")]
      : [post("p1", "Hiring mistakes\nWhat we learnt"), post("p2", "Remote work")];
  client.setQueryData(POST_KEYS.list({ ...toListQuery({ ...EMPTY_FILTER, trash: tab === "trash" }), pages: 50 }), {
    pages: [{ items, total: items.length, limit: LIBRARY_PAGE_SIZE, offset: 0 }],
    pageParams: [0],
  });
  render(
    <QueryClientProvider client={client}>
      <LibraryPage tab={tab} onTab={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole("tabpanel");
}

const checkboxes = () => screen.queryAllByRole("checkbox").map((box) => box.getAttribute("aria-label") ?? "all");
/** The panel's buttons less the filters' and the layout's (list or grid). */
const actions = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole("button")
    .filter((b) => !b.closest("[role=group]") && b.getAttribute("aria-pressed") === null)
    .map((b) => b.textContent);

describe("the Library's posts by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s select posts and delete them or file them under a pillar",
    async (role) => {
      const panel = renderLibrary(role, "posts");
      const user = userEvent.setup();
      expect(checkboxes()).toEqual(["all", "Select “Hiring mistakes”", "Select “Remote work”"]);
      expect(screen.queryByText(READ_ONLY)).toBeNull();
      await user.click(screen.getByRole("checkbox", { name: "Select “Remote work”" }));
      expect(actions(panel)).toEqual(["Assign", "Delete"]);
      expect(within(panel).getByRole("combobox", { name: "Pillar for the selection" })).toBeTruthy();
    },
  );

  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s restore posts from the trash",
    async (role) => {
      const panel = renderLibrary(role, "trash");
      const user = userEvent.setup();
      await user.click(screen.getByRole("checkbox", { name: "Select “An old one”" }));
      expect(actions(panel)).toEqual(["Restore"]);
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s the posts, each opening the editor, told who changes them, with nothing to select",
    (role) => {
      const panel = renderLibrary(role, "posts");
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(within(panel).getByRole("link", { name: "Hiring mistakes" }).getAttribute("href")).toBe("/editor/$postId");
      expect(within(panel).getByText("Remote work")).toBeTruthy();
      expect(checkboxes()).toEqual([]);
      expect(actions(panel)).toEqual([]);
      expect(screen.getByText("2 posts")).toBeTruthy();
    },
  );

  it.each(["reviewer", "client"] as const)("shows the %s the trash with nothing to restore", (role) => {
    const panel = renderLibrary(role, "trash");
    expect(within(panel).getByText("An old one")).toBeTruthy();
    expect(checkboxes()).toEqual([]);
    expect(actions(panel)).toEqual([]);
  });
});
