// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientConfig } from "@contracts/system/client-config";
import { HelpCenterPage } from "@/features/help/help-center-page";
import { PlansPage } from "@/features/plans/plans-page";
import { setClientConfig } from "@/lib/app/client-config";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

function withConfig(ui: React.ReactNode, config: ClientConfig) {
  setClientConfig(config);
  return render(ui);
}

// Issue 25 §4: every plan line matches what exists. Free does what this server does today, scheduling with
// automatic publishing and AI generation included; Pro lists only what does not exist yet.
describe("Plans", () => {
  it("the current (Free) plan lists what works today, scheduling and AI generation included", () => {
    render(<PlansPage />);
    const free = screen.getByRole("region", { name: "Free" });
    const items = within(free)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(items).toEqual([
      "A content strategy of 3 to 5 pillars from a short questionnaire, by AI when this server has a model set up",
      "Pillars you can edit, switch on or off, or reset",
      "Generate Post: three variants of a post from a pillar and a topic",
      "A post editor made for LinkedIn: bold and italic, a live preview and autosave",
      "Scheduling with automatic publishing to LinkedIn, posting slots and a calendar",
      "Content Management with your pillar mix for the next 4 weeks",
      "Notes that turn into drafts, and a library of your posts, images and PDFs with full-text search",
      "A notice in the app and by email when a post fails or LinkedIn needs reconnecting",
      "Light and dark themes, English and French",
    ]);
    expect(items.join(" ")).not.toMatch(/carousel|team|inspiration/i);
  });

  it("Pro lists as planned only what does not exist yet: no scheduling, no AI generation", () => {
    render(<PlansPage />);
    const pro = screen.getByRole("region", { name: "Pro" });
    const list = within(pro).getByRole("list", { name: "Planned, not available yet" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(items).toEqual([
      "Everything in Free",
      "Carousel editor with PDF export",
      "Inspirations and a swipe file of saved posts",
      "Team members and approvals",
      "Priority support",
    ]);
    expect(items.join(" ")).not.toMatch(/schedul|publish|generat|\bAI\b/i);
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

  it("answers on Generate Post, scheduling, posting slots and publishing failures; LinkedIn's two uses apart", () => {
    withConfig(<HelpCenterPage />, { chatWidget: null, linkedinEnabled: true });
    for (const q of [
      "How does Generate Post work?",
      "How do I schedule a post?",
      "What are posting slots?",
      "What happens when a post fails to publish?",
    ])
      expect(screen.getByText(q)).toBeTruthy();
    const linkedin = screen.getByText("Why connect LinkedIn?").closest("details")!;
    expect(linkedin.textContent).toMatch(/Publishing: connect your LinkedIn account in Apps/);
    expect(linkedin.textContent).toMatch(/Signing in: when this server has LinkedIn sign-in set up/);
    // F8 focuses the toast area (SPEC §9): the shortcut says so, not "notifications" (the bell)
    expect(screen.getByText("Jump to the latest pop-up message")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Go to notifications/);
  });
});
