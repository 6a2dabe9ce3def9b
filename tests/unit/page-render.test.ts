import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { builtRenderer, pageMarkup, RENDER_TIMEOUT_MS } from "../../src/server/http/page-render";
import { spaPage } from "../../src/server/http/spa-page";
import { createPageRenderer, WARM_UP, type PageRenderInput } from "../../src/web/prerender/render-page";
import { en, fr } from "../support/locales";

// The server's render of /strategy (src/web/prerender/render-page.tsx), run in Node as the server runs it: no DOM.
const render = createPageRenderer({ en, fr });
const config = { chatWidget: null, linkedinEnabled: true };

const HOSTILE = `<img src=x onerror="alert(1)"></script><script>alert(2)</script>`;
const question = (lang: string) => {
  const en = `What do you do? ${HOSTILE}`;
  const fr = `Que faites-vous ? ${HOSTILE}`;
  return {
    id: "11111111-1111-4111-8111-111111111111",
    order: 1,
    type: "text",
    text: lang === "fr" ? fr : en,
    options: null,
    values: null,
    language: lang,
    textEn: en,
    textFr: fr,
    optionsEn: null,
    optionsFr: null,
    conditionalLogic: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
};
const data = (lang: string, answers: Record<string, unknown> = {}) => ({
  [`/api/strategy-questions?lang=${lang}`]: { questions: [question(lang)] },
  "/api/strategy-responses": { answers },
  "/api/strategies": { strategies: [] },
});
const input = (over: Partial<PageRenderInput> = {}): PageRenderInput => ({
  path: "/strategy",
  lng: "en",
  user: { id: "22222222-2222-4222-8222-222222222222", email: "ada@example.com", name: `Ada ${HOSTILE}` },
  data: data("en"),
  config,
  cookie: "",
  ...over,
});

describe("the server's render of /strategy", () => {
  it("paints the shell with the user's name and the wizard's first question, all user text escaped", async () => {
    const html = await render(input());
    expect(html).toContain('id="main-content"');
    expect(html).toContain("What do you do? &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt;");
    expect(html).toContain("Ada &lt;img");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Content Strategy Planning");
    // The theme is the page's <html> class (index.html's script, before the body): none is decided here.
    expect(html).not.toMatch(/class="(?:[^"]*\s)?(dark|light)(?:\s[^"]*)?"/);
  });

  it("renders in the request's language", async () => {
    const html = await render(input({ lng: "fr", data: data("fr") }));
    expect(html).toContain("Que faites-vous ?");
    expect(html).toContain("Planification de la stratégie de contenu");
    expect(html).not.toContain("Content Strategy Planning");
  });

  it("keeps nothing of one user for the next", async () => {
    await render(input({ data: data("en", { "11111111-1111-4111-8111-111111111111": "secret answer" }) }));
    const html = await render(
      input({ user: { id: "33333333-3333-4333-8333-333333333333", email: "bob@example.com" } }),
    );
    expect(html).not.toContain("secret answer");
    expect(html).not.toContain("Ada");
    expect(html).toContain("bob@example.com");
  });

  it("renders the page the server warms up with at start", async () => {
    expect(await render({ ...WARM_UP, config })).toContain('id="main-content"');
  });

  it("refuses when the page's data is incomplete, or the page is not that route", async () => {
    const partial = data("en") as Record<string, unknown>;
    delete partial["/api/strategies"];
    await expect(render(input({ data: partial }))).rejects.toThrow(/no data/);
    await expect(render(input({ path: "/nowhere" }))).rejects.toThrow();
    // A collapsed sidebar (a cookie the browser reads) would not look like this markup.
    await expect(render(input({ cookie: "sidebar%3Astate=false" }))).rejects.toThrow(/collapsed/);
    // Answers only this browser has (the wizard would open on them): the page goes without markup.
    await expect(render(input({ cookie: "a=b; pp-strategy-unsaved=1" }))).rejects.toThrow(/unsaved/);
    expect(await render(input({ cookie: "pp-strategy-unsaved=" }))).toContain('id="main-content"');
  });
});

describe("the page markup the server sends", () => {
  const logger = { warn: vi.fn() };
  const { config: _c, ...request } = input();

  it("keeps forms from submitting natively before the app is there", async () => {
    const markup = pageMarkup(async () => ({ render }), config, logger);
    const html = await markup(request);
    expect(html).toMatch(/<form method="dialog"/);
  });

  it("is undefined, never an error, when the renderer is missing, fails or is too slow", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      expect(await pageMarkup(async () => undefined, config, logger)(request)).toBeUndefined();
      const broken = pageMarkup(() => Promise.reject(new Error("no build")), config, logger);
      expect(await broken(request)).toBeUndefined();
      const throwing = pageMarkup(async () => ({ render: () => Promise.reject(new Error("boom")) }), config, logger);
      expect(await throwing(request)).toBeUndefined();
      const slow = pageMarkup(async () => ({ render: () => new Promise<string>(() => {}) }), config, logger);
      const pending = slow(request);
      await vi.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS);
      expect(await pending).toBeUndefined();
      expect(await builtRenderer(path.join("nowhere", "web"))()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders one page at a time, the warm-up first", async () => {
    const order: string[] = [];
    const renderer = async ({ user }: PageRenderInput) => {
      order.push(`start ${user.email}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${user.email}`);
      return `<p>${user.email}</p>`;
    };
    const warmUp = { ...request, user: { id: "w", email: "warm" } };
    const markup = pageMarkup(async () => ({ render: renderer, warmUp }), config, logger);
    const [a, b] = await Promise.all([
      markup({ ...request, user: { id: "a", email: "a" } }),
      markup({ ...request, user: { id: "b", email: "b" } }),
    ]);
    expect([a, b]).toEqual(["<p>a</p>", "<p>b</p>"]);
    expect(order).toEqual(["start warm", "end warm", "start a", "end a", "start b", "end b"]);
  });

  it("goes inside #root for the signed-in visitor it was rendered for, taken over like a prerendered screen", () => {
    const indexHtml = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
    const page = spaPage("/nowhere", indexHtml);
    const user = { id: "u1", email: "ada@example.com" };
    const html = page("/strategy", user, "fr", { "/api/strategies": { strategies: [] } }, "<main>wizard</main>");
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<div id="root" data-prerendered="fr"><main>wizard</main></div>');
    expect(page("/strategy", user, "en", undefined, undefined)).toContain('<div id="root"></div>');
    // Never for a visitor the server does not know as signed in.
    expect(page("/strategy", undefined, "en", undefined, "<main>wizard</main>")).not.toContain("wizard");
  });
});
