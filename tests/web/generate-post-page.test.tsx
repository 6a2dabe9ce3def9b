// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GeneratePostPage } from "@/features/generate-post/generate-post-page";
import { setupTestI18n } from "./test-i18n";

const navigate = vi.fn(async () => {});
vi.mock("@tanstack/react-router", () => ({ useNavigate: () => navigate }));
const PILLARS = [
  { id: "p1", name: "Hiring", isActive: true },
  { id: "p2", name: "Product craft", isActive: true },
];
vi.mock("@/features/editor/editor-data", () => ({
  useActivePillars: () => PILLARS,
  useActivePillarsState: () => ({ pillars: PILLARS, loading: false }),
  usePreviewAuthor: () => ({ name: "Ada Lovelace", headline: null, image: null, initials: "AL" }),
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
  navigate.mockClear();
});

const encoder = new TextEncoder();
const generation = (mode: "llm" | "template" = "llm", promptId: string | null = null) => ({
  id: "g1",
  mode,
  input: {
    pillarId: "p2",
    pillarName: "Product craft",
    topic: "Shipping small",
    noteId: null,
    format: "story",
    tone: "warm",
    length: "short",
    language: "en",
    promptId,
    structureId: null,
  },
  variants: [0, 1, 2].map((i) => ({ hook: `Hook ${i}`, text: `Hook ${i}\nFinal text ${i}` })),
  createdAt: "2030-01-01T10:00:00.000Z",
});

/** A generation stream the test writes to, line by line. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    body,
    send: (event: unknown) => controller.enqueue(encoder.encode(JSON.stringify(event) + "\n")),
    end: () => controller.close(),
  };
}

interface Api {
  mix?: "404" | "p2";
  /** Whether the server has an AI model (default: it has). */
  llm?: boolean;
  history?: unknown[];
  regen?: () => ReadableStream<Uint8Array>;
  stream?: () => ReadableStream<Uint8Array>;
  streamStatus?: { status: number; body: unknown };
}

function serve(api: Api) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? "GET").toUpperCase();
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/pillar-mix")
        return api.mix === "p2"
          ? json({
              from: "2030-01-01T00:00:00Z",
              to: "2030-01-29T00:00:00Z",
              weeks: 4,
              frequency: "2-3 times per week",
              answered: true,
              total: 10,
              pillars: [
                {
                  pillarId: "p1",
                  name: "Hiring",
                  share: null,
                  target: 4,
                  scheduled: 4,
                  drafts: 0,
                  ideas: 0,
                  gap: 0,
                },
                {
                  pillarId: "p2",
                  name: "Product craft",
                  share: 3,
                  target: 6,
                  scheduled: 1,
                  drafts: 0,
                  ideas: 0,
                  gap: 5,
                },
              ],
              mostBehindPillarId: "p2",
            })
          : json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
      if (url === "/api/prompts")
        return json({
          items: [
            {
              id: "pr1",
              name: "My voice",
              text: "Short sentences",
              pillarId: null,
              format: "checklist",
              version: 1,
              createdAt: "",
              updatedAt: "",
            },
          ],
        });
      if (url === "/api/generations/settings") return json({ llmAvailable: api.llm ?? true });
      if (url.startsWith("/api/generations?") && method === "GET")
        return json({ items: api.history ?? [], total: api.history?.length ?? 0, limit: 20, offset: 0 });
      if (url.startsWith("/api/generations/") && method === "DELETE") return json({ generation: api.history?.[0] });
      if (/^\/api\/generations\/[^/]+\/variants\/\d$/.test(url) && method === "POST")
        return new Response(api.regen!(), { status: 200, headers: { "content-type": "application/x-ndjson" } });
      if (url === "/api/generations" && method === "POST") {
        if (api.streamStatus) return json(api.streamStatus.body, api.streamStatus.status);
        init.signal?.throwIfAborted();
        return new Response(api.stream!(), { status: 200, headers: { "content-type": "application/x-ndjson" } });
      }
      if (url.startsWith("/api/notes?"))
        return json({
          items: [{ id: "n1", body: "Why small releases win\nMore later", tags: [] }].filter(
            () => !url.includes("q=") || url.includes("q=small"),
          ),
          total: 1,
          limit: 20,
          offset: 0,
        });
      if (url === "/api/posts" && method === "POST") return json({ post: { id: "post-1" } }, 201);
      return json({ error: { code: "NOT_FOUND", message: "no" } }, 404);
    }),
  );
  return calls;
}

function renderPage(props: Parameters<typeof GeneratePostPage>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GeneratePostPage {...props} />
    </QueryClientProvider>,
  );
}

const live = () => screen.getByTestId("generation-live");

describe("Generate Post page", () => {
  it("preselects the pillar most behind, the interface language, and asks for a topic", async () => {
    serve({ mix: "p2" });
    renderPage();
    const pillar = screen.getByLabelText("Content pillar") as HTMLSelectElement;
    await waitFor(() => expect(pillar.value).toBe("p2"));
    expect(
      screen.getByText(/the most behind its target in the pillar mix \(1 of 6 posts planned over 4 weeks\)/),
    ).toBeTruthy();
    expect((screen.getByRole("radio", { name: /English/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Write a topic or pick a note.");
    expect(document.activeElement).toBe(screen.getByLabelText("Topic or idea"));
  });

  it("puts the focus in the topic on arrival, but never takes it from where the user already went", async () => {
    serve({ mix: "p2" });
    renderPage();
    expect(document.activeElement).toBe(screen.getByLabelText("Topic or idea"));
    cleanup();

    const elsewhere = document.body.appendChild(document.createElement("button"));
    elsewhere.focus();
    renderPage();
    expect(screen.getByLabelText("Topic or idea")).toBeTruthy();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it("falls back to the first pillar while the pillar mix answers 404; a saved prompt preselects its format", async () => {
    serve({ mix: "404" });
    renderPage();
    const pillar = screen.getByLabelText("Content pillar") as HTMLSelectElement;
    await waitFor(() => expect(pillar.value).toBe("p1"));
    await screen.findByRole("option", { name: "My voice" });
    await userEvent.selectOptions(screen.getByLabelText("Saved prompt (optional)"), "pr1");
    expect((screen.getByRole("radio", { name: /Checklist/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("says where a prompt is picked that template mode does not follow its instructions", async () => {
    serve({ mix: "p2", llm: false });
    renderPage();
    await screen.findByRole("option", { name: "My voice" });
    const picker = screen.getByLabelText("Saved prompt (optional)");
    await waitFor(() => expect(picker.getAttribute("aria-describedby")).toBeTruthy());
    const hint = () => document.getElementById(picker.getAttribute("aria-describedby")!.split(" ")[0])!.textContent;
    await waitFor(() =>
      expect(hint()).toBe(
        "No AI model is set up: a saved prompt only sets its format and pillar here; the built-in templates do not follow its instructions.",
      ),
    );
  });

  it("says in the template banner that a saved prompt's instructions were not used", async () => {
    const stream = openStream();
    serve({ mix: "p2", llm: false, stream: () => stream.body });
    renderPage();
    await screen.findByRole("option", { name: "My voice" });
    await userEvent.selectOptions(screen.getByLabelText("Saved prompt (optional)"), "pr1");
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Shipping small");
    await userEvent.click(screen.getByRole("button", { name: "Generate with templates" }));
    stream.send({ type: "start", mode: "template" });
    stream.send({ type: "done", generation: generation("template", "pr1") });
    stream.end();
    expect((await screen.findByTestId("template-banner")).textContent).toContain(
      "Your saved prompt's instructions were not used: they apply only when an AI model writes the posts.",
    );
  });

  it("shows text as soon as the first delta arrives, then the saved variants; opens one in the editor", async () => {
    const stream = openStream();
    const calls = serve({ mix: "p2", stream: () => stream.body });
    renderPage();
    await waitFor(() => expect((screen.getByLabelText("Content pillar") as HTMLSelectElement).value).toBe("p2"));
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Shipping small");
    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    await waitFor(() => expect(live().textContent).toBe("Generating three variants…"));
    const request = calls.find((c) => c.url === "/api/generations" && c.method === "POST")!.body;
    // no tone: the server uses the strategy's
    expect(request).toEqual({
      pillarId: "p2",
      topic: "Shipping small",
      noteId: null,
      format: "story",
      length: "medium",
      language: "en",
      promptId: null,
      structureId: null,
      mode: "auto",
    });

    stream.send({ type: "start", mode: "llm" });
    stream.send({ type: "delta", index: 0, text: "Hook 0\nFirst wo" });
    const cards = await screen.findAllByTestId("variant-card");
    await waitFor(() => expect(within(cards[0]).getByTestId("preview-text").textContent).toContain("Hook 0"));
    expect(within(cards[0]).getByText("Writing…")).toBeTruthy();
    expect(within(cards[1]).getByText("Waiting…")).toBeTruthy();
    // the form's, and the one beside the variants for one-column layouts
    expect(screen.getAllByRole("button", { name: "Cancel" })).toHaveLength(2);
    expect(within(cards[0]).queryByRole("button", { name: "Open in editor" })).toBeNull();

    stream.send({ type: "done", generation: generation() });
    stream.end();
    await waitFor(() => expect(live().textContent).toBe("Three variants are ready."));
    expect(within(cards[1]).getByTestId("preview-text").textContent).toContain("Final text 1");
    expect(within(cards[1]).getByText("AI")).toBeTruthy();
    expect(cards[1].textContent).toContain("19 / 3,000 characters");

    await userEvent.click(within(cards[1]).getByRole("button", { name: "Open in editor" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/editor/$postId", params: { postId: "post-1" } }));
    expect(calls.find((c) => c.url === "/api/posts")!.body).toEqual({
      body: "Hook 1\nFinal text 1",
      pillarId: "p2",
      noteId: null,
      // not a remix: no saved post to check it against before it is scheduled
      remixOf: null,
      status: "draft",
    });
  });

  it("says why the AI failed and offers the template mode, which is labelled as such", async () => {
    let stream = openStream();
    const calls = serve({ mix: "p2", stream: () => stream.body });
    renderPage();
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Shipping small");
    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    stream.send({ type: "start", mode: "llm" });
    stream.send({ type: "error", code: "LLM_TIMEOUT", message: "slow", templateAvailable: true });
    stream.end();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The AI took too long to answer. Try again, or use the template mode.");

    stream = openStream();
    await userEvent.click(within(alert).getByRole("button", { name: "Use template mode" }));
    const posts = calls.filter((c) => c.url === "/api/generations" && c.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toMatchObject({ mode: "template", topic: "Shipping small" });
    stream.send({ type: "start", mode: "template" });
    stream.send({ type: "done", generation: generation("template") });
    stream.end();
    expect((await screen.findByTestId("template-banner")).textContent).toContain("not from AI");
    // no saved prompt: nothing to say about one
    expect(screen.getByTestId("template-banner").textContent).not.toContain("saved prompt");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("translates an error status before the stream and offers the template mode for a rate limit", async () => {
    serve({ mix: "p2", streamStatus: { status: 429, body: { error: { code: "LLM_RATE_LIMITED", message: "x" } } } });
    renderPage();
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Shipping small");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You reached the AI generation limit for now.");
    expect(within(alert).getByRole("button", { name: "Use template mode" })).toBeTruthy();
  });

  it("cancels a running generation", async () => {
    const stream = openStream();
    serve({ mix: "p2", stream: () => stream.body });
    renderPage();
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Shipping small");
    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    stream.send({ type: "start", mode: "llm" });
    stream.send({ type: "delta", index: 0, text: "Hook" });
    await userEvent.click((await screen.findAllByRole("button", { name: "Cancel" }))[1]);
    expect(await screen.findByText("Generation cancelled. Nothing was saved.")).toBeTruthy();
    await waitFor(() => expect(live().textContent).toBe("Generation cancelled."));
    expect(screen.getByRole("button", { name: "Generate 3 variants" })).toBeTruthy();
  });

  it("writes one variant again, the others staying as they are", async () => {
    const first = openStream();
    const again = openStream();
    const calls = serve({ mix: "p2", stream: () => first.body, regen: () => again.body });
    renderPage();
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Shipping small");
    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    first.send({ type: "start", mode: "llm" });
    first.send({ type: "done", generation: generation() });
    first.end();
    const cards = await screen.findAllByTestId("variant-card");
    await userEvent.click(await within(cards[2]).findByRole("button", { name: "Regenerate" }));
    expect(calls.at(-1)).toMatchObject({ method: "POST", url: "/api/generations/g1/variants/2" });
    await waitFor(() => expect(live().textContent).toBe("Writing variant 3 again…"));
    // the others wait while it runs
    expect((within(cards[0]).getByRole("button", { name: "Open in editor" }) as HTMLButtonElement).disabled).toBe(true);
    again.send({ type: "start", mode: "llm" });
    again.send({ type: "delta", index: 2, text: "New hook" });
    await waitFor(() => expect(within(cards[2]).getByTestId("preview-text").textContent).toBe("New hook"));
    const next = generation();
    next.variants[2] = { hook: "New hook", text: "New hook\nNew body" };
    again.send({ type: "done", generation: next });
    again.end();
    await waitFor(() => expect(live().textContent).toBe("Variant 3 is ready."));
    expect(within(cards[2]).getByTestId("preview-text").textContent).toContain("New body");
    expect(within(cards[0]).getByTestId("preview-text").textContent).toContain("Final text 0");
    expect((within(cards[0]).getByRole("button", { name: "Open in editor" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("reopens a past generation from the history, and deletes it", async () => {
    const past = { ...generation("template"), id: "g9" };
    const calls = serve({ mix: "p2", history: [past] });
    renderPage();
    const item = await screen.findByTestId("history-item");
    expect(item.textContent).toContain("Shipping small");
    expect(item.textContent).toContain("Product craft");
    expect(item.textContent).toContain("Template");
    await userEvent.click(within(item).getByRole("button", { name: /^Open the generation of/ }));
    const cards = await screen.findAllByTestId("variant-card");
    expect(within(cards[1]).getByTestId("preview-text").textContent).toContain("Final text 1");
    expect(screen.getByTestId("template-banner")).toBeTruthy();
    // its inputs are back in the form
    expect((screen.getByLabelText("Topic or idea") as HTMLTextAreaElement).value).toBe("Shipping small");
    expect((screen.getByLabelText("Tone") as HTMLInputElement).value).toBe("warm");
    expect((screen.getByRole("radio", { name: "Short" }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(item).getByRole("button", { name: /^Delete the generation of/ }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/generations/g9")).toBe(true));
    await waitFor(() => expect(screen.queryAllByTestId("variant-card")).toHaveLength(0));
  });

  it("follows an Inspirations structure: shown with its parts, sent by id, the writer's topic kept; stopped by keyboard", async () => {
    const stream = openStream();
    const calls = serve({ mix: "p2", stream: () => stream.body });
    renderPage({ structureId: "post-problem-steps-result" });
    const banner = await screen.findByRole("region", { name: "Structure from Inspirations" });
    expect(banner.textContent).toContain("Following the structure “Problem, steps, result”");
    expect(banner.textContent).toContain("{problem} → {steps} → {result} → {call to action}");
    // the pattern's first format; the topic is the writer's to say (never the structure's text)
    await waitFor(() => expect((screen.getByRole("radio", { name: /How-to/ }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText("Topic or idea") as HTMLTextAreaElement).value).toBe("");
    await userEvent.type(screen.getByLabelText("Topic or idea"), "Faster proposals");
    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    const posts = () => calls.filter((c) => c.url === "/api/generations" && c.method === "POST");
    expect(posts()[0].body).toMatchObject({
      topic: "Faster proposals",
      format: "how-to",
      structureId: "post-problem-steps-result",
    });
    stream.send({ type: "start", mode: "llm" });
    stream.send({ type: "done", generation: generation() });
    stream.end();
    await waitFor(() => expect(live().textContent).toBe("Three variants are ready."));

    // "Stop following it": the banner goes, the focus goes to the topic, the URL forgets it, the next run has none
    within(banner).getByRole("button", { name: "Stop following it" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Structure from Inspirations" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText("Topic or idea"));
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: "/generate-post", replace: true }));
    const next = openStream();
    serve({ mix: "p2", stream: () => next.body });
    await userEvent.click(screen.getByRole("button", { name: "Generate 3 variants" }));
    const again = (vi.mocked(fetch).mock.calls as [string, RequestInit?][]).find(
      ([url, init]) => url === "/api/generations" && init?.method === "POST",
    )!;
    expect(JSON.parse(String(again[1]!.body))).toMatchObject({ topic: "Faster proposals", structureId: null });
  });

  it("picks a note with the keyboard: its text is the topic", async () => {
    const stream = openStream();
    const calls = serve({ mix: "p2", stream: () => stream.body });
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Pick a note" }));
    const search = screen.getByRole("searchbox", { name: "Search notes" });
    expect(document.activeElement).toBe(search);
    await userEvent.type(search, "small");
    await screen.findByRole("button", { name: /Why small releases win/ });
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toContain("Why small releases win");
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pick another note" }));
    expect(screen.getByText("Why small releases win")).toBeTruthy();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(calls.some((c) => c.url === "/api/generations" && c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.url === "/api/generations" && c.method === "POST")!.body).toMatchObject({
      topic: "",
      noteId: "n1",
    });
  });
});
