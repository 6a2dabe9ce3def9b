// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Post } from "@contracts/posts/schemas";
import { PostsBoard } from "@/features/content-management/posts-board";
import { EMPTY_CONTENT_FILTER } from "@/features/content-management/api";
import { setupTestI18n } from "./test-i18n";

vi.mock("@/entities/scheduling/use-time-zone", () => ({ useTimeZone: () => "Europe/Paris" }));
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post = (id: string, body: string, status: Post["status"]): Post => ({
  id,
  workspaceId: "w",
  createdBy: "u",
  pillarId: null,
  noteId: null,
  remixOf: null,
  body,
  firstComment: "",
  documentTitle: null,
  status,
  version: 3,
  createdAt: "2030-01-01T00:00:00Z",
  updatedAt: "2030-01-01T00:00:00Z",
  deletedAt: null,
  scheduledAt: status === "scheduled" || status === "published" ? "2030-02-01T09:00:00Z" : null,
  publishedAt: status === "published" ? "2030-02-01T09:00:00Z" : null,
  media: [],
});

const POSTS = [
  post("00000000-0000-4000-8000-000000000001", "An idea", "idea"),
  post("00000000-0000-4000-8000-000000000002", "A published one", "published"),
  post("00000000-0000-4000-8000-000000000003", "A scheduled one", "scheduled"),
];

/**
 * The list answers each column's posts; a change answers `change` (a status, or an error code with 409), once
 * `hold` (when given) has resolved.
 */
function serve(
  change: { status: 200; post: (p: Post) => Post } | { status: 409; code: string },
  hold: Promise<void> = Promise.resolve(),
) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url.startsWith("/api/linkedin/connection")) return json({ available: true, connection: null });
      if (url.startsWith("/api/posts?")) {
        const status = new URL(url, "http://x").searchParams.get("status");
        const items = POSTS.filter((p) => p.status === status);
        return json({ items, total: items.length, limit: 30, offset: 0 });
      }
      await hold;
      const id = url.split("/")[3];
      const target = POSTS.find((p) => p.id === id)!;
      if (change.status === 409) return json({ error: { code: change.code, message: "no" } }, 409);
      return json({ post: change.post(target) });
    }),
  );
  return calls;
}

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PostsBoard filter={EMPTY_CONTENT_FILTER} pillarName={() => undefined} selected={new Set()} onToggle={() => {}} />
    </QueryClientProvider>,
  );
}

const column = (name: string) => screen.getByRole("region", { name });

describe("the board", () => {
  it("lists each post in its status's column; Move to… offers only the moves the rules allow", async () => {
    serve({ status: 200, post: (p) => p });
    renderBoard();
    const user = userEvent.setup();
    await within(column("Idea")).findByRole("link", { name: "An idea" });
    await within(column("Published")).findByRole("link", { name: "A published one" });
    // published: nothing moves it, so no menu
    expect(within(column("Published")).queryByRole("button", { name: /to…$/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Move “An idea” to…" }));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items).toEqual(["Draft", "Scheduled"]);
  });

  it("moves by PATCH at once (optimistic) and keeps the server's answer", async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const calls = serve({ status: 200, post: (p) => ({ ...p, status: "draft", version: p.version + 1 }) }, held);
    renderBoard();
    const user = userEvent.setup();
    await within(column("Idea")).findByRole("link", { name: "An idea" });
    await user.click(screen.getByRole("button", { name: "Move “An idea” to…" }));
    await user.click(await screen.findByRole("menuitem", { name: "Draft" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")).toEqual({
        method: "PATCH",
        url: `/api/posts/${POSTS[0]!.id}`,
        body: { version: 3, status: "draft" },
      }),
    );
    // the server has not answered yet: the card is already in Draft, and no longer in Idea
    await within(column("Draft")).findByRole("link", { name: "An idea" });
    expect(within(column("Idea")).queryByRole("link", { name: "An idea" })).toBeNull();
    expect(screen.queryByText("“An idea” moved to Draft.")).toBeNull();
    answer();
    expect(await screen.findByText("“An idea” moved to Draft.")).toBeTruthy();
    expect(within(column("Draft")).getByRole("link", { name: "An idea" })).toBeTruthy();
    expect(within(column("Idea")).queryByRole("link", { name: "An idea" })).toBeNull();
  });

  it("puts the card back when the server refuses, and says why", async () => {
    serve({ status: 409, code: "POST_NOT_SCHEDULED" });
    renderBoard();
    const user = userEvent.setup();
    await within(column("Scheduled")).findByRole("link", { name: "A scheduled one" });
    await user.click(screen.getByRole("button", { name: "Move “A scheduled one” to…" }));
    await user.click(await screen.findByRole("menuitem", { name: "Draft" }));
    expect(await screen.findByText("“A scheduled one” was not moved.")).toBeTruthy();
    await within(column("Scheduled")).findByRole("link", { name: "A scheduled one" });
    expect(within(column("Draft")).queryByRole("link", { name: "A scheduled one" })).toBeNull();
  });

  it("refuses a move to scheduled without LinkedIn before asking for a time", async () => {
    const calls = serve({ status: 200, post: (p) => p });
    renderBoard();
    const user = userEvent.setup();
    await within(column("Idea")).findByRole("link", { name: "An idea" });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/linkedin/connection"))).toBe(true));
    await user.click(screen.getByRole("button", { name: "Move “An idea” to…" }));
    await user.click(await screen.findByRole("menuitem", { name: "Scheduled" }));
    expect(await screen.findByText("“An idea” was not moved.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});
