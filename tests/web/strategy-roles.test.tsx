// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Strategy, StrategyQuestion } from "@contracts/strategy/schemas";
import type { Role } from "@contracts/workspaces/permissions";
import { STRATEGY_KEYS } from "@/features/strategy/api";
import { StrategyPage } from "@/features/strategy/strategy-page";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The strategy by role: answering its questions, generating it, resetting it and changing a pillar are
// strategy.write's (contracts/strategy endpoints' `access`). A reviewer or a client reads the strategy (its name and
// pillars), told who changes it, with no question to answer, no step to go to and no button or switch the server
// would refuse. Before /api/me answers ("unknown") the page is the writer's.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const READ_ONLY =
  "Your role in this workspace lets you read the content strategy; its owner, admins and editors answer its questions and change it.";
const NONE = "There is no strategy to read yet.";
const QUESTION: StrategyQuestion = {
  id: "q-topics",
  order: 1,
  type: "text",
  text: "Which topics do you know best?",
  options: null,
  values: null,
  language: "en",
  textEn: "Which topics do you know best?",
  textFr: "",
  optionsEn: null,
  optionsFr: null,
  conditionalLogic: null,
  createdAt: "",
};
const pillar = (id: string, name: string, isActive: boolean) => ({
  id,
  strategyId: "s1",
  name,
  description: `Why ${name}`,
  purpose: "Trust",
  targetAudience: "Founders",
  formats: [],
  engagementStyle: "Questions",
  frequency: "2-3 times per week",
  isActive,
  createdAt: "2026-11-01T00:00:00.000Z",
});
const STRATEGY: Strategy = {
  id: "s1",
  name: "LinkedIn Content Strategy",
  userId: "u1",
  generator: "builtin",
  createdAt: "2026-11-01T00:00:00.000Z",
  pillars: [pillar("p1", "Hiring", true), pillar("p2", "Product craft", false)],
};

function renderPage(role: Role | "unknown", strategies: Strategy[] = [STRATEGY]) {
  const client = clientWithRole(role);
  client.setQueryData(STRATEGY_KEYS.questions("en"), [QUESTION]);
  client.setQueryData(STRATEGY_KEYS.responses, { answers: {} });
  client.setQueryData(STRATEGY_KEYS.strategies, strategies);
  render(
    <QueryClientProvider client={client}>
      <StrategyPage />
    </QueryClientProvider>,
  );
}

const buttons = () => screen.queryAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
const links = () => screen.queryAllByRole("link").map((l) => l.textContent);

describe("the strategy by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s review the questions, reset the strategy and change its pillars",
    (role) => {
      renderPage(role);
      expect(screen.getByRole("heading", { name: "LinkedIn Content Strategy" })).toBeTruthy();
      expect(screen.getByRole("navigation", { name: "Questionnaire steps" })).toBeTruthy();
      expect(buttons()).toEqual([
        "Question 1",
        "Results",
        "Review Questions",
        "Reset Strategy",
        "Edit Pillar: Hiring",
        "Edit Pillar: Product craft",
      ]);
      expect(screen.getAllByRole("switch").map((s) => s.getAttribute("aria-label"))).toEqual([
        "Active: Hiring",
        "Active: Product craft",
      ]);
      expect(links()).toEqual(["Write a post: Hiring"]);
      expect(screen.queryByText(READ_ONLY)).toBeNull();
    },
  );

  it.each(["owner", "unknown"] as const)("asks the %s the questions when there is no strategy yet", (role) => {
    renderPage(role, []);
    expect(screen.getByText("Which topics do you know best?")).toBeTruthy();
    expect(screen.getAllByRole("textbox").length).toBeGreaterThan(0);
    expect(screen.queryByText(NONE)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)(
    "shows the %s the strategy and its pillars to read, told who changes it, with nothing to change",
    (role) => {
      renderPage(role);
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(screen.getByRole("heading", { name: "LinkedIn Content Strategy" })).toBeTruthy();
      const cards = screen.getAllByRole("article");
      expect(cards.map((c) => c.getAttribute("aria-labelledby") && c.querySelector("h3")?.textContent)).toEqual([
        "Hiring",
        "Product craft",
      ]);
      expect(cards[0]!.textContent).toContain("Active");
      expect(cards[1]!.textContent).toContain("Inactive");
      expect(screen.queryByRole("navigation", { name: "Questionnaire steps" })).toBeNull();
      expect(screen.queryAllByRole("switch")).toEqual([]);
      expect(buttons()).toEqual([]);
      expect(links()).toEqual([]); // "Write a post" is for roles that write posts
      expect(screen.queryByText("Your progress is auto-saved in this browser.")).toBeNull();
    },
  );

  it.each(["reviewer", "client"] as const)(
    "tells the %s there is no strategy yet, without asking the questions",
    (role) => {
      renderPage(role, []);
      expect(screen.getByText(READ_ONLY)).toBeTruthy();
      expect(screen.getByText(NONE)).toBeTruthy();
      expect(screen.queryByText("Which topics do you know best?")).toBeNull();
      expect(screen.queryAllByRole("textbox")).toEqual([]);
      expect(buttons()).toEqual([]);
    },
  );
});
