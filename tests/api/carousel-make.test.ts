import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_KIT } from "../../src/contracts/carousels/brand-kit";
import { makeCarouselEventSchema } from "../../src/contracts/carousels/make";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const POST = `Five lessons from launch week

We shipped on a Tuesday. Nothing broke, and that was the first surprise.

What worked:
- Ship early
- Talk to users
- Write it down

73% of sign-ups came from one post`;

/** Pre-stream refusals (400, 404) answer JSON; a request that starts streams NDJSON events. */
const make = (client: Client, json: Record<string, unknown>) => client.json("/api/carousels/make", { json });

async function made(client: Client, json: Record<string, unknown>) {
  const res = await client.request("/api/carousels/make", { json });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const events = (await res.text())
    .trimEnd()
    .split("\n")
    .map((line) => makeCarouselEventSchema.parse(JSON.parse(line)));
  const done = events.at(-1);
  if (done?.type !== "done") throw new Error(`no done event: ${JSON.stringify(done)}`);
  return { events, carousel: done.carousel as any, mode: done.mode };
}

async function created(client: Client, path: string, json: Record<string, unknown>, key: string) {
  const res = await client.json(path, { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[key] as { id: string };
}

describe("Make a carousel (template mode)", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    expect((await make(anon, { source: { kind: "topic", topic: "x" } })).status).toBe(401);
  });

  it("makes a carousel from a post: its slides cut from the text, saved, labelled as template mode", async () => {
    const { client } = await signedInUser(t);
    const post = await created(client, "/api/posts", { body: POST }, "post");
    const { events, carousel, mode } = await made(client, { source: { kind: "post", id: post.id } });
    expect(mode).toBe("template");
    expect(events[0]).toEqual({ type: "start", mode: "template" });
    // each slide streamed, then the saved carousel with the same slides
    expect(events.filter((e) => e.type === "slide").map((e) => (e as { slide: unknown }).slide)).toEqual(
      carousel.design.slides,
    );
    expect(carousel).toMatchObject({ name: "Five lessons from launch week", version: 1 });
    // 3 blocks are under the 4 body slides wanted: the paragraph is split at its sentences
    expect(carousel.design.slides.map((s: { layout: string }) => s.layout)).toEqual([
      "cover",
      "text",
      "text",
      "list",
      "stat",
      "cta",
    ]);
    // it is a carousel like any other: listed, and read back the same
    expect((await client.json(`/api/carousels/${carousel.id}`)).body.carousel).toEqual(carousel);
  });

  it("makes one from a note, a pillar or a topic, in French when asked", async () => {
    const { client } = await signedInUser(t);
    const note = await created(
      client,
      "/api/notes",
      { body: "Idée : tarifs\n\nLes prix se testent. Ils se mesurent." },
      "note",
    );
    const fromNote = await made(client, { source: { kind: "note", id: note.id }, lang: "fr" });
    expect(fromNote.carousel.design.slides[0]).toMatchObject({ title: "Idée : tarifs" });
    expect(fromNote.carousel.design.slides.at(-1)).toMatchObject({ title: "Cela vous a été utile ?" });

    const strategy = await client.json("/api/strategies", {
      json: { name: "Plan", pillars: [{ name: "Dynamic pricing", description: "", isActive: true }] },
    });
    const pillarId = strategy.body.strategy.pillars[0].id;
    const fromPillar = await made(client, { source: { kind: "pillar", id: pillarId } });
    expect(fromPillar.carousel.design.slides[0]).toMatchObject({ title: "Dynamic pricing" });
    expect(fromPillar.carousel.design.slides[1]).toMatchObject({ heading: "The problem" });
    // a carousel made from a pillar belongs to it (the list and the pillar mix see it)
    expect(fromPillar.carousel.pillarId).toBe(pillarId);

    const fromTopic = await made(client, { source: { kind: "topic", topic: "Pricing a B2B product" }, name: "Mine" });
    expect(fromTopic.carousel).toMatchObject({ name: "Mine", pillarId: null });
    expect(fromTopic.carousel.design.slides).toHaveLength(6);
    // without a model configured, auto is the template
    expect(fromTopic.mode).toBe("template");
  });

  it("dresses the carousel in the workspace's brand kit", async () => {
    const { client } = await signedInUser(t);
    const kit = {
      ...DEFAULT_BRAND_KIT,
      background: "#fffaf0",
      text: "#1a1a1a",
      accent: "#b03000",
      name: "Ada",
      handle: "@ada",
    };
    expect((await client.json("/api/brand-kit", { method: "PUT", json: { version: 0, kit } })).status).toBe(200);
    const { carousel } = await made(client, { source: { kind: "topic", topic: "Hello\n\nOne. Two." } });
    expect(carousel.design.theme).toMatchObject({ background: "#fffaf0", text: "#1a1a1a", accent: "#b03000" });
    expect(carousel.design.author).toMatchObject({ name: "Ada", handle: "@ada" });
    expect(carousel.design.slides.at(-1).action).toContain("Follow Ada");
  });

  it("answers 404 for another workspace's post, note or pillar, without its content, and writes nothing", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const post = await created(a.client, "/api/posts", { body: "A's secret launch plan\n\nDetails." }, "post");
    const note = await created(a.client, "/api/notes", { body: "A's secret note" }, "note");
    const strategy = await a.client.json("/api/strategies", {
      json: { name: "Plan", pillars: [{ name: "A's pillar", isActive: true }] },
    });
    const pillarId = strategy.body.strategy.pillars[0].id;
    for (const source of [
      { kind: "post", id: post.id },
      { kind: "note", id: note.id },
      { kind: "pillar", id: pillarId },
      { kind: "post", id: "not-a-uuid" },
      { kind: "note", id: "00000000-0000-4000-8000-000000000000" },
    ]) {
      const res = await make(b.client, { source });
      expect(res.status, JSON.stringify(source)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("secret");
      expect(JSON.stringify(res.body)).not.toContain("A's");
    }
    expect((await b.client.json("/api/carousels")).body.total).toBe(0);
    // a post in the trash is no source either
    expect((await a.client.json(`/api/posts/${post.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await make(a.client, { source: { kind: "post", id: post.id } })).status).toBe(404);
  });

  it("refuses bad input with a 400 and writes nothing: an empty post, no topic, NUL bytes, huge strings, wrong kinds", async () => {
    const { client } = await signedInUser(t);
    const empty = await created(client, "/api/posts", { body: "" }, "post");
    const res = await make(client, { source: { kind: "post", id: empty.id } });
    expect([res.status, res.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(res.body.error.details.issues).toEqual([{ path: "source", code: "SOURCE_EMPTY" }]);
    for (const body of [
      { source: { kind: "topic", topic: "   " } },
      { source: { kind: "topic", topic: "a\u0000b" } },
      { source: { kind: "topic", topic: "x".repeat(100_000) } },
      { source: { kind: "url", id: "https://example.com" } },
      { source: { kind: "post" } },
      { source: { kind: "post", id: 42 } },
      { source: { kind: "topic", topic: "ok" }, lang: "de" },
      { source: { kind: "topic", topic: "ok" }, name: "x".repeat(121) },
      { source: "topic" },
      {},
    ]) {
      const bad = await make(client, body);
      expect(bad.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.body.error.message).toBeTruthy();
    }
    expect((await client.json("/api/carousels")).body.total).toBe(0);
  });
});
