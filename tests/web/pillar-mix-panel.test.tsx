// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FillGapResult, PillarMix, PillarMixEntry } from "@contracts/planning/schemas";
import type { Post } from "@contracts/posts/schemas";
import { PillarMixPanel } from "@/features/content-management/pillar-mix/pillar-mix-panel";
import i18n from "@/lib/i18n";
import * as toasts from "@/lib/use-toast";
import fr from "../../public/locales/fr/translation.json";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
  i18n.addResources("fr", fr);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

const entry = (over: Partial<PillarMixEntry>): PillarMixEntry => ({
  pillarId: "p1",
  name: "Lessons",
  frequency: "Once a week",
  target: 4,
  scheduled: 0,
  drafts: 0,
  ideas: 0,
  gap: 4,
  ...over,
});
const mixOf = (pillars: PillarMixEntry[]): PillarMix => ({
  from: "2030-01-01T00:00:00.000Z",
  to: "2030-01-29T00:00:00.000Z",
  weeks: 4,
  pillars,
  mostBehindPillarId: pillars[0]?.pillarId ?? null,
});
const idea = (pillarId: string, i: number): Post => ({
  id: `i${i}`,
  workspaceId: "w",
  createdBy: "u",
  pillarId,
  noteId: null,
  body: `Idea ${i}\nAngle`,
  firstComment: "",
  status: "idea",
  version: 1,
  createdAt: "2030-01-01T00:00:00Z",
  updatedAt: "2030-01-01T00:00:00Z",
  deletedAt: null,
  media: [],
});

/** The API: GET answers `mix`, the fill-gap POST answers `fill` (or fails with 409). */
function serve(mix: PillarMix, fill?: FillGapResult | "busy") {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/pillar-mix") return json(mix);
      if (url === "/api/pillar-mix/fill-gap") {
        if (fill === "busy" || !fill)
          return json({ error: { code: "GENERATION_IN_PROGRESS", message: "A generation is running" } }, 409);
        mix = fill.mix;
        return json(fill, 201);
      }
      return json({ error: { code: "NOT_FOUND", message: "?" } }, 404);
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, "invalidateQueries");
  render(
    <QueryClientProvider client={client}>
      <PillarMixPanel />
    </QueryClientProvider>,
  );
  return { client, invalidate, region: () => screen.getByRole("region", { name: "Pillar mix" }) };
}

describe("PillarMixPanel", () => {
  it("shows each pillar's figures as text beside decorative bars, and the gap", async () => {
    serve(
      mixOf([
        entry({ pillarId: "p1", name: "Lessons", scheduled: 1, drafts: 1, gap: 2, ideas: 1 }),
        entry({ pillarId: "p2", name: "Stories", frequency: "Daily", target: 20, scheduled: 25, gap: 0 }),
      ]),
    );
    const { region } = renderPanel();
    const items = await within(region()).findAllByRole("listitem");
    const [lessons, stories] = items.filter((li) => li.textContent?.includes("Target"));
    expect(lessons.textContent).toContain("Lessons");
    expect(lessons.textContent).toContain("Once a week");
    expect(lessons.textContent).toContain("Scheduled 1 · Drafts 1 · Target 4");
    expect(lessons.textContent).toContain("2 posts to go");
    expect(lessons.textContent).toContain("1 idea waiting");
    expect(stories.textContent).toContain("On track");
    // the bars and the legend are hidden from assistive technology (the text says it all)
    expect(lessons.querySelector("[aria-hidden]")).not.toBeNull();
    expect(within(region()).getByRole("button", { name: "Fill the gap" })).toBeTruthy();
  });

  it("Fill the gap creates ideas, toasts the count and how, and reads posts and the mix again", async () => {
    const before = mixOf([
      entry({ pillarId: "p1", gap: 4 }),
      entry({ pillarId: "p2", name: "Stories", frequency: "Monthly", target: 1, gap: 1 }),
    ]);
    const after = mixOf([
      entry({ pillarId: "p1", gap: 4, ideas: 4 }),
      entry({ pillarId: "p2", target: 1, gap: 1, ideas: 1 }),
    ]);
    const posts = [0, 1, 2, 3].map((i) => idea("p1", i)).concat(idea("p2", 4));
    const calls = serve(before, { mode: "template", fallbackReason: "not-configured", posts, mix: after });
    const shown = vi.spyOn(toasts, "toast");
    const { invalidate, region } = renderPanel();
    await userEvent.setup().click(await within(region()).findByRole("button", { name: "Fill the gap" }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        title: "5 ideas added to the board",
        description: "From built-in templates (no AI model is set up).",
      }),
    );
    expect(calls.find((c) => c.method === "POST")).toEqual({
      url: "/api/pillar-mix/fill-gap",
      method: "POST",
      body: {},
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["posts"] });
    // the answer's mix is shown: the ideas now cover both gaps, so the button is off and says why
    expect(await within(region()).findByText("4 ideas waiting")).toBeTruthy();
    const button = within(region()).getByRole("button", { name: "Fill the gap" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(region()).getByText(/already cover the gaps/)).toBeTruthy();
  });

  it("says when the AI model wrote them, or could not", async () => {
    const mix = mixOf([entry({})]);
    serve(mix, { mode: "llm", fallbackReason: null, posts: [idea("p1", 0)], mix });
    const shown = vi.spyOn(toasts, "toast");
    const { region } = renderPanel();
    await userEvent.setup().click(await within(region()).findByRole("button", { name: "Fill the gap" }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        title: "1 idea added to the board",
        description: "Suggested by your AI model.",
      }),
    );
  });

  it("toasts a refusal with its reason (one generation at a time)", async () => {
    serve(mixOf([entry({})]), "busy");
    const shown = vi.spyOn(toasts, "toast");
    const { region } = renderPanel();
    await userEvent.setup().click(await within(region()).findByRole("button", { name: "Fill the gap" }));
    await waitFor(() => expect(shown).toHaveBeenCalled());
    expect(shown.mock.calls[0][0]).toMatchObject({ variant: "destructive", title: "Ideas could not be added" });
  });

  it("without pillars, links to Strategy and offers no button", async () => {
    serve(mixOf([]));
    const { region } = renderPanel();
    const link = await within(region()).findByRole("link", { name: "Go to Strategy" });
    expect(link.getAttribute("href")).toBe("/strategy");
    expect(within(region()).queryByRole("button")).toBeNull();
  });

  it("with every pillar on track, says so and offers no button", async () => {
    serve(mixOf([entry({ scheduled: 4, gap: 0 })]));
    const { region } = renderPanel();
    expect(await within(region()).findByText("Every pillar is on track for the next 4 weeks.")).toBeTruthy();
    expect(within(region()).queryByRole("button")).toBeNull();
  });

  it("speaks French", async () => {
    await i18n.changeLanguage("fr");
    serve(mixOf([entry({ scheduled: 1, gap: 3 })]));
    renderPanel();
    const region = await screen.findByRole("region", { name: "Équilibre des piliers" });
    expect(await within(region).findByText("Encore 3 posts")).toBeTruthy();
    expect(within(region).getByText("Une fois par semaine")).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Combler l'écart" })).toBeTruthy();
  });

  it("reads the mix again after any post change made on the page", async () => {
    const calls = serve(mixOf([entry({})]));
    const { client } = renderPanel();
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/pillar-mix")).toHaveLength(1));
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => "moved" })
      .execute(undefined);
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/pillar-mix")).toHaveLength(2));
  });
});
