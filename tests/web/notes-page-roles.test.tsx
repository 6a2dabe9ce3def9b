// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { NOTE_KEYS } from "@/features/notes/api";
import { NotesPage } from "@/features/notes/notes-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The Notes page by role: notes are the workspace's (note.write writes them). A reviewer or a client reads them,
// told who writes them, with nothing to type into and no button the server would refuse.
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/editor">{children}</a>,
  useNavigate: () => async () => {},
}));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [{ id: "p1", name: "Hiring" }] }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY = "Your role in this workspace lets you read its notes; its owner, admins and editors write them.";
const NOTE = {
  id: "n1",
  workspaceId: "w1",
  createdBy: "u2",
  body: "Hiring mistakes\nwe made twice",
  tags: ["hiring"],
  pillarId: "p1",
  pinned: true,
  version: 1,
  postIds: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function renderPage(role: Role) {
  const client = clientWithRole(role);
  const page = { items: [NOTE], total: 1, limit: 100, offset: 0 };
  client.setQueryData(NOTE_KEYS.list(false), page);
  client.setQueryData(NOTE_KEYS.list(false, "", ""), page);
  render(
    <QueryClientProvider client={client}>
      <NotesPage />
    </QueryClientProvider>,
  );
}

describe("the Notes page by role", () => {
  it.each(["owner", "admin", "editor"] as const)("lets the %s capture and edit notes", (role) => {
    renderPage(role);
    expect(screen.getByLabelText("New note")).toBeTruthy();
    expect((screen.getByLabelText("Note") as HTMLTextAreaElement).value).toBe(NOTE.body);
    expect(screen.getByRole("button", { name: "Draft post" })).toBeTruthy();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)(
    "shows the %s each note to read: its text, pin, pillar and tags, and nothing to change",
    async (role) => {
      renderPage(role);
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      const note = screen.getByRole("article", { name: "Note" });
      expect(note.textContent).toBe("PinnedHiring mistakes\nwe made twiceHiring#hiring");
      expect(screen.queryAllByRole("textbox")).toEqual([]); // the search box is a searchbox: it stays
      expect(screen.getByRole("searchbox", { name: "Search notes" })).toBeTruthy();
      // only the Trash switch and the tag filter remain: reading is not changing
      expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Trash", "#hiring"]);
      // N, which focuses the capture box for a writer, does nothing
      await userEvent.keyboard("n");
      expect(document.activeElement).toBe(document.body);
    },
  );
});
