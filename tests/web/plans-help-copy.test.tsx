// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientConfig } from "@contracts/system/client-config";
import { HelpCenterPage } from "@/features/help/help-center-page";
import { PlansPage } from "@/features/plans/plans-page";
import { setClientConfig } from "@/lib/client-config";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

function withConfig(ui: React.ReactNode, config: ClientConfig) {
  setClientConfig(config);
  return render(ui);
}

// Issue 8: say only what is true at every commit. Publishing, scheduling, carousels and AI posts do not exist yet;
// the post editor, notes and the library do (issue 10).
describe("Plans", () => {
  it("the current (Free) plan lists only what works today", () => {
    render(<PlansPage />);
    const free = screen.getByRole("region", { name: "Free" });
    const items = within(free)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(items).toHaveLength(7);
    for (const item of items) expect(item).not.toMatch(/publish|schedul|carousel|AI/i);
    expect(items.join(" ")).toMatch(/post editor/i);
    expect(items.join(" ")).toMatch(/full-text search/i);
  });

  it("Pro's features are listed as planned, not as available", () => {
    render(<PlansPage />);
    const pro = screen.getByRole("region", { name: "Pro" });
    const list = within(pro).getByRole("list", { name: "Planned, not available yet" });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0);
  });
});

describe("Help Center", () => {
  it("without a chat widget, promises no way to reach anyone", () => {
    withConfig(<HelpCenterPage />, { chatWidget: null, linkedinEnabled: false });
    expect(screen.getByText("Answers to common questions and keyboard shortcuts.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/reach us|contact|talk to us|chat/i);
  });

  it("with a chat widget, offers the chat and says so", () => {
    withConfig(<HelpCenterPage />, { chatWidget: { provider: "crisp", websiteId: "w" }, linkedinEnabled: true });
    expect(screen.getByText("Answers to common questions, keyboard shortcuts and a chat with the team.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open the chat" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/within a day/i);
  });
});
