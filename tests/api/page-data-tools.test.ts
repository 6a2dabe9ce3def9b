import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/schemas";
import { signedInUser, type Client } from "../support/test-app";
import { pageDataApp, pageDataOf, SHELL_DATA } from "../support/page-data-app";

// The first data of /carousel-editor, /inspirations and /saved-posts (modules/carousels/pages.ts,
// modules/inspirations/pages.ts, modules/saved-posts/pages.ts), read for the page request under the session's user:
// each entry is keyed by the URL the web asks (tests/unit/page-render-tools.test.ts renders from those, and
// tests/web/tools-page-data.test.ts checks the web asks them) and is exactly what the API answers there; another
// user's page never holds them.
const { t, remove } = pageDataApp("pp-page-data-tools-");
afterAll(remove);

const design = {
  theme: DEFAULT_CAROUSEL_THEME,
  slides: [
    { layout: "cover", title: "Five lessons from launch week" },
    { layout: "cta", title: "Follow for more" },
  ],
};

async function writeTools(client: Client, who: string) {
  const carousel = await client.json("/api/carousels", {
    json: {
      name: `${who} pangolin deck`,
      design,
    },
  });
  expect(carousel.status, JSON.stringify(carousel.body)).toBe(201);
  const trashed = await client.json("/api/carousels", {
    json: { name: `${who} trashed deck`, design },
  });
  expect((await client.request(`/api/carousels/${trashed.body.carousel.id}`, { method: "DELETE" })).status).toBe(200);
  for (const text of [`${who} tapir hook`, `${who} second saved post`]) {
    const saved = await client.json("/api/saved-posts", { json: { text, tags: [`${who.toLowerCase()}tag`] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  }
  const favourite = await client.json("/api/inspirations/favourites/hook-costly-mistake", { method: "PUT" });
  expect(favourite.status).toBe(200);
}

/** Each entry is what the API answers at its URL, for the same user. */
async function expectApiAnswers(client: Client, data: Record<string, unknown> | undefined) {
  expect(data).toBeDefined();
  for (const [url, body] of Object.entries(data!)) expect(body, url).toEqual((await client.json(url)).body);
}

describe("the first data of the carousels, Inspirations and Saved Posts", () => {
  it("is each GET the page's first view makes, as the API answers it", async () => {
    const { client } = await signedInUser(t);
    await writeTools(client, "Ada");

    const carousels = await pageDataOf(client, "/carousel-editor");
    expect(Object.keys(carousels ?? {}).sort()).toEqual(
      ["/api/carousels?limit=100", ...SHELL_DATA, "/api/strategies"].sort(),
    );
    expect(JSON.stringify(carousels)).toContain("Ada pangolin deck");
    expect(JSON.stringify(carousels)).not.toContain("Ada trashed deck");
    await expectApiAnswers(client, carousels);

    const inspirations = await pageDataOf(client, "/inspirations");
    expect(Object.keys(inspirations ?? {}).sort()).toEqual(
      ["/api/inspirations/favourites", ...SHELL_DATA, "/api/strategies"].sort(),
    );
    expect(inspirations?.["/api/inspirations/favourites"]).toEqual({ favourites: ["hook-costly-mistake"] });
    await expectApiAnswers(client, inspirations);

    const saved = await pageDataOf(client, "/saved-posts");
    expect(Object.keys(saved ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/saved-posts?limit=100", "/api/strategies"].sort(),
    );
    expect(JSON.stringify(saved)).toContain("Ada tapir hook");
    expect(JSON.stringify(saved)).toContain("adatag");
    await expectApiAnswers(client, saved);

    // a Ctrl+K result's search: that search's list, as the route reads `?q=`
    const searched = await pageDataOf(client, "/saved-posts?q=tapir");
    expect(Object.keys(searched ?? {})).toContain("/api/saved-posts?limit=100&q=tapir");
    expect(JSON.stringify(searched)).not.toContain("Ada second saved post");
    await expectApiAnswers(client, searched);
    // a blank search is none
    expect(Object.keys((await pageDataOf(client, "/saved-posts?q=%20")) ?? {})).toContain("/api/saved-posts?limit=100");

    // a hostile search is the API's to refuse or answer, never a failed page
    for (const q of ["%00", "x".repeat(500), "%27%3B--", "%FF"]) {
      const res = await client.request(`/saved-posts?q=${q}`);
      expect(res.status, q).toBe(200);
    }
    expect(Object.keys((await pageDataOf(client, `/saved-posts?q=${"tapir".repeat(60)}`)) ?? {})).toContain(
      `/api/saved-posts?limit=100&q=${"tapir".repeat(40)}`,
    );

    // the bookmarklet's page: the list without a search, whatever its address prefills
    const bookmarklet = await pageDataOf(client, "/saved-posts/new?url=https%3A%2F%2Fexample.com&text=tapir");
    expect(Object.keys(bookmarklet ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/saved-posts?limit=100", "/api/strategies"].sort(),
    );
    await expectApiAnswers(client, bookmarklet);
  });

  it("never holds another user's carousels, saved posts or favourites", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await writeTools(a.client, "Alicezq");
    const pagesOf = async (client: Client) =>
      JSON.stringify(
        await Promise.all(
          ["/carousel-editor", "/inspirations", "/saved-posts", "/saved-posts/new"].map((url) =>
            pageDataOf(client, url),
          ),
        ),
      );
    const ofA = await pagesOf(a.client);
    const ofB = await pagesOf(b.client);
    for (const secret of ["Alicezq pangolin deck", "Alicezq tapir hook", "alicezqtag", "hook-costly-mistake"]) {
      expect(ofA).toContain(secret);
      expect(ofB).not.toContain(secret);
    }
  });
});
