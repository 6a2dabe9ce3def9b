// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME } from "@contracts/carousels/carousel";
import type { Carousel } from "@contracts/carousels/schemas";
import { CAROUSEL_KEYS } from "@/features/carousels/api";
import { CarouselsPage } from "@/features/carousels/carousels-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/carousel-editor/c1">{children}</a>,
  useNavigate: () => async () => {},
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAROUSEL: Carousel = {
  id: "c1",
  workspaceId: "w1",
  createdBy: "u1",
  name: "Five lessons",
  pillarId: null,
  design: carouselDesignSchema.parse({
    size: "square",
    theme: DEFAULT_CAROUSEL_THEME,
    slides: [
      { layout: "cover", title: "Lessons from a year" },
      { layout: "text", body: "One" },
      { layout: "cta", title: "Follow" },
    ],
  }),
  slideCount: 3,
  version: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  deletedAt: null,
};

function renderPage(role: "owner" | "reviewer", items: Carousel[]) {
  const client = clientWithRole(role);
  client.setQueryData(CAROUSEL_KEYS.list(false, ""), { items, total: items.length, limit: 100, offset: 0 });
  render(
    <QueryClientProvider client={client}>
      <CarouselsPage />
    </QueryClientProvider>,
  );
}

describe("the carousels' list", () => {
  it("invites a writer with no carousel to make the first one", () => {
    renderPage("owner", []);
    expect(screen.getByText("No carousels yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create your first carousel" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "New carousel" })).toBeTruthy();
  });

  it("shows each carousel's first slide, slide count, size, and its actions", () => {
    renderPage("owner", [CAROUSEL]);
    const card = screen.getByRole("listitem");
    expect(within(card).getByRole("img", { name: "First slide of Five lessons" }).textContent).toContain(
      "Lessons from a year",
    );
    expect(card.textContent).toContain("3 slides · Square 1:1 (1080 × 1080)");
    expect(within(card).getByRole("button", { name: "Duplicate Five lessons" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Delete Five lessons" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("1 carousel");
  });

  it("a role that may not write sees the carousels without New, Duplicate or Delete", () => {
    renderPage("reviewer", [CAROUSEL]);
    expect(screen.getByRole("listitem").textContent).toContain("Five lessons");
    expect(screen.queryByRole("button", { name: "New carousel" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Duplicate|Delete) / })).toBeNull();
  });
});
