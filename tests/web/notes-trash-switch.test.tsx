// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NOTE_KEYS } from "@/features/notes/api";
import { NotesPage } from "@/features/notes/notes-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// Switching to the Trash while it loads must not show the live notes with "Restore" buttons (the list kept the other
// view's notes as a placeholder: an e2e test once clicked such a Restore on a note that was not in the trash).
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/editor">{children}</a>,
  useNavigate: () => async () => {},
}));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [] }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTE = {
  id: "n1",
  workspaceId: "w1",
  createdBy: "u1",
  body: "A live note",
  tags: [],
  pillarId: null,
  pinned: false,
  version: 1,
  postIds: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

describe("the Notes page's Trash switch", () => {
  it("shows no live note, and no Restore, until the trash has loaded", async () => {
    const client = clientWithRole("owner");
    const page = { items: [NOTE], total: 1, limit: 100, offset: 0 };
    client.setQueryData(NOTE_KEYS.list(false), page);
    // the trash's answer never comes in this test
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    render(
      <QueryClientProvider client={client}>
        <NotesPage />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText("Note") as HTMLTextAreaElement).value).toBe("A live note");
    await userEvent.click(screen.getByRole("button", { name: "Trash" }));
    expect(screen.getByRole("button", { name: "Trash" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
    expect(screen.queryByText("A live note")).toBeNull();
  });
});
