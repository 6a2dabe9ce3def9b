// @vitest-environment happy-dom
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/entities/profile/me";
import { seedMeFromPage } from "@/entities/profile/me-from-page";
import { linkedinConnectionQuery, seedLinkedinConnectionFromPage } from "@/features/linkedin/api";
import { notificationsQuery, seedNotificationsFromPage } from "@/features/notifications/api";
import { resetPageData } from "@/lib/api/page-data";

// Every page the server renders with its data carries the shell's answers (modules' `shellData`, keyed by the URL
// the web asks): /api/me, the bell's list and the LinkedIn connection (the banner). The signed-in layout's loader
// puts them in their queries before the first render, so the shell is the server's from the first paint and the app
// asks nothing while it takes the page over.
function servePage(data: unknown) {
  document.getElementById("pp-data")?.remove();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "pp-data";
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
  resetPageData();
}

const SHELL: { name: string; url: string; key: QueryKey; body: unknown; seed: (client: QueryClient) => void }[] = [
  {
    name: "/api/me",
    url: "/api/me",
    key: ME_QUERY_KEY,
    body: { id: "u1", fullName: "Grace Hopper", workspace: { id: "w1", role: "reviewer" } },
    seed: seedMeFromPage,
  },
  {
    name: "the bell's list",
    url: "/api/notifications?limit=20&offset=0",
    key: notificationsQuery.queryKey,
    body: { items: [], total: 2, unread: 2, limit: 20, offset: 0 },
    seed: seedNotificationsFromPage,
  },
  {
    name: "the LinkedIn connection",
    url: "/api/linkedin/connection",
    key: linkedinConnectionQuery.queryKey,
    body: { available: true, connection: null },
    seed: seedLinkedinConnectionFromPage,
  },
];

describe.each(SHELL)("the page's $name", ({ url, key, body, seed }) => {
  beforeEach(() => vi.spyOn(performance, "now").mockReturnValue(1_000));
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById("pp-data")?.remove();
    resetPageData();
  });

  it("is in its query before anything renders, fresh, and taken once", () => {
    servePage({ [url]: body });
    const client = new QueryClient();
    seed(client);
    expect(client.getQueryData(key)).toEqual(body);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    const later = new QueryClient();
    seed(later);
    expect(later.getQueryData(key)).toBeUndefined();
  });

  it("leaves the query to the network when the page has none", () => {
    servePage({ "/api/strategies": { strategies: [] } });
    const client = new QueryClient();
    seed(client);
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
