// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { PROMPT_KEYS } from "@/features/prompts/api";
import { PromptsPage } from "@/features/prompts/prompts-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The Prompts page by role: prompts are the workspace's (prompt.write changes them), using one opens Generate Post
// (post.write). A reviewer or a client reads them, with a line that says who changes them, and no button the
// server would refuse.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/features/editor/editor-data", () => ({ useActivePillars: () => [] }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY = "Your role in this workspace lets you read its prompts; its owner, admins and editors change them.";
const PROMPT = {
  id: "p1",
  name: "Founder story",
  text: "Tell it as a story.",
  pillarId: null,
  format: null,
  version: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};
const STARTER = { key: "s1", name: "Lessons learned", text: "Three lessons.", format: null };

function renderPage(role: Role, prompts = [PROMPT]) {
  const client = clientWithRole(role);
  client.setQueryData(PROMPT_KEYS.list, prompts);
  client.setQueryData(PROMPT_KEYS.starters("en"), [STARTER]);
  render(
    <QueryClientProvider client={client}>
      <PromptsPage />
    </QueryClientProvider>,
  );
}

const buttons = () => screen.queryAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
const links = () => screen.queryAllByRole("link").map((l) => `${l.textContent} -> ${l.getAttribute("href")}`);

describe("the Prompts page by role", () => {
  it.each(["owner", "admin", "editor"] as const)("lets the %s add, edit, delete and use prompts", (role) => {
    renderPage(role);
    expect(buttons()).toEqual([
      "New prompt",
      "Edit “Founder story”",
      "Delete “Founder story”",
      "Add “Lessons learned” to your prompts",
    ]);
    expect(links()).toEqual(["Use -> /generate-post"]);
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)("shows the %s the prompts to read, and who changes them", (role) => {
    renderPage(role);
    expect(screen.getByText("Founder story")).toBeTruthy();
    expect(screen.getByText("Lessons learned")).toBeTruthy();
    expect(buttons()).toEqual([]);
    expect(links()).toEqual([]);
    expect(screen.getByText(READ_ONLY)).toBeTruthy();
  });

  it("tells a reviewer with no prompts that there are none, without asking them to write one", () => {
    renderPage("reviewer", []);
    expect(buttons()).toEqual([]);
    expect(screen.getByText(READ_ONLY)).toBeTruthy();
  });
});
