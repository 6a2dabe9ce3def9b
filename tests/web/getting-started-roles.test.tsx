// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { POST_KEYS } from "@/entities/posts/api";
import { postingSlotsQuery } from "@/entities/scheduling/slots-api";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { GettingStarted } from "@/features/onboarding/getting-started";
import { strategiesQuery } from "@/features/strategy/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The getting-started list by role: each step is a permission's (the strategy strategy.write's, LinkedIn
// linkedin.connect's, the posting slots slots.write's, the first post post.write's: the endpoints' `access`), and a
// role is offered only the steps it can do. An editor's list has no "Connect LinkedIn" (its owner or an admin
// connects it); a reviewer or a client, who can do none, has no list, and nothing is asked for it. Before /api/me
// answers ("unknown") the list is the owner's.
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const STRATEGY = ["Build your content strategy – to do", "/strategy"];
const LINKEDIN = ["Connect LinkedIn for publishing – to do", "/apps"];
const SLOTS = ["Set your posting slots – to do", "/scheduler/slots"];
const FIRST_POST = ["Write your first post – to do", "/editor"];

function renderList(role: Role | "unknown", answers: boolean) {
  const client = clientWithRole(role);
  if (answers) {
    client.setQueryData(strategiesQuery.queryKey, []);
    client.setQueryData(linkedinConnectionQuery.queryKey, { available: true, connection: null } as never);
    client.setQueryData(postingSlotsQuery.queryKey, { slots: [], timeZone: "Europe/Paris" });
    client.setQueryData(POST_KEYS.list({ gettingStarted: true }), { items: [], total: 0, limit: 1, offset: 0 });
  }
  render(
    <QueryClientProvider client={client}>
      <GettingStarted />
    </QueryClientProvider>,
  );
}

const steps = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the getting-started list by role", () => {
  it.each([
    ["owner", [STRATEGY, LINKEDIN, SLOTS, FIRST_POST]],
    ["admin", [STRATEGY, LINKEDIN, SLOTS, FIRST_POST]],
    ["editor", [STRATEGY, SLOTS, FIRST_POST]],
    ["unknown", [STRATEGY, LINKEDIN, SLOTS, FIRST_POST]],
  ] as const)("offers the %s the steps it can do", (role, expected) => {
    renderList(role, true);
    const list = screen.getByRole("region", { name: "Getting started" });
    expect(steps(list)).toEqual(expected);
    expect(within(list).getByText(`0 of ${expected.length} done`)).toBeTruthy();
  });

  it.each(["reviewer", "client"] as const)("shows the %s no list, and asks for nothing to make one", (role) => {
    renderList(role, false);
    expect(screen.queryByRole("region", { name: "Getting started" })).toBeNull();
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
