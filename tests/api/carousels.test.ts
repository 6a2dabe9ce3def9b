import { describe, expect, it } from "vitest";
import { CAROUSEL_LIMITS, DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/schemas";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const design = (over: Record<string, unknown> = {}) => ({
  theme: DEFAULT_CAROUSEL_THEME,
  slides: [
    { layout: "cover", title: "Five lessons from launch week" },
    { layout: "list", heading: "What worked", items: ["Ship early", "Talk to users", "Write it down"] },
    { layout: "cta", title: "Follow for more" },
  ],
  ...over,
});

async function createCarousel(client: Client, json: Record<string, unknown> = {}) {
  const res = await client.json("/api/carousels", { json: { name: "Launch week", design: design(), ...json } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.carousel;
}

describe("carousels", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/carousels")).status).toBe(401);
    expect((await anon.json("/api/carousels", { json: { name: "x", design: design() } })).status).toBe(401);
  });

  it("are made from a design (defaults filled in), listed newest change first, searched by name", async () => {
    const { client, userId } = await signedInUser(t);
    const first = await createCarousel(client, { name: "Déjà vu" });
    expect(first).toMatchObject({ name: "Déjà vu", slideCount: 3, version: 1, createdBy: userId, deletedAt: null });
    expect(first.design).toMatchObject({ size: "portrait", counter: true, swipeArrow: true });
    expect(first.design.slides[0]).toEqual({ layout: "cover", title: "Five lessons from launch week", subtitle: "" });
    const second = await createCarousel(client, { name: "Pricing 100%_off", design: design({ size: "square" }) });
    const list = await client.json("/api/carousels");
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(list.body.total).toBe(2);
    expect((await client.json("/api/carousels?q=DEJA")).body.items.map((c: { id: string }) => c.id)).toEqual([
      first.id,
    ]);
    // LIKE's wildcards are the characters typed
    expect((await client.json("/api/carousels?q=0%25_")).body.items.map((c: { id: string }) => c.id)).toEqual([
      second.id,
    ]);
    expect((await client.json("/api/carousels?q=%25")).body.items.map((c: { id: string }) => c.id)).toEqual([
      second.id,
    ]);
    expect((await client.json("/api/carousels?q=g%25o")).body.items).toHaveLength(0);
  });

  it("save with versions: a stale save gets a conflict and changes nothing", async () => {
    const { client } = await signedInUser(t);
    const carousel = await createCarousel(client);
    const renamed = await client.json(`/api/carousels/${carousel.id}`, {
      method: "PATCH",
      json: { version: 1, name: "Renamed" },
    });
    expect(renamed.body.carousel).toMatchObject({ name: "Renamed", version: 2 });
    const slides = [...design().slides, { layout: "quote", quote: "Less, but better.", attribution: "Dieter Rams" }];
    const edited = await client.json(`/api/carousels/${carousel.id}`, {
      method: "PATCH",
      json: { version: 2, design: design({ slides }) },
    });
    expect(edited.body.carousel).toMatchObject({ name: "Renamed", version: 3, slideCount: 4 });
    const stale = await client.json(`/api/carousels/${carousel.id}`, {
      method: "PATCH",
      json: { version: 2, name: "Old" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("VERSION_CONFLICT");
    expect((await client.json(`/api/carousels/${carousel.id}`)).body.carousel).toMatchObject({
      name: "Renamed",
      version: 3,
    });
  });

  it("go to the trash and back, and are duplicated as copies", async () => {
    const { client } = await signedInUser(t);
    const carousel = await createCarousel(client);
    const copy = await client.json(`/api/carousels/${carousel.id}/duplicate`, { method: "POST" });
    expect(copy.status).toBe(201);
    expect(copy.body.carousel).toMatchObject({ name: "Launch week (copy)", version: 1, slideCount: 3 });
    expect(copy.body.carousel.design).toEqual(carousel.design);
    const long = await createCarousel(client, { name: "x".repeat(120) });
    const longCopy = await client.json(`/api/carousels/${long.id}/duplicate`, { method: "POST" });
    expect(longCopy.body.carousel.name).toHaveLength(120);
    expect(longCopy.body.carousel.name.endsWith(" (copy)")).toBe(true);

    const deleted = await client.json(`/api/carousels/${carousel.id}`, { method: "DELETE" });
    expect(deleted.body.carousel.deletedAt).not.toBeNull();
    expect((await client.json("/api/carousels")).body.items.map((c: { id: string }) => c.id)).not.toContain(
      carousel.id,
    );
    expect((await client.json("/api/carousels?trash=true")).body.items.map((c: { id: string }) => c.id)).toEqual([
      carousel.id,
    ]);
    // a trashed carousel is neither edited nor copied
    const v = deleted.body.carousel.version;
    expect(
      (await client.json(`/api/carousels/${carousel.id}`, { method: "PATCH", json: { version: v, name: "y" } })).status,
    ).toBe(404);
    expect((await client.json(`/api/carousels/${carousel.id}/duplicate`, { method: "POST" })).status).toBe(404);
    const restored = await client.json(`/api/carousels/${carousel.id}/restore`, { method: "POST" });
    expect(restored.body.carousel.deletedAt).toBeNull();
    expect((await client.json(`/api/carousels/${carousel.id}/restore`, { method: "POST" })).status).toBe(404);
  });

  it("refuse a bad design with a 400 and write nothing", async () => {
    const { client } = await signedInUser(t);
    const bad = [
      design({ slides: [{ layout: "cta", title: "only one" }] }),
      design({ slides: Array(CAROUSEL_LIMITS.maxSlides + 1).fill({ layout: "cta", title: "x" }) }),
      design({ theme: { ...DEFAULT_CAROUSEL_THEME, background: "url(https://evil.example/x.png)" } }),
      design({ theme: { ...DEFAULT_CAROUSEL_THEME, accent: "red;}body{display:none" } }),
      design({ theme: { ...DEFAULT_CAROUSEL_THEME, bodyFont: "Comic Sans" } }),
      design({
        slides: [
          { layout: "script", title: "x" },
          { layout: "cta", title: "x" },
        ],
      }),
      design({
        slides: [
          { layout: "cover", title: "a\u0000b" },
          { layout: "cta", title: "x" },
        ],
      }),
      design({
        slides: [
          { layout: "cover", title: "x".repeat(10_000) },
          { layout: "cta", title: "x" },
        ],
      }),
      "not an object",
    ];
    for (const d of bad) {
      const res = await client.json("/api/carousels", { json: { name: "Bad", design: d } });
      expect(res.status, JSON.stringify(d).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    for (const name of ["", "   ", "x".repeat(121), 42])
      expect((await client.json("/api/carousels", { json: { name, design: design() } })).status).toBe(400);
    expect((await client.json("/api/carousels")).body.total).toBe(0);
    const missingPillar = await client.json("/api/carousels", {
      json: { name: "x", design: design(), pillarId: "00000000-0000-4000-8000-000000000000" },
    });
    expect([missingPillar.status, missingPillar.body.error.code]).toEqual([400, "PILLAR_NOT_FOUND"]);
    expect((await client.json("/api/carousels")).body.total).toBe(0);
  });

  it("of one workspace are invisible and untouchable from another", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const carousel = await createCarousel(a.client, { name: "A's secret plan" });
    expect((await b.client.json("/api/carousels")).body.items).toEqual([]);
    expect((await b.client.json(`/api/carousels/${carousel.id}`)).status).toBe(404);
    const patch = await b.client.json(`/api/carousels/${carousel.id}`, {
      method: "PATCH",
      json: { version: 1, name: "mine" },
    });
    expect(patch.status).toBe(404);
    expect((await b.client.json(`/api/carousels/${carousel.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await b.client.json(`/api/carousels/${carousel.id}/duplicate`, { method: "POST" })).status).toBe(404);
    expect((await b.client.json(`/api/carousels/not-a-uuid`)).status).toBe(404);
    expect((await a.client.json(`/api/carousels/${carousel.id}`)).body.carousel).toMatchObject({
      name: "A's secret plan",
      version: 1,
    });
  });
});
