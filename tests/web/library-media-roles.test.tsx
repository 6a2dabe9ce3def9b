// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { MEDIA_KEYS } from "@/entities/media/api";
import MediaPicker from "@/entities/media/components/media-picker";
import { LibraryPage } from "@/features/library/library-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The Library's files by role: uploading and deleting one is media.write's (contracts/media endpoints' `access`). A
// reviewer or a client sees the files and where each is used, told who uploads them, with no drop zone, no
// "Choose files" and no Delete the server would refuse; in the editor's picker they pick files without uploading
// any. Before /api/me answers ("unknown") both are the writer's.
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/editor">{children}</a>,
}));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [] }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY =
  "Your role in this workspace lets you see the files in its Library; its owner, admins and editors upload and delete them.";
const PHOTO = {
  id: "m1",
  workspaceId: "w1",
  createdBy: "u2",
  kind: "image" as const,
  name: "team.png",
  contentType: "image/png",
  sizeBytes: 2048,
  width: 1200,
  height: 800,
  pageCount: null,
  url: "/api/media/m1/file",
  thumbnailUrl: "/api/media/m1/thumbnail",
  createdAt: "2026-11-01T00:00:00.000Z",
  usedIn: [{ id: "p1", excerpt: "Hiring mistakes", status: "draft", deletedAt: null }],
};

function clientFor(role: Role | "unknown") {
  const client = clientWithRole(role);
  client.setQueryData(MEDIA_KEYS.list(""), {
    pages: [{ items: [PHOTO], total: 1, limit: 100, offset: 0 }],
    pageParams: [0],
  });
  client.setQueryData(MEDIA_KEYS.storage, { usedBytes: 2048, quotaBytes: null });
  return client;
}

function renderLibrary(role: Role | "unknown") {
  render(
    <QueryClientProvider client={clientFor(role)}>
      <LibraryPage tab="media" onTab={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole("tabpanel");
}

function renderPicker(role: Role | "unknown") {
  render(
    <QueryClientProvider client={clientFor(role)}>
      <MediaPicker open onOpenChange={() => {}} onPick={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog");
}

const buttons = (root: HTMLElement) =>
  within(root)
    .queryAllByRole("button")
    .map((b) => b.getAttribute("aria-label") ?? b.textContent);

describe("the Library's files by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)("lets the %s upload and delete files", (role) => {
    const panel = renderLibrary(role);
    expect(screen.getByTestId("media-drop-zone")).toBeTruthy();
    expect(screen.getByTestId("media-file-input")).toBeTruthy();
    expect(buttons(panel)).toEqual(["Choose files", "Delete team.png"]);
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)(
    "shows the %s the files and where each is used, told who uploads them, with nothing to change",
    (role) => {
      const panel = renderLibrary(role);
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(within(screen.getByTestId("media-card")).getByText("team.png")).toBeTruthy();
      expect(within(screen.getByTestId("media-card")).getByRole("link", { name: "Hiring mistakes" })).toBeTruthy();
      expect(screen.queryByTestId("media-drop-zone")).toBeNull();
      expect(screen.queryByTestId("media-file-input")).toBeNull();
      expect(buttons(panel)).toEqual([]);
    },
  );
});

describe("the editor's media picker by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)("lets the %s upload new files in it", (role) => {
    const dialog = renderPicker(role);
    expect(within(dialog).getByTestId("media-drop-zone")).toBeTruthy();
    expect(within(dialog).getByText(/or upload new files/)).toBeTruthy();
    expect(within(dialog).queryByText(READ_ONLY)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)("lets the %s pick files only, told who uploads them", (role) => {
    const dialog = renderPicker(role);
    expect(within(dialog).queryByTestId("media-drop-zone")).toBeNull();
    expect(within(dialog).queryByTestId("media-file-input")).toBeNull();
    expect(within(dialog).queryByText(/or upload new files/)).toBeNull();
    expect(within(dialog).getByText(READ_ONLY)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "team.png" })).toBeTruthy();
  });
});
