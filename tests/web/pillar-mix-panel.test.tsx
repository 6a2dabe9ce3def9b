// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FillGapResult, PillarMix, PillarMixEntry } from "@contracts/planning/schemas";
import type { Post } from "@contracts/posts/schemas";
import { PillarMixPanel } from "@/features/content-management/pillar-mix/pillar-mix-panel";
import i18n from "@/lib/i18n/i18n";
import * as toasts from "@/lib/ui/use-toast";
import { setupTestI18n } from "./test-i18n";
import { fr } from "../support/locales";

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
  share: null,
  target: 4,
  scheduled: 0,
  drafts: 0,
  ideas: 0,
  gap: 4,
  ...over,
});
const mixOf = (pillars: PillarMixEntry[], over: Partial<PillarMix> = {}): PillarMix => ({
  from: "2030-01-01T00:00:00.000Z",
  to: "2030-01-29T00:00:00.000Z",
  weeks: 4,
  frequency: "Once a week",
  answered: true,
  total: pillars.reduce((sum, p) => sum + p.target, 0),
  ...over,
  pillars,
  mostBehindPillarId: pillars[0]?.pillarId ?? null,
});
const idea = (pillarId: string, i: number): Post => ({
  id: `i${i}`,
  workspaceId: "w",
  createdBy: "u",
  pillarId,
  noteId: null,
  remixOf: null,
  scheduledAt: null,
  publishedAt: null,
  body: `Idea ${i}\nAngle`,
  firstComment: "",
  documentTitle: null,
  status: "idea",
  version: 1,
  createdAt: "2030-01-01T00:00:00Z",
  updatedAt: "2030-01-01T00:00:00Z",
  deletedAt: null,
  media: [],
});

/**
 * The API: GET answers `mix`, the fill-gap POST answers `fill` (or fails with 409), the shares PUT answers `shares`
 * (or fails with 400), the bulk delete (Undo) answers the posts it was given.
 */
function serve(mix: PillarMix, fill?: FillGapResult | "busy", shares?: PillarMix | "invalid") {
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
      if (url === "/api/pillar-mix/shares") {
        if (shares === "invalid" || !shares)
          return json(
            {
              error: {
                code: "VALIDATION_FAILED",
                message: "?",
                details: { issues: [{ path: "shares.0.share", code: "PILLAR_SHARE_INVALID" }] },
              },
            },
            400,
          );
        mix = shares;
        return json(shares);
      }
      if (url === "/api/posts/bulk") {
        const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
        return json({ posts: ids.map((id, i) => ({ ...idea("p1", i), id, deletedAt: "2030-01-01T00:00:01Z" })) });
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
        entry({ pillarId: "p2", name: "Stories", share: 3, target: 6, scheduled: 25, gap: 0 }),
      ]),
    );
    const { region } = renderPanel();
    const items = await within(region()).findAllByRole("listitem");
    const [lessons, stories] = items.filter((li) => li.textContent?.includes("Target"));
    // the total the user said, which the targets add up to
    expect(within(region()).getByText("Total: 10 posts in 4 weeks, as you answered (Once a week).")).toBeTruthy();
    expect(lessons.textContent).toContain("Lessons");
    expect(lessons.textContent).toContain("Scheduled 1 · Drafts 1 · Target 4");
    expect(lessons.textContent).toContain("2 posts to go");
    expect(lessons.textContent).toContain("1 idea waiting");
    expect(stories.textContent).toContain("On track");
    // the bars and the legend are hidden from assistive technology (the text says it all)
    expect(lessons.querySelector("[aria-hidden]")).not.toBeNull();
    // each pillar's share, labelled with its name; the default share shows as 1
    expect((within(region()).getByRole("combobox", { name: "Share of Lessons" }) as HTMLSelectElement).value).toBe("1");
    expect((within(region()).getByRole("combobox", { name: "Share of Stories" }) as HTMLSelectElement).value).toBe("3");
    // Fill the gap says how many cards it will add: Lessons' room (2 less 1 idea waiting)
    expect(within(region()).getByRole("button", { name: "Fill the gap: add 1 idea card" })).toBeTruthy();
  });

  it("says when the total is the default, the questionnaire's frequency question being unanswered", async () => {
    serve(mixOf([entry({ target: 10, gap: 10 })], { frequency: "2-3 times per week", answered: false }));
    const { region } = renderPanel();
    expect(
      await within(region()).findByText(
        "Total: 10 posts in 4 weeks (2-3 times per week, the default: the questionnaire's posting frequency question is not answered).",
      ),
    ).toBeTruthy();
  });

  it("Fill the gap says how many it adds, creates them, toasts the count and how with Undo, and reads posts again", async () => {
    const before = mixOf([
      entry({ pillarId: "p1", gap: 4 }),
      entry({ pillarId: "p2", name: "Stories", target: 1, gap: 1 }),
    ]);
    const after = mixOf([
      entry({ pillarId: "p1", gap: 4, ideas: 4 }),
      entry({ pillarId: "p2", target: 1, gap: 1, ideas: 1 }),
    ]);
    const posts = [0, 1, 2, 3].map((i) => idea("p1", i)).concat(idea("p2", 4));
    const calls = serve(before, { mode: "template", fallbackReason: "not-configured", posts, mix: after });
    const shown = vi.spyOn(toasts, "toast");
    const { invalidate, region } = renderPanel();
    await userEvent
      .setup()
      .click(await within(region()).findByRole("button", { name: "Fill the gap: add 5 idea cards" }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "5 ideas added to the board",
          description: "From built-in templates (no AI model is set up).",
          action: expect.anything(),
        }),
      ),
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
    // the reason it is off is what the button points to
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe(
      "Your idea cards already cover the gaps: turn them into drafts, or delete some to get new ones.",
    );
    expect(within(region()).getByText(/already cover the gaps/)).toBe(reason);
  });

  it("Undo in the toast moves exactly the cards it added to the trash", async () => {
    const before = mixOf([
      entry({ pillarId: "p1", target: 2, gap: 2 }),
      entry({ pillarId: "p2", name: "Stories", target: 1, gap: 1 }),
    ]);
    const posts = [idea("p1", 7), idea("p1", 8), idea("p2", 9)];
    const calls = serve(before, { mode: "template", fallbackReason: "not-configured", posts, mix: before });
    const shown = vi.spyOn(toasts, "toast");
    const { region } = renderPanel();
    await userEvent
      .setup()
      .click(await within(region()).findByRole("button", { name: "Fill the gap: add 3 idea cards" }));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    const action = shown.mock.calls[0][0].action as React.ReactElement<{ onClick: () => void; children: string }>;
    expect(action.props.children).toBe("Undo");
    action.props.onClick();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/posts/bulk")).toBe(true));
    expect(calls.find((c) => c.url === "/api/posts/bulk")).toEqual({
      url: "/api/posts/bulk",
      method: "POST",
      body: { action: "delete", ids: ["i7", "i8", "i9"] },
    });
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ title: "3 idea cards moved to the trash" }));
  });

  it("a share changed by keyboard is saved and the answer's targets shown; Equal shares resets them all", async () => {
    const before = mixOf([
      entry({ pillarId: "p1", target: 2, gap: 2 }),
      entry({ pillarId: "p2", name: "Stories", target: 2, gap: 2 }),
    ]);
    const after = mixOf([
      entry({ pillarId: "p1", target: 1, gap: 1 }),
      entry({ pillarId: "p2", name: "Stories", share: 3, target: 3, gap: 3 }),
    ]);
    const calls = serve(before, undefined, after);
    const { region } = renderPanel();
    const user = userEvent.setup();
    const stories = await within(region()).findByRole("combobox", { name: "Share of Stories" });
    await user.selectOptions(stories, "3");
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      url: "/api/pillar-mix/shares",
      method: "PUT",
      body: { shares: [{ pillarId: "p2", share: 3 }] },
    });
    expect(await within(region()).findByText("Scheduled 0 · Drafts 0 · Target 3")).toBeTruthy();
    expect(within(region()).getByText("Total: 4 posts in 4 weeks, as you answered (Once a week).")).toBeTruthy();
    await user.click(within(region()).getByRole("button", { name: "Equal shares" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PUT")[1].body).toEqual({
      shares: [
        { pillarId: "p1", share: null },
        { pillarId: "p2", share: null },
      ],
    });
  });

  it("toasts a refused share with its translated reason", async () => {
    serve(mixOf([entry({})]), undefined, "invalid");
    const shown = vi.spyOn(toasts, "toast");
    const { region } = renderPanel();
    await userEvent
      .setup()
      .selectOptions(await within(region()).findByRole("combobox", { name: "Share of Lessons" }), "2");
    await waitFor(() => expect(shown).toHaveBeenCalled());
    expect(shown.mock.calls[0][0]).toMatchObject({ variant: "destructive", title: "The shares could not be saved" });
    expect(JSON.stringify(shown.mock.calls[0][0])).toContain("A pillar's share is a whole number from 1 to 10.");
  });

  it("says when the AI model wrote them, or could not", async () => {
    const mix = mixOf([entry({})]);
    serve(mix, { mode: "llm", fallbackReason: null, posts: [idea("p1", 0)], mix });
    const shown = vi.spyOn(toasts, "toast");
    const { region } = renderPanel();
    await userEvent
      .setup()
      .click(await within(region()).findByRole("button", { name: "Fill the gap: add 4 idea cards" }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: "1 idea added to the board", description: "Suggested by your AI model." }),
      ),
    );
  });

  it("says why the AI could not write them, and who fixes it (the admin, or a wait)", async () => {
    const mix = mixOf([entry({})]);
    for (const [result, description] of [
      [
        { fallbackReason: "model-not-found" },
        "From built-in templates. The AI is not set up correctly (its server does not know the model): ask your admin to check LLM_MODEL.",
      ],
      [
        { fallbackReason: "busy", retryAfterSeconds: 20 },
        "From built-in templates. The AI server is busy: retry in 20 seconds.",
      ],
    ] as const) {
      serve(mix, { mode: "template", ...result, posts: [idea("p1", 0)], mix });
      const shown = vi.spyOn(toasts, "toast");
      const { region } = renderPanel();
      await userEvent
        .setup()
        .click(await within(region()).findByRole("button", { name: "Fill the gap: add 4 idea cards" }));
      await waitFor(() =>
        expect(shown).toHaveBeenCalledWith(
          expect.objectContaining({ title: "1 idea added to the board", description }),
        ),
      );
      shown.mockRestore();
      cleanup();
    }
  });

  it("toasts a refusal with its reason (one generation at a time)", async () => {
    serve(mixOf([entry({})]), "busy");
    const shown = vi.spyOn(toasts, "toast");
    const { region } = renderPanel();
    await userEvent.setup().click(await within(region()).findByRole("button", { name: /^Fill the gap/ }));
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
    expect(
      within(region).getByText("Total : 4 posts sur 4 semaines, selon votre réponse (Une fois par semaine)."),
    ).toBeTruthy();
    expect(within(region).getByRole("combobox", { name: "Part de Lessons" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Combler l'écart : ajouter 3 cartes idées" })).toBeTruthy();
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
