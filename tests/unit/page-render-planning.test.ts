import { describe, expect, it } from "vitest";
import { listCalendar } from "../../src/contracts/calendar/endpoints";
import type { CalendarPost } from "../../src/contracts/calendar/schemas";
import { PLANNING_PATHS } from "../../src/contracts/planning/paths";
import { listPosts } from "../../src/contracts/posts/endpoints";
import type { Post } from "../../src/contracts/posts/schemas";
import { PROFILE_PATHS } from "../../src/contracts/profile/paths";
import { STRATEGY_PATHS } from "../../src/contracts/strategy/paths";
import { pageRequest } from "../../src/server/lib/page-request";
import { contentFirstQueries, contentPageQuery } from "../../src/shared/posts/content-query";
import { schedulerView } from "../../src/shared/schedule/scheduler-view";
import { createPageRenderer, type PageRenderInput } from "../../src/web/prerender/render-page";
import { en, fr } from "../support/locales";

// The server's render of /scheduler and /content-management (src/web/prerender/render-page.tsx), run in Node as the
// server runs it, from the answers keyed as the pages' loaders key them (modules/calendar/pages.ts,
// modules/posts/content-management-page.ts): what it paints, and when it refuses (the page then goes without markup).
const render = createPageRenderer({ en, fr });
const config = { chatWidget: null, linkedinEnabled: true };
const user = { id: "22222222-2222-4222-8222-222222222222", email: "ada@example.com" };
const PARIS = "pp-time-zone=Europe%2FParis";

const post: Post = {
  id: "p1",
  workspaceId: "w1",
  createdBy: user.id,
  pillarId: null,
  noteId: null,
  remixOf: null,
  body: "Narwhal <b>post</b>\nits second line",
  firstComment: "",
  documentTitle: null,
  status: "draft",
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  // 23:30 UTC: already the next day in Paris
  updatedAt: "2030-03-14T23:30:00.000Z",
  deletedAt: null,
  scheduledAt: null,
  publishedAt: null,
  media: [],
};
const page = <T>(items: T[], limit: number) => ({ items, total: items.length, limit, offset: 0 });
const mix = {
  from: "2030-03-14T00:00:00.000Z",
  to: "2030-04-11T00:00:00.000Z",
  weeks: 4,
  frequency: "2-3 times per week",
  answered: false,
  total: 10,
  pillars: [{ pillarId: "g1", name: "Growth", share: null, target: 10, scheduled: 1, drafts: 2, ideas: 0, gap: 7 }],
  mostBehindPillarId: "g1",
};

function contentData(view: "table" | "board") {
  const data: Record<string, unknown> = {
    [STRATEGY_PATHS.listStrategies.path]: { strategies: [] },
    [PLANNING_PATHS.getPillarMix.path]: mix,
  };
  for (const { query, pageSize } of contentFirstQueries(view)) {
    const { url } = pageRequest(listPosts, contentPageQuery(query, pageSize, 0));
    data[url] = page(query.status === "needs_check" ? [] : [post], pageSize);
  }
  return data;
}
const cm = (over: Partial<PageRenderInput>): PageRenderInput => ({
  path: "/content-management",
  lng: "en",
  user,
  data: contentData("table"),
  config,
  cookie: `${PARIS}; pp-viewport=desktop`,
  ...over,
});

describe("the server's render of /content-management", () => {
  it("paints the table with the posts, escaped, dated in the browser's zone", async () => {
    const html = await render(cm({}));
    expect(html).toContain("<table");
    expect(html).toContain("Narwhal &lt;b&gt;post&lt;/b&gt;");
    expect(html).toContain("Mar 15, 2030");
    const newYork = await render(cm({ cookie: "pp-time-zone=America%2FNew_York; pp-viewport=desktop" }));
    expect(newYork).toContain("Mar 14, 2030");
  });

  it("paints a card per post for a phone's window (its cookie), in French too", async () => {
    const html = await render(cm({ lng: "fr", cookie: `${PARIS}; pp-viewport=mobile` }));
    expect(html).not.toContain("<table");
    expect(html).toContain('data-post-id="p1"');
    expect(html).toContain("15 mars 2030");
  });

  it("opens the mix's details when this browser opened them", async () => {
    const closed = await render(cm({}));
    const open = await render(cm({ cookie: `${PARIS}; pp-viewport=desktop; pp-content-mix-open=1` }));
    expect(closed).toMatch(/aria-expanded="false"[^>]*>Show details/);
    expect(closed).toContain("3 of 10 planned");
    expect(open).toMatch(/aria-expanded="true"[^>]*>Hide details/);
    expect(open).toContain("Fill the gap");
  });

  it("is not rendered for the board, an unknown width, or dates in an unknown zone", async () => {
    await expect(render(cm({ search: "?view=board", data: contentData("board") }))).rejects.toThrow(/board/);
    await expect(render(cm({ cookie: PARIS }))).rejects.toThrow(/width/);
    await expect(render(cm({ cookie: "pp-viewport=desktop" }))).rejects.toThrow(/time zone/);
    await expect(render(cm({ data: { [STRATEGY_PATHS.listStrategies.path]: { strategies: [] } } }))).rejects.toThrow(
      /no data/,
    );
  });
});

const scheduled: CalendarPost = {
  id: "c1",
  version: 2,
  status: "scheduled",
  excerpt: "Quokka <i>launch</i>",
  pillar: null,
  media: { count: 0, kind: null },
  at: "2030-03-14T23:30:00.000Z",
  scheduledAt: "2030-03-14T23:30:00.000Z",
  publishedAt: null,
  linkedinPostUrl: null,
  error: null,
};
const me = (timeZone: string | null) => ({
  id: user.id,
  email: user.email,
  emailVerified: true,
  firstName: "Ada",
  lastName: "Lovelace",
  timeZone,
  linkedinIdentity: null,
  workspace: { id: "w1", name: null, logo: null, plan: "free", role: "owner" },
});
function schedulerData(zone: string, search: { view?: "list" | "week" | "month"; date?: string }) {
  const { range } = schedulerView(search, zone);
  return {
    [PROFILE_PATHS.getMe.path]: me(zone),
    [pageRequest(listCalendar, range).url]: { posts: [scheduled] },
  };
}
const sched = (over: Partial<PageRenderInput>): PageRenderInput => ({
  path: "/scheduler",
  search: "?date=2030-03-15",
  lng: "en",
  user,
  data: schedulerData("Europe/Paris", { date: "2030-03-15" }),
  config,
  cookie: PARIS,
  ...over,
});

describe("the server's render of /scheduler", () => {
  it("paints the month's list with each post at its time in the profile's zone, escaped", async () => {
    const html = await render(sched({}));
    expect(html).toContain("Quokka &lt;i&gt;launch&lt;/i&gt;");
    expect(html).toContain("Friday, March 15, 2030");
    expect(html).toContain("12:30 AM");
    // the profile's zone before the browser's
    const newYork = await render(
      sched({ search: "?date=2030-03-14", data: schedulerData("America/New_York", { date: "2030-03-14" }) }),
    );
    expect(newYork).toContain("Thursday, March 14, 2030");
    expect(newYork).toContain("7:30 PM");
  });

  it("is not rendered for the week and month grids, or without the range's posts", async () => {
    const week = { view: "week" as const, date: "2030-03-15" };
    await expect(
      render(sched({ search: "?view=week&date=2030-03-15", data: schedulerData("Europe/Paris", week) })),
    ).rejects.toThrow(/grids/);
    await expect(render(sched({ search: "?view=month" }))).rejects.toThrow(/grids/);
    await expect(render(sched({ search: "?date=2030-04-15" }))).rejects.toThrow(/no data/);
  });
});
