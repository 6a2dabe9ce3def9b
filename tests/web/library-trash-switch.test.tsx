// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Post } from "@contracts/posts/schemas";
import { POST_KEYS } from "@/entities/posts/api";
import { EMPTY_FILTER, LIBRARY_PAGE_SIZE, toListQuery } from "@/features/library/api";
import { LibraryPage } from "@/features/library/library-page";
import type { LibraryTab } from "@/features/library/library-tabs";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The Trash tab while it loads must not show the live posts with "Restore" (the list kept the Posts tab's posts as
// its placeholder), nor the Posts tab the trash's.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [] }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIVE: Post = {
  id: "p1",
  workspaceId: "w1",
  createdBy: "u1",
  pillarId: null,
  noteId: null,
  remixOf: null,
  body: "A live post",
  firstComment: "",
  documentTitle: null,
  status: "draft",
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  deletedAt: null,
  scheduledAt: null,
  publishedAt: null,
  media: [],
};

describe("the Library's Posts and Trash tabs", () => {
  it("shows no live post, and no Restore, until the trash has loaded", async () => {
    const client = clientWithRole("owner");
    client.setQueryData(POST_KEYS.list({ ...toListQuery({ ...EMPTY_FILTER, trash: false }), pages: 50 }), {
      pages: [{ items: [LIVE], total: 1, limit: LIBRARY_PAGE_SIZE, offset: 0 }],
      pageParams: [0],
    });
    // the trash's answer never comes in this test
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    function Library() {
      const [tab, setTab] = useState<LibraryTab>("posts");
      return <LibraryPage tab={tab} onTab={setTab} />;
    }
    render(
      <QueryClientProvider client={client}>
        <Library />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText("A live post").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("tab", { name: "Trash" }));
    expect(screen.getByRole("tab", { name: "Trash" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("button", { name: /Restore/ })).toBeNull();
    expect(screen.queryByText("A live post")).toBeNull();
  });
});
