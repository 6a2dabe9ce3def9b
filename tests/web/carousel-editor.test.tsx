// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_LIMITS, carouselDesignSchema, DEFAULT_CAROUSEL_THEME } from "@contracts/carousels/carousel";
import type { Carousel } from "@contracts/carousels/schemas";
import { CarouselEditor } from "@/features/carousels/carousel-editor";
import { carouselStorageKey } from "@/features/carousels/carousel-draft";
import { SETTLE_MS } from "@/features/carousels/settled-design";
import { strategiesQuery } from "@/features/strategy/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/carousel-editor">{children}</a>,
  useNavigate: () => async () => {},
}));

// how often the editor around the slide (the only caller of useCan here) and any text input draws
const renders = vi.hoisted(() => ({ editor: 0, inputs: 0 }));
vi.mock("@/entities/profile/use-can", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/entities/profile/use-can")>();
  return {
    ...actual,
    useCan: (...args: Parameters<typeof actual.useCan>) => (renders.editor++, actual.useCan(...args)),
  };
});
vi.mock("@/components/ui/input", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/ui/input")>();
  const Input = (props: Parameters<typeof actual.Input>[0]) => (renders.inputs++, actual.Input(props));
  return { ...actual, Input };
});

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const design = (slides: unknown[]) => carouselDesignSchema.parse({ theme: DEFAULT_CAROUSEL_THEME, slides });

const carousel = (slides: unknown[]): Carousel => ({
  id: "c1",
  workspaceId: "w1",
  createdBy: "u1",
  name: "Lessons",
  pillarId: null,
  design: design(slides),
  slideCount: slides.length,
  version: 3,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  deletedAt: null,
});

const THREE = [
  { layout: "cover", title: "Five lessons" },
  { layout: "text", heading: "One", body: "First lesson" },
  { layout: "cta", title: "Follow me" },
];

const pillar = (id: string, name: string, isActive = true) => ({
  id,
  strategyId: "s1",
  name,
  description: "",
  purpose: "",
  targetAudience: "",
  formats: [],
  engagementStyle: "",
  frequency: "",
  isActive,
  createdAt: "2026-11-01T00:00:00.000Z",
});

function renderEditor(c: Carousel, role: "owner" | "reviewer" = "owner") {
  const client = clientWithRole(role);
  client.setQueryData(strategiesQuery.queryKey, [
    { id: "s1", pillars: [pillar("p1", "Pricing"), pillar("p2", "Hiring"), pillar("p3", "Old topic", false)] },
  ] as never);
  return render(
    <QueryClientProvider client={client}>
      <CarouselEditor carousel={c} />
    </QueryClientProvider>,
  );
}

const thumbs = () => within(screen.getByRole("list", { name: "Slides" })).getAllByRole("button");

describe("the Carousel Editor", () => {
  it("shows every key typed in the slide's preview, and Ctrl+Z takes the burst of typing back", async () => {
    renderEditor(carousel(THREE));
    const title = screen.getByLabelText("Title") as HTMLTextAreaElement;
    await userEvent.clear(title);
    await userEvent.type(title, "Hello world");
    expect(title.value).toBe("Hello world");
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole("img", { name: "Slide 1 of 3: Cover" }).textContent).toContain("Hello world");
    // the local copy holds the typing before any save (the autosave's, as in the Post Editor)
    await act(() => new Promise((r) => setTimeout(r, 150)));
    const copy = JSON.parse(localStorage.getItem(carouselStorageKey("c1"))!) as {
      value: { design: { slides: { title: string }[] } };
      baseVersion: number;
    };
    expect(copy.value.design.slides[0]!.title).toBe("Hello world");
    expect(copy.baseVersion).toBe(3);

    await userEvent.keyboard("{Control>}z{/Control}");
    expect(title.value).toBe("Five lessons"); // the clear and the typing: one burst, one step
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(title.value).toBe("Hello world");
  });

  it("a key typed draws the slide's preview and its field, not the editor around them nor the other fields", async () => {
    renderEditor(carousel(THREE));
    const title = screen.getByLabelText("Title") as HTMLTextAreaElement;
    await userEvent.type(title, "!"); // the first key also says "Unsaved" and makes the first undo step
    renders.editor = 0;
    renders.inputs = 0;
    await userEvent.type(title, " and more");
    expect(screen.getByRole("img", { name: "Slide 1 of 3: Cover" }).textContent).toContain("Five lessons! and more");
    // bench:editor: the whole editor drawn on each key was half of React's work per keystroke
    expect(renders.editor).toBe(0);
    expect(renders.inputs).toBe(0); // the subtitle, the carousel's name and its colours stay as they are
    await userEvent.click(screen.getByRole("button", { name: "Duplicate this slide" }));
    expect(renders.editor).toBeGreaterThan(0); // a slide added draws the editor (the count, the selection)
  });

  it("draws a typed key in the big preview at once and in the slide's thumbnail once typing pauses", async () => {
    renderEditor(carousel(THREE));
    const title = screen.getByLabelText("Title") as HTMLTextAreaElement;
    const thumb = () => thumbs()[0]!.querySelector('[role="img"]')!.textContent;
    fireEvent.change(title, { target: { value: "Five lessons!" } });
    expect(screen.getByRole("img", { name: "Slide 1 of 3: Cover" }).textContent).toContain("Five lessons!");
    // a thumbnail drawn on every key costs a second slide's render and layout per keystroke (bench:editor)
    expect(thumb()).not.toContain("Five lessons!");
    fireEvent.change(title, { target: { value: "Five lessons!!" } });
    await act(() => new Promise((r) => setTimeout(r, SETTLE_MS / 2)));
    expect(thumb()).not.toContain("Five lessons!");
    await act(() => new Promise((r) => setTimeout(r, SETTLE_MS + 50)));
    expect(thumb()).toContain("Five lessons!!");
    // a slide added right after a key shows in the rail at once, and the key with it
    fireEvent.change(title, { target: { value: "Five lessons!!!" } });
    await userEvent.click(screen.getByRole("button", { name: "Duplicate this slide" }));
    expect(thumbs()).toHaveLength(4);
    expect(thumbs()[0]!.querySelector('[role="img"]')!.textContent).toContain("Five lessons!!!");
    expect(thumbs()[1]!.querySelector('[role="img"]')!.textContent).toContain("Five lessons!!!");
  });

  it("moves a slide with Alt+arrow, says so, and keeps the focus on the moved slide", async () => {
    renderEditor(carousel(THREE));
    thumbs()[1]!.focus();
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(thumbs().map((b) => b.getAttribute("aria-label"))).toEqual([
      "Slide 1 of 3: Cover",
      "Slide 2 of 3: Call to action",
      "Slide 3 of 3: Text",
    ]);
    expect(screen.getByText("Slide 2 moved to position 3 of 3.")).toBeTruthy();
    expect(document.activeElement).toBe(thumbs()[2]);
    expect(thumbs()[2]!.getAttribute("aria-pressed")).toBe("true");
    // the arrows alone go from slide to slide without moving any
    await userEvent.keyboard("{ArrowUp}");
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(document.activeElement).toBe(thumbs()[1]);
    expect(thumbs()[1]!.getAttribute("aria-label")).toBe("Slide 2 of 3: Call to action");
  });

  it("adds, duplicates and deletes slides within 2-20, focusing the slide each leaves selected", async () => {
    renderEditor(carousel(THREE.slice(0, 2)));
    const del = screen.getByRole("button", { name: "Delete this slide" }) as HTMLButtonElement;
    expect(del.disabled).toBe(true); // 2 is the least
    await userEvent.click(screen.getByRole("button", { name: "Duplicate this slide" }));
    expect(thumbs()).toHaveLength(3);
    expect(thumbs()[1]!.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Delete this slide" }));
    expect(thumbs()).toHaveLength(2);
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(document.activeElement).toBe(thumbs()[1]);
  });

  it("warns gently above 12 slides and says when the deck is full", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ layout: "cover", title: `Slide ${i}` }));
    renderEditor(carousel(many(CAROUSEL_LIMITS.comfortableSlides + 1)));
    expect(screen.getByText(/readers rarely swipe that far/)).toBeTruthy();
    cleanup();
    renderEditor(carousel(many(CAROUSEL_LIMITS.maxSlides)));
    expect(screen.getByText("20 slides is the most a carousel holds.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add slide" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says a text that still overflows after fitting, on the slide and its thumbnail, never cutting it", async () => {
    renderEditor(carousel(THREE));
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(thumbs()[1]!);
    const body = screen.getByLabelText("Text") as HTMLTextAreaElement;
    // line breaks eat the box's lines: 40 short lines cannot fit at the smallest size
    fireEvent.change(body, { target: { value: Array.from({ length: 40 }, (_, i) => `line ${i}`).join("\n") } });
    expect(screen.getByRole("alert").textContent).toMatch(/too long to fit/);
    // the thumbnail follows once typing pauses (useSettledDesign)
    await waitFor(() =>
      expect(thumbs()[1]!.getAttribute("aria-label")).toBe("Slide 2 of 3: Text. Text too long for the slide"),
    );
    expect(screen.getByRole("img", { name: "Slide 2 of 3: Text" }).textContent).toContain("line 39");
  });

  it("says which required field is empty instead of saving silently nothing", async () => {
    renderEditor(carousel(THREE));
    const title = screen.getByLabelText("Title");
    await userEvent.clear(title);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Required: the carousel is saved once this is filled in.")).toBeTruthy();
  });

  it("switching a slide's layout keeps its main text", async () => {
    renderEditor(carousel(THREE));
    await userEvent.selectOptions(screen.getByLabelText("Layout"), "quote");
    expect((screen.getByLabelText("Quote") as HTMLTextAreaElement).value).toBe("Five lessons");
    expect(thumbs()[0]!.getAttribute("aria-label")).toBe("Slide 1 of 3: Quote");
    // undone from the Quote field, which the cover has not: the focus goes to the layout, not the page's body
    await userEvent.click(screen.getByLabelText("Quote"));
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(thumbs()[0]!.getAttribute("aria-label")).toBe("Slide 1 of 3: Cover");
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(document.activeElement).toBe(screen.getByLabelText("Layout"));
  });

  it("a role that may not write reads the carousel with every field disabled", () => {
    renderEditor(carousel(THREE), "reviewer");
    expect((screen.getByLabelText("Title") as HTMLTextAreaElement).closest("fieldset")!.disabled).toBe(true);
    expect((screen.getByLabelText("Name") as HTMLInputElement).disabled).toBe(true);
  });

  it("a local copy made on an older version is a conflict holding both, until the writer chooses", async () => {
    // typed here on version 2 and never sent (a closed tab); the server has moved on to version 3
    const mine = { name: "Mine", design: design([{ layout: "cover", title: "Typed offline" }, THREE[2]]) };
    localStorage.setItem(carouselStorageKey("c1"), JSON.stringify({ value: mine, baseVersion: 2 }));
    renderEditor(carousel(THREE));
    const panel = screen.getByRole("region", { name: "This carousel was changed in another tab or device" });
    expect(within(panel).getByRole("img", { name: "First slide of Mine" }).textContent).toContain("Typed offline");
    expect(within(panel).getByRole("img", { name: "First slide of Lessons" }).textContent).toContain("Five lessons");
    expect((screen.getByLabelText("Title") as HTMLTextAreaElement).value).toBe("Typed offline");
    expect(screen.getByText("Changed elsewhere – choose a version")).toBeTruthy();
    await userEvent.click(within(panel).getByRole("button", { name: "Take the saved version" }));
    expect(screen.queryByRole("region", { name: /changed in another tab/ })).toBeNull();
    expect((screen.getByLabelText("Title") as HTMLTextAreaElement).value).toBe("Five lessons");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Lessons");
    expect(localStorage.getItem(carouselStorageKey("c1"))).toBeNull();
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    // the history starts from the version taken: undo does not bring the dropped one back
    await userEvent.keyboard("{Control>}z{/Control}");
    expect((screen.getByLabelText("Title") as HTMLTextAreaElement).value).toBe("Five lessons");
  });

  it("gives the carousel one of the active pillars, saved with it; a pillar turned off since is still named", async () => {
    renderEditor({ ...carousel(THREE), pillarId: "p3" });
    // after the render: the role's client answers /api/me with a fetch of its own
    const sent: { pillarId?: string | null }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method !== "PATCH") return new Response("{}", { status: 404 });
        const body = JSON.parse(String(init.body)) as { pillarId?: string | null };
        sent.push(body);
        return new Response(JSON.stringify({ carousel: { ...carousel(THREE), ...body, version: 4 } }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const select = screen.getByLabelText("Pillar") as HTMLSelectElement;
    expect(select.value).toBe("p3");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["No pillar", "Pricing", "Hiring", "Old topic"]);
    await userEvent.selectOptions(select, "p2");
    await vi.waitFor(() => expect(sent.at(-1)).toMatchObject({ pillarId: "p2" }), { timeout: 5000 });
    await userEvent.selectOptions(select, "");
    await vi.waitFor(() => expect(sent.at(-1)).toMatchObject({ pillarId: null }), { timeout: 5000 });
    // the turned-off pillar is no longer offered once left
    expect(within(select).queryByRole("option", { name: "Old topic" })).toBeNull();
  });

  it("Keep both keeps mine here and saves the other version as a new carousel", async () => {
    const mine = { name: "Mine", design: design([{ layout: "cover", title: "Typed offline" }, THREE[2]]) };
    localStorage.setItem(carouselStorageKey("c1"), JSON.stringify({ value: mine, baseVersion: 2 }));
    renderEditor(carousel(THREE));
    const sent: { method: string; url: string; body: { name?: string; version?: number } }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { name?: string; version?: number; design?: unknown };
        sent.push({ method: init.method!, url, body });
        const saved = { ...carousel(THREE), ...body, id: init.method === "POST" ? "c2" : "c1", version: 4 };
        return new Response(JSON.stringify({ carousel: saved }), {
          status: init.method === "POST" ? 201 : 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const panel = screen.getByRole("region", { name: "This carousel was changed in another tab or device" });
    await userEvent.click(within(panel).getByRole("button", { name: "Keep both" }));
    await vi.waitFor(() => expect(sent.some((r) => r.method === "PATCH")).toBe(true));
    expect(sent[0]).toMatchObject({ method: "POST", url: "/api/carousels", body: { name: "Lessons (other version)" } });
    // mine, written on top of the version it conflicted with
    expect(sent.find((r) => r.method === "PATCH")).toMatchObject({
      url: "/api/carousels/c1",
      body: { name: "Mine", version: 3 },
    });
    expect((screen.getByLabelText("Title") as HTMLTextAreaElement).value).toBe("Typed offline");
  });
});
