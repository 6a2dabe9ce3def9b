// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/entities/profile/me";
import { seedMeFromPage } from "@/entities/profile/me-from-page";
import { resetPageData } from "@/lib/api/page-data";
import { PROFILE_PATHS } from "@contracts/profile/paths";

// Every page the server renders with its data carries /api/me (modules/account/me-answer.ts): the signed-in layout
// hands it to the shell before the first render, so the names and the role are the server's from the first paint.
function servePage(data: unknown) {
  document.getElementById("pp-data")?.remove();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "pp-data";
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
  resetPageData();
}

const me = { id: "u1", fullName: "Grace Hopper", workspace: { id: "w1", role: "reviewer" } };

describe("the page's /api/me answer", () => {
  beforeEach(() => vi.spyOn(performance, "now").mockReturnValue(1_000));
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById("pp-data")?.remove();
    resetPageData();
  });

  it("is in the shell's query before anything renders, and taken once", () => {
    servePage({ [PROFILE_PATHS.getMe.path]: me });
    const client = new QueryClient();
    seedMeFromPage(client);
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual(me);
    const later = new QueryClient();
    seedMeFromPage(later);
    expect(later.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });

  it("leaves the query to the network when the page has none", () => {
    servePage({ "/api/strategies": { strategies: [] } });
    const client = new QueryClient();
    seedMeFromPage(client);
    expect(client.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });
});
