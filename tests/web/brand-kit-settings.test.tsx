// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_BRAND_KIT, type BrandKitState } from "@contracts/carousels/brand-kit";
import { kitContrast } from "@contracts/carousels/contrast";
import { BrandKitSettings } from "@/features/settings/brand-kit-settings";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATE: BrandKitState = {
  kit: { ...DEFAULT_BRAND_KIT, background: "#ffffff", text: "#111111", accent: "#0a66c2" },
  version: 3,
  updatedAt: "2026-11-28T10:00:00.000Z",
  contrast: kitContrast({ background: "#ffffff", text: "#111111", accent: "#0a66c2" }),
};

const IMAGE = {
  id: "11111111-1111-4111-8111-111111111111",
  workspaceId: "w",
  createdBy: null,
  kind: "image",
  name: "logo.png",
  contentType: "image/png",
  sizeBytes: 10,
  width: 10,
  height: 10,
  pageCount: null,
  url: "/api/media/1/file",
  thumbnailUrl: "/api/media/1/thumbnail",
  createdAt: "2026-11-28T10:00:00.000Z",
};

function rendered() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).startsWith("/api/media"))
        return new Response(JSON.stringify({ items: [IMAGE], total: 1, limit: 100, offset: 0 }), {
          headers: { "content-type": "application/json" },
        });
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        const saved = { ...STATE, kit: body.kit, version: body.version + 1 };
        return new Response(JSON.stringify({ brandKit: saved }), { headers: { "content-type": "application/json" } });
      }
      return new Response(JSON.stringify({ brandKit: STATE }), { headers: { "content-type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BrandKitSettings />
    </QueryClientProvider>,
  );
  return puts;
}

describe("Settings > Brand kit", () => {
  it("shows the contrast of the colours as they are typed, saying when it is too low", async () => {
    rendered();
    const text = await screen.findByLabelText("Text");
    expect(screen.getByTestId("brand-contrast-text").textContent).toContain("18.8:1");
    expect(screen.getByTestId("brand-contrast-text").textContent).toContain("readable (WCAG AA)");
    const user = userEvent.setup();
    await user.clear(text);
    await user.type(text, "#777777");
    // 4.48:1 shows as 4.4:1, never rounded up to a passing 4.5
    expect(screen.getByTestId("brand-contrast-text").textContent).toContain("4.4:1");
    expect(screen.getByTestId("brand-contrast-text").textContent).toContain("too low: at least 4.5:1 is needed");
  });

  it("refuses to save a kit that fails, naming the colour, and saves one that passes with the version read", async () => {
    const puts = rendered();
    const user = userEvent.setup();
    const text = await screen.findByLabelText("Text");
    await user.clear(text);
    await user.type(text, "#777777");
    await user.click(screen.getByRole("button", { name: "Save the brand kit" }));
    expect(await screen.findByText(/The text colour is too close to the background/)).toBeTruthy();
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(puts).toHaveLength(0);

    await user.clear(text);
    await user.type(text, "#222222");
    const name = screen.getByLabelText("Name");
    await user.type(name, "Ada Lovelace");
    await user.selectOptions(screen.getByLabelText("Headings"), "manrope");
    expect(await screen.findAllByRole("option", { name: "logo.png" })).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText("Logo"), "logo.png");
    await user.click(screen.getByRole("button", { name: "Save the brand kit" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      version: 3,
      kit: { ...STATE.kit, text: "#222222", name: "Ada Lovelace", headingFont: "manrope", logoMediaId: IMAGE.id },
    });
  });

  it("keeps the colour picker and the typed value in step", async () => {
    rendered();
    const picker = await screen.findByLabelText("Pick the Accent colour");
    expect((picker as HTMLInputElement).value).toBe("#0a66c2");
    const accent = screen.getByLabelText("Accent");
    const user = userEvent.setup();
    await user.clear(accent);
    await user.type(accent, "#B03000");
    expect((picker as HTMLInputElement).value).toBe("#b03000");
  });
});
