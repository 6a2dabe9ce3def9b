// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationsQuery, seedNotificationsFromPage } from "@/features/notifications/api";
import { resetPageData } from "@/lib/api/page-data";

// Every page the server renders with its data carries the bell's list (modules/notifications/shell-data.ts, keyed
// by the URL the bell asks): the signed-in layout hands it to the bell before the first render, so the app asks
// nothing while it takes the page over.
function servePage(data: unknown) {
  document.getElementById("pp-data")?.remove();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "pp-data";
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
  resetPageData();
}

const list = { notifications: [], unread: 2, total: 2 };

describe("the page's bell list", () => {
  beforeEach(() => vi.spyOn(performance, "now").mockReturnValue(1_000));
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById("pp-data")?.remove();
    resetPageData();
  });

  it("is in the bell's query before anything renders, fresh (no request on mount), and taken once", () => {
    servePage({ "/api/notifications?limit=20&offset=0": list });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } } });
    seedNotificationsFromPage(client);
    expect(client.getQueryData(notificationsQuery.queryKey)).toEqual(list);
    expect(client.getQueryState(notificationsQuery.queryKey)?.isInvalidated).toBe(false);
    const later = new QueryClient();
    seedNotificationsFromPage(later);
    expect(later.getQueryData(notificationsQuery.queryKey)).toBeUndefined();
  });

  it("leaves the bell to the network when the page has no list", () => {
    servePage({ "/api/me": { id: "u1" } });
    const client = new QueryClient();
    seedNotificationsFromPage(client);
    expect(client.getQueryData(notificationsQuery.queryKey)).toBeUndefined();
  });
});
