import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCarouselEventSchema, type MakeCarouselEvent } from "../../src/contracts/carousels/make";
import { FAKE_LLM_CAROUSEL, fakeCarouselSlides, startFakeLlm, type FakeLlm } from "../fakes/llm";
import { Client, makeTestApp, signedInUser, type TestApp } from "../support/test-app";

// "Make a carousel" with a model configured: the fake OpenAI-compatible server writes the slides, streamed as they
// are complete, checked by the carousel's schema, saved in the brand kit.
let llm: FakeLlm;
let t: TestApp;
beforeAll(async () => {
  llm = await startFakeLlm({ mode: "good", streaming: { chunkSize: 16, delayMs: 0 } });
  t = makeTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: "3000",
  });
});
afterAll(() => llm?.stop());

async function stream(client: Client, json: Record<string, unknown>): Promise<MakeCarouselEvent[]> {
  const res = await client.request("/api/carousels/make", { json });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.text())
    .trimEnd()
    .split("\n")
    .map((line) => makeCarouselEventSchema.parse(JSON.parse(line)));
}

describe("Make a carousel with a model", () => {
  it("streams the model's slides as each is complete, then saves them as a carousel labelled llm", async () => {
    const { client } = await signedInUser(t);
    const post = await client.json("/api/posts", { json: { body: "Remote teams\n\nThey need writing." } });
    const before = llm.requests.length;
    const events = await stream(client, { source: { kind: "post", id: post.body.post.id } });
    expect(events[0]).toEqual({ type: "start", mode: "llm" });
    const done = events.at(-1)!;
    if (done.type !== "done") throw new Error(JSON.stringify(done));
    expect(done.mode).toBe("llm");
    const expected = fakeCarouselSlides("Remote teams").slides;
    expect(done.carousel.design.slides).toEqual(expected);
    expect(done.carousel.name).toBe(`${FAKE_LLM_CAROUSEL.coverPrefix}: Remote teams`);
    // every slide went out once, in order, before done (the last as the answer completed)
    const slides = events.filter((e) => e.type === "slide");
    expect(slides.map((e) => (e as { index: number }).index)).toEqual(expected.map((_, i) => i));
    expect(slides.map((e) => (e as { slide: unknown }).slide)).toEqual(expected);
    // one call, the post's text in the prompt, the carousel's structured output asked for
    expect(llm.requests.length).toBe(before + 1);
    expect(JSON.stringify(llm.requests.at(-1).messages)).toContain("They need writing.");
    expect(JSON.stringify(llm.requests.at(-1))).toContain(FAKE_LLM_CAROUSEL.schemaName);
  });

  it("uses the built-in outline when asked for the template, without calling the model", async () => {
    const { client } = await signedInUser(t);
    const before = llm.requests.length;
    const events = await stream(client, { source: { kind: "topic", topic: "Hiring" }, mode: "template" });
    expect(events[0]).toEqual({ type: "start", mode: "template" });
    expect(events.at(-1)).toMatchObject({ type: "done", mode: "template" });
    expect(llm.requests.length).toBe(before);
  });

  it("repairs an answer that breaks the carousel's schema, and fails with a code (saving nothing) when it cannot", async () => {
    const { client } = await signedInUser(t);
    // a first answer with an image slide (the model knows no Library) and too few slides: one repair turn
    llm.script(
      {
        kind: "json",
        body: {
          slides: [
            { layout: "image", mediaId: "x" },
            { layout: "cta", title: "x" },
          ],
        },
      },
      { kind: "json", body: fakeCarouselSlides("Repaired") },
    );
    const repaired = await stream(client, { source: { kind: "topic", topic: "Repaired" } });
    expect(repaired.at(-1)).toMatchObject({ type: "done", mode: "llm" });
    expect(JSON.stringify(llm.requests.at(-1).messages)).toContain("could not be used");

    llm.script({ kind: "status", status: 401, body: '{"error":{"message":"bad key","code":"invalid_api_key"}}' });
    const failed = await stream(client, { source: { kind: "topic", topic: "Nope" } });
    expect(failed.at(-1)).toMatchObject({ type: "error", code: "LLM_UNAUTHORIZED", templateAvailable: true });
    // the key never reaches the answer
    expect(JSON.stringify(failed)).not.toContain("Bearer");
    expect((await client.json("/api/carousels")).body.total).toBe(1);
  });

  it("takes the user's one generation slot: a second while the first runs is a 409, the template is never blocked", async () => {
    const { client } = await signedInUser(t);
    llm.script({ kind: "hang", ms: 1500 }, { kind: "json", body: fakeCarouselSlides("Slow") });
    const first = client.request("/api/carousels/make", { json: { source: { kind: "topic", topic: "Slow" } } });
    // the first has taken the slot once its stream has begun
    const firstRes = await first;
    expect(firstRes.status).toBe(200);
    const second = await client.json("/api/carousels/make", { json: { source: { kind: "topic", topic: "Again" } } });
    expect([second.status, second.body.error.code]).toEqual([409, "POST_GENERATION_IN_PROGRESS"]);
    const template = await stream(client, { source: { kind: "topic", topic: "Now" }, mode: "template" });
    expect(template.at(-1)).toMatchObject({ type: "done", mode: "template" });
    const last = JSON.parse((await firstRes.text()).trimEnd().split("\n").at(-1)!);
    // the slow answer came in the end (a hang of 1.5 s is within the 3 s deadline): its slides, saved
    expect(last).toMatchObject({ type: "done", mode: "llm" });
  });

  it("answers 404 for another workspace's note before calling the model", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const note = await a.client.json("/api/notes", { json: { body: "A's secret" } });
    const before = llm.requests.length;
    const res = await b.client.json("/api/carousels/make", {
      json: { source: { kind: "note", id: note.body.note.id } },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("secret");
    expect(llm.requests.length).toBe(before);
  });
});
