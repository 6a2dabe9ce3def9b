// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME } from "@contracts/carousels/carousel";
import type { CarouselExportError } from "@contracts/carousels/schemas";
import { Autosave } from "@/lib/autosave/autosave";
import type { CarouselDraft } from "@/features/carousels/api";
import { ExportPanel, INSTALL_CHROMIUM } from "@/features/carousels/components/export-panel";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

const navigate = vi.fn(async () => {});
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
  useNavigate: () => navigate,
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigate.mockClear();
});

const draft: CarouselDraft = {
  name: "Lessons",
  design: carouselDesignSchema.parse({
    theme: DEFAULT_CAROUSEL_THEME,
    slides: [
      { layout: "cover", title: "Five lessons" },
      { layout: "cta", title: "Follow" },
    ],
  }),
};

const exportOf = (status: string, extra: Record<string, unknown> = {}) => ({
  id: "e1",
  carouselId: "c1",
  carouselVersion: 3,
  title: "Five lessons",
  status,
  error: null,
  mediaId: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...extra,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server: the export asked for answers queued, then each read answers the next of `reads`. */
function server(reads: unknown[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === "/api/carousels/c1/exports" && init.method === "POST")
        return json(202, { export: exportOf("queued") });
      if (url === "/api/carousels/c1/exports/e1") return json(200, { export: reads.shift() });
      if (url === "/api/posts" && init.method === "POST")
        return json(201, { post: { id: "p1", media: [], documentTitle: "Five lessons" } });
      return json(500, {});
    }),
  );
  return calls;
}

/** The panel, with the server answering `reads` (the role client stubs fetch first: the server's stub goes after). */
function renderPanel(reads: unknown[]) {
  const saver = new Autosave<CarouselDraft>(
    { version: 3, value: draft },
    { storageKey: "pp:carousel:c1", save: vi.fn(), load: vi.fn(), storage: undefined },
  );
  const client = clientWithRole("owner");
  const calls = server(reads);
  render(
    <QueryClientProvider client={client}>
      <ExportPanel carouselId="c1" saver={saver} />
    </QueryClientProvider>,
  );
  return calls;
}

describe("the carousel's PDF export", () => {
  it("asks for the saved version, says where it stands, downloads the PDF when done, keeping the focus", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const calls = renderPanel([exportOf("rendering"), exportOf("done", { mediaId: "m1" })]);
    const button = screen.getByRole("button", { name: "Download PDF" });
    await userEvent.click(button);
    expect(await screen.findByText("Printing the slides…", {}, { timeout: 3000 })).toBeTruthy();
    expect(document.activeElement).toBe(button);
    expect(
      await screen.findByText("“Five lessons” is ready and filed in the Library.", {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: "POST", body: { version: 3, lang: "en" } });
    expect(click).toHaveBeenCalledTimes(1);
    const link = screen.getByRole("link", { name: "Download again" });
    expect(link.getAttribute("href")).toBe("/api/media/m1/file");
    expect(link.getAttribute("download")).toBe("Five lessons.pdf");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Download PDF" }));

    // attached to a new post: a draft holding the PDF under its title, opened in the Post Editor
    await userEvent.click(screen.getByRole("button", { name: "Attach to a new post" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/editor/$postId", params: { postId: "p1" } }));
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/posts",
      body: { status: "draft", mediaIds: ["m1"], documentTitle: "Five lessons" },
    });
  });

  it("says what to run when the server has no Chromium, with Retry on the same button", async () => {
    renderPanel([exportOf("failed", { error: "RENDERER_MISSING" satisfies CarouselExportError })]);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(alert.textContent).toContain("The server has no Chromium to print the PDF.");
    expect(alert.textContent).toContain(INSTALL_CHROMIUM);
    expect(INSTALL_CHROMIUM).toBe("sudo apt-get install chromium-headless-shell fonts-noto-color-emoji");
    const retry = screen.getByRole("button", { name: "Try again" });
    expect(document.activeElement).toBe(retry);
  });

  it.each([
    ["RENDER_FAILED", "failed or took too long"],
    ["PDF_INVALID", "over LinkedIn's limits"],
    ["STORAGE_FULL", "storage is full"],
    ["IMAGE_MISSING", "no longer in the Library"],
  ] as const)("a render failed with %s says why", async (code, words) => {
    renderPanel([exportOf("failed", { error: code })]);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(alert.textContent).toContain(words);
    expect(alert.textContent).not.toContain(INSTALL_CHROMIUM);
  });
});
