// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ClientConfig } from "@contracts/system/client-config";
import { HelpCenterPage } from "@/features/help/help-center-page";
import { PlansPage } from "@/features/plans/plans-page";
import { setClientConfig } from "@/lib/app/client-config";
import { setupTestI18n } from "./test-i18n";

// the LinkedIn answer links to Settings > Account
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/settings/account">{children}</a>,
}));

beforeAll(async () => {
  await setupTestI18n();
});

function withConfig(ui: React.ReactNode, config: ClientConfig) {
  setClientConfig(config);
  // the Help Center's LinkedIn answer shows the accounts' summary, which reads the sign-in and publishing queries
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

// Issue 25 §4: every plan line matches what exists. Free does what this server does today, scheduling with
// automatic publishing and AI generation included; Pro lists only what does not exist yet.
describe("Plans", () => {
  it("the current (Free) plan lists what works today, scheduling, AI generation, carousels and Inspirations included", () => {
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
      "Carousels made slide by slide from your posts, notes or a topic, published as PDF documents",
      "Inspirations: about 60 post structures to follow, and a swipe file of the posts you save",
      "A notice in the app and by email when a post fails or LinkedIn needs reconnecting",
      "Light and dark themes, English and French",
    ]);
    expect(items.join(" ")).not.toMatch(/team/i);
  });

  it("Pro lists as planned only what does not exist yet: no scheduling, AI generation, carousels or Inspirations", () => {
    render(<PlansPage />);
    const pro = screen.getByRole("region", { name: "Pro" });
    const list = within(pro).getByRole("list", { name: "Planned, not available yet" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(items).toEqual(["Everything in Free", "Team members and approvals", "Priority support"]);
    expect(items.join(" ")).not.toMatch(/schedul|publish|generat|\bAI\b|carousel|inspiration/i);
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
    // the two uses apart, each with what it does, in Settings > Account's words (one summary for both pages)
    expect(linkedin.textContent).toMatch(/Sign in with LinkedIn.*It publishes nothing/);
    expect(linkedin.textContent).toMatch(/Publish to LinkedIn.*Separate from signing in/);
    expect(within(linkedin).getByRole("link", { name: "Manage in Settings › Account" })).toBeTruthy();
    // F8 focuses the toast area (SPEC §9): the shortcut says so, not "notifications" (the bell)
    expect(screen.getByText("Jump to the latest pop-up message")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Go to notifications/);
  });
});
