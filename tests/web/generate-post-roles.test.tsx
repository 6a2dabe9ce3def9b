// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { GENERATION_KEYS } from "@/features/generate-post/api";
import { GeneratePostPage } from "@/features/generate-post/generate-post-page";
import { PROMPT_KEYS } from "@/features/prompts/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// Generate Post by role: generating, regenerating a variant, deleting a generation and opening a variant in the
// editor (it creates the post) are post.write's (contracts/generation and contracts/posts endpoints' `access`). A
// reviewer or a client reads the past generations, told who generates, with no form and no button the server
// would refuse; Copy stays (it writes nothing). Before /api/me answers ("unknown") the page is the writer's.
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: unknown }) => children,
  useNavigate: () => async () => {},
}));
const PILLARS = [{ id: "p1", name: "Hiring", isActive: true }];
vi.mock("@/features/editor/editor-data", () => ({
  useActivePillars: () => PILLARS,
  useActivePillarsState: () => ({ pillars: PILLARS, loading: false }),
  usePreviewAuthor: () => ({ name: "Ada Lovelace", headline: null, image: null, initials: "AL" }),
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ_ONLY =
  "Your role in this workspace lets you read its past generations; its owner, admins and editors generate posts and write them.";
const PAST = {
  id: "g9",
  mode: "template",
  input: {
    pillarId: "p1",
    pillarName: "Hiring",
    topic: "Hiring mistakes",
    noteId: null,
    format: "story",
    tone: "warm",
    length: "short",
    language: "en",
    promptId: null,
  },
  variants: [0, 1, 2].map((i) => ({ hook: `Hook ${i}`, text: `Hook ${i}\nWhat we learnt ${i}` })),
  createdAt: "2026-11-01T10:00:00.000Z",
};

function renderPage(role: Role | "unknown") {
  const client = clientWithRole(role);
  client.setQueryData(GENERATION_KEYS.settings, { llmAvailable: true });
  client.setQueryData(GENERATION_KEYS.pillarMix, null);
  client.setQueryData(PROMPT_KEYS.list, []);
  client.setQueryData(GENERATION_KEYS.list, { items: [PAST], total: 1, limit: 20, offset: 0 });
  render(
    <QueryClientProvider client={client}>
      <GeneratePostPage />
    </QueryClientProvider>,
  );
}

/** Reopens the past generation from the history: its three variants show. */
async function openPast() {
  const item = screen.getByTestId("history-item");
  await userEvent.click(within(item).getByRole("button", { name: /^Open the generation of/ }));
  return screen.findAllByTestId("variant-card");
}
const names = (root: HTMLElement) =>
  within(root)
    .queryAllByRole("button")
    .map((b) => b.textContent);

describe("Generate Post by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s generate, open a variant in the editor, regenerate it and delete a generation",
    async (role) => {
      renderPage(role);
      expect(screen.getByLabelText("Topic or idea")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Generate 3 variants" })).toBeTruthy();
      expect(screen.getByRole("button", { name: /^Delete the generation of/ })).toBeTruthy();
      const cards = await openPast();
      for (const card of cards) expect(names(card)).toEqual(["Open in editor", "Regenerate", "Copy"]);
      expect(screen.queryByText(READ_ONLY)).toBeNull();
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s the past generations to read and copy, told who generates, with no form",
    async (role) => {
      renderPage(role);
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(screen.queryByLabelText("Topic or idea")).toBeNull();
      expect(screen.queryByRole("button", { name: /^Generate/ })).toBeNull();
      // nothing to type or pick: the form's fields are gone with it
      expect(screen.queryAllByRole("textbox")).toEqual([]);
      expect(screen.queryAllByRole("radio")).toEqual([]);
      expect(screen.queryAllByRole("combobox")).toEqual([]);
      // the history opens generations, deletes none
      expect(names(screen.getByTestId("history-item"))).toEqual(["Open"]);
      // before one is opened, no how-to for generating
      expect(screen.queryByRole("heading", { name: "Variants" })).toBeNull();
      const cards = await openPast();
      expect(within(cards[1]).getByTestId("preview-text").textContent).toContain("What we learnt 1");
      for (const card of cards) expect(names(card)).toEqual(["Copy"]);
    },
  );
});
