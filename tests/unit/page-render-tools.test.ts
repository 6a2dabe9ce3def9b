import { describe, expect, it } from "vitest";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/carousel";
import { listCarousels } from "../../src/contracts/carousels/endpoints";
import type { Carousel } from "../../src/contracts/carousels/schemas";
import { INSPIRATION_PATHS } from "../../src/contracts/inspirations/paths";
import { listSavedPosts } from "../../src/contracts/saved-posts/endpoints";
import type { SavedPost } from "../../src/contracts/saved-posts/schemas";
import { STRATEGY_PATHS } from "../../src/contracts/strategy/paths";
import type { Strategy } from "../../src/contracts/strategy/schemas";
import { pageRequest } from "../../src/server/lib/page-request";
import { carouselsListQuery } from "../../src/shared/carousel/list-query";
import { NO_FILTERS, savedPostsListQuery } from "../../src/shared/saved-posts/list-query";
import { createPageRenderer, type PageRenderInput } from "../../src/web/prerender/render-page";
import { en, fr } from "../support/locales";

// The server's render of /carousel-editor, /inspirations and /saved-posts (src/web/prerender/render-page.tsx), run
// in Node as the server runs it, from the answers keyed as the pages' loaders key them (modules/carousels/pages.ts,
// modules/inspirations/pages.ts, modules/saved-posts/pages.ts).
const render = createPageRenderer({ en, fr });
const config = { chatWidget: null, linkedinEnabled: true };
const user = { id: "22222222-2222-4222-8222-222222222222", email: "ada@example.com" };
const ZONE = "pp-time-zone=Europe%2FParis";
const ORIGIN = "https://pillarpost.example";

const strategy: Strategy = {
  id: "s1",
  name: "Mine",
  userId: user.id,
  generator: null,
  createdAt: "2030-01-01T00:00:00.000Z",
  pillars: [
    {
      id: "p1",
      strategyId: "s1",
      name: "Okapi pillar",
      description: "",
      purpose: "",
      targetAudience: "",
      formats: ["story"],
      engagementStyle: "",
      frequency: "",
      isActive: true,
      createdAt: "2030-01-01T00:00:00.000Z",
    },
  ],
};
const strategies = { [STRATEGY_PATHS.listStrategies.path]: { strategies: [strategy] } };

const carousel: Carousel = {
  id: "c1",
  workspaceId: "w1",
  createdBy: user.id,
  name: "Pangolin deck <i>five</i>",
  pillarId: "p1",
  design: carouselDesignSchema.parse({
    size: "square",
    theme: DEFAULT_CAROUSEL_THEME,
    slides: [
      { layout: "cover", title: "Lessons from a year" },
      { layout: "cta", title: "Follow" },
    ],
  }),
  slideCount: 2,
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  // 23:30 UTC: already the next day in Paris
  updatedAt: "2030-03-14T23:30:00.000Z",
  deletedAt: null,
};
const savedPost: SavedPost = {
  id: "sp1",
  workspaceId: "w1",
  createdBy: user.id,
  text: "Tapir hook <b>that works</b>",
  sourceUrl: "https://www.linkedin.com/posts/tapir",
  authorName: "Grace",
  hookPattern: "",
  format: "story",
  angle: "",
  whySaved: "",
  tags: ["hooks"],
  pillarId: "p1",
  figures: "",
  ideaPostId: null,
  version: 1,
  savedAt: "2030-03-14T23:30:00.000Z",
  createdAt: "2030-03-14T23:30:00.000Z",
  updatedAt: "2030-03-14T23:30:00.000Z",
};
const page = <T>(items: T[], extra: object = {}) => ({ items, total: items.length, limit: 100, offset: 0, ...extra });

const carouselsData = () => ({
  [pageRequest(listCarousels, carouselsListQuery(false)).url]: page([carousel]),
  ...strategies,
});
const FAVOURITE = "end-save-for-later";
const inspirationsData = () => ({
  [INSPIRATION_PATHS.listInspirationFavourites.path]: { favourites: [FAVOURITE] },
  ...strategies,
});
const savedPostsData = (q = "") => ({
  [pageRequest(listSavedPosts, savedPostsListQuery({ ...NO_FILTERS, q })).url]: page([savedPost], {
    facets: { tags: ["hooks"], formats: ["story"] },
  }),
  ...strategies,
});
const input = (over: Partial<PageRenderInput>): PageRenderInput => ({
  path: "/carousel-editor",
  lng: "en",
  user,
  data: carouselsData(),
  config,
  cookie: ZONE,
  origin: ORIGIN,
  ...over,
});

describe("the URLs the pages' first answers are keyed by", () => {
  // the ones tests/api/page-data-tools.test.ts finds in the pages the server sends: the renders below (the web's own
  // first requests) find their answers under them
  it("are the web client's", () => {
    expect(Object.keys(carouselsData())[0]).toBe("/api/carousels?limit=100");
    expect(Object.keys(inspirationsData())[0]).toBe("/api/inspirations/favourites");
    expect(Object.keys(savedPostsData())[0]).toBe("/api/saved-posts?limit=100");
    expect(Object.keys(savedPostsData("tapir"))[0]).toBe("/api/saved-posts?limit=100&q=tapir");
  });
});

describe("the server's render of /carousel-editor", () => {
  it("paints the carousels, escaped, with their first slide, pillar and date in the browser's zone", async () => {
    const html = await render(input({}));
    expect(html).toContain('id="main-content"');
    expect(html).toContain("Pangolin deck &lt;i&gt;five&lt;/i&gt;");
    expect(html).toContain("Lessons from a year");
    expect(html).toContain("Okapi pillar");
    expect(html).toContain("Mar 15, 2030");
    expect(html).not.toMatch(/animate-spin/);
    const newYork = await render(input({ cookie: "pp-time-zone=America%2FNew_York" }));
    expect(newYork).toContain("Mar 14, 2030");
  });

  it("is not rendered without the carousels, or without the browser's time zone", async () => {
    await expect(render(input({ data: strategies }))).rejects.toThrow(/no data/);
    await expect(render(input({ cookie: "" }))).rejects.toThrow(/time zone/);
  });
});

describe("the server's render of /inspirations", () => {
  it("paints the library with the favourites first and starred, and the pillar filter's choices", async () => {
    const html = await render(input({ path: "/inspirations", data: inspirationsData() }));
    const first = /data-pattern="([\w-]+)"/.exec(html)?.[1];
    expect(first).toBe(FAVOURITE);
    expect(html).toMatch(new RegExp(`data-pattern="${FAVOURITE}"[\\s\\S]*?aria-pressed="true"`));
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toContain("Okapi pillar");
    const french = await render(input({ path: "/inspirations", lng: "fr", data: inspirationsData() }));
    expect(french).toContain('aria-label="Rechercher dans les inspirations"');
    expect(french).toContain("Favori : ");
  });

  it("is not rendered without the favourites (the list would reorder once they came)", async () => {
    await expect(render(input({ path: "/inspirations", data: strategies }))).rejects.toThrow(/no data/);
  });
});

describe("the server's render of /saved-posts", () => {
  it("paints the saved posts, escaped, dated in the browser's zone, and the bookmarklet for the app's origin", async () => {
    const html = await render(input({ path: "/saved-posts", data: savedPostsData() }));
    expect(html).toContain("Tapir hook &lt;b&gt;that works&lt;/b&gt;");
    expect(html).toContain("Okapi pillar");
    expect(html).toContain("Mar 15, 2030");
    expect(html).toContain(`${ORIGIN}/saved-posts/new`);
    // the code goes in by the app's effect (React refuses a javascript: href), never in the server's markup
    expect(html).not.toContain('href="javascript:');
  });

  it("paints the search its address names, with that search's list", async () => {
    const html = await render(input({ path: "/saved-posts", search: "?q=tapir", data: savedPostsData("tapir") }));
    expect(html).toMatch(/id="saved-posts-search"[^>]*value="tapir"|value="tapir"[^>]*id="saved-posts-search"/);
    expect(html).toContain("Tapir hook");
    await expect(render(input({ path: "/saved-posts", search: "?q=tapir", data: savedPostsData() }))).rejects.toThrow(
      /no data/,
    );
  });

  it("is not rendered without the browser's time zone or the app's origin", async () => {
    await expect(render(input({ path: "/saved-posts", data: savedPostsData(), cookie: "" }))).rejects.toThrow(
      /time zone/,
    );
    await expect(render(input({ path: "/saved-posts", data: savedPostsData(), origin: undefined }))).rejects.toThrow(
      /origin/,
    );
  });

  it("paints the bookmarklet's page with the form prefilled and the author's field focused as it parses", async () => {
    const html = await render(
      input({
        path: "/saved-posts/new",
        search: `?${new URLSearchParams({ url: "https://example.com/a<b", text: "Selected <text>" })}`,
        data: savedPostsData(),
      }),
    );
    expect(html).toContain('value="https://example.com/a&lt;b"');
    expect(html).toContain("Selected &lt;text&gt;</textarea>");
    expect(html).toMatch(
      /<input[^>]*id="saved-post-author"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*id="saved-post-author"/,
    );
    expect(html).toContain("Tapir hook");
    // without a prefill nothing is focused by the markup
    expect(await render(input({ path: "/saved-posts", data: savedPostsData() }))).not.toContain("autofocus");
  });
});
