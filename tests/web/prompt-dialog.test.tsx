// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST_FORMATS } from "@contracts/generation/rules";
import type { Prompt } from "@contracts/prompts/schemas";
import { PromptDialog } from "@/features/prompts/components/prompt-dialog";
import { setupTestI18n } from "./test-i18n";
import { en, fr } from "../support/locales";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROMPT: Prompt = {
  id: "6f1c2a4e-0000-4000-8000-000000000001",
  name: "Monday lesson",
  text: "Start with a mistake.",
  pillarId: null,
  format: "story",
  version: 1,
  createdAt: "2026-11-25T03:00:00.000Z",
  updatedAt: "2026-11-25T03:00:00.000Z",
};

type Call = { method: string; url: string; body: Record<string, unknown> };
function serve(replies: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: String(init.method), url, body: JSON.parse(String(init.body ?? "{}")) });
      // the list refreshes after a write: an empty list; writes take the next reply
      const answer = init.method === "GET" ? { status: 200, body: { items: [] } } : replies.shift()!;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function wrap(client: QueryClient, node: ReactNode) {
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

describe("prompt dialog", () => {
  it("asks for a name and instructions before saving, errors clear as you type, Ctrl+Enter creates", async () => {
    const calls = serve([{ status: 201, body: { prompt: { ...PROMPT, format: null } } }]);
    const onOpenChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(wrap(client, <PromptDialog open onOpenChange={onOpenChange} prompt={null} pillars={[]} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create prompt" }));
    expect(screen.getByText("Give the prompt a name")).toBeTruthy();
    expect(screen.getByText("Write the prompt's instructions")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Name"), "Monday lesson");
    expect(screen.queryByText("Give the prompt a name")).toBeNull();
    await user.type(screen.getByLabelText("Instructions"), "Start with a mistake.");
    expect(screen.getByText("21 / 4,000 characters")).toBeTruthy();
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "POST",
      body: { name: "Monday lesson", text: "Start with a mistake.", pillarId: null, format: null },
    });
  });

  it("a second Ctrl+Enter while the first save is on its way does not create the prompt twice", async () => {
    const calls = serve([
      { status: 201, body: { prompt: PROMPT } },
      { status: 201, body: { prompt: PROMPT } },
    ]);
    // the first POST stays on its way until the second key press
    let answer: () => void = () => {};
    const reached = new Promise<void>((resolve) => (answer = resolve));
    const served = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (init?.method === "POST") await reached;
      return served(url, init);
    });
    const onOpenChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(wrap(client, <PromptDialog open onOpenChange={onOpenChange} prompt={null} pillars={[]} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Monday lesson");
    await user.type(screen.getByLabelText("Instructions"), "Start with a mistake.");
    await user.keyboard("{Control>}{Enter}{Enter}{/Control}");
    answer();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("after a version conflict keeps the typed text and saves over the refreshed version", async () => {
    const calls = serve([
      { status: 409, body: { error: { code: "VERSION_CONFLICT", message: "conflict" } } },
      { status: 200, body: { prompt: { ...PROMPT, version: 3 } } },
    ]);
    const onOpenChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(wrap(client, <PromptDialog open onOpenChange={onOpenChange} prompt={PROMPT} pillars={[]} />));
    const user = userEvent.setup();
    expect(screen.getByRole("option", { name: "Story", selected: true })).toBeTruthy();
    await user.clear(screen.getByLabelText("Instructions"));
    await user.type(screen.getByLabelText("Instructions"), "Mine");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    expect(onOpenChange).not.toHaveBeenCalled();
    // the list refreshed: the same prompt, a newer version
    view.rerender(
      wrap(client, <PromptDialog open onOpenChange={onOpenChange} prompt={{ ...PROMPT, version: 2 }} pillars={[]} />),
    );
    expect((screen.getByLabelText("Instructions") as HTMLTextAreaElement).value).toBe("Mine");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const patches = calls.filter((c) => c.method === "PATCH");
    expect(patches[1].body).toMatchObject({ version: 2, text: "Mine", format: "story" });
  });

  it("every post format has a label in both languages (shared with Generate Post)", () => {
    for (const f of POST_FORMATS) {
      expect(en.generation.formats[f], f).toBeTruthy();
      expect(fr.generation.formats[f], f).toBeTruthy();
    }
  });
});
