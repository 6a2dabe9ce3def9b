import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationEventSchema, type GenerationEvent } from "../../src/contracts/generation/schemas";
import { FAKE_LLM_POST, startFakeLlm, type FakeLlm } from "../fakes/llm";
import { makeTestApp, signedInUser, type Client } from "../support/test-app";

// A user's Generate Post slot (one LLM generation at a time) is a lease in Postgres. Its holder renews it while the
// generation runs: a generation whose retries outlast the lease (a cut answer asked again shorter, cut again, then
// one variant a call) keeps its slot to the end and saves its result; the slot is free once it ends.

// long enough that a renewal every third of it is never late on 2 cores shared with the suite (1 s lapsed in CI)
const LEASE_SECONDS = 3;
let llm: FakeLlm;

beforeAll(async () => {
  llm = await startFakeLlm({ mode: "good" });
});
afterAll(() => llm?.stop());

const input = (topic: string) => ({ pillarId: null, topic, format: "lessons", length: "medium", language: "en" });

async function events(res: Response): Promise<GenerationEvent[]> {
  return (await res.text())
    .trimEnd()
    .split("\n")
    .map((line) => generationEventSchema.parse(JSON.parse(line)));
}

async function generate(client: Client, topic: string): Promise<GenerationEvent[]> {
  const res = await client.request("/api/generations", { json: input(topic) });
  expect(res.status, await res.clone().text()).toBe(200);
  return events(res);
}

describe("Generate Post's slot", () => {
  it("is kept by a slow generation whose retries outlast the lease, which still saves its result", async () => {
    const app = makeTestApp(
      {
        LLM_BASE_URL: llm.baseUrl,
        LLM_API_KEY: llm.apiKey,
        LLM_MODEL: "fake-model",
        LLM_TIMEOUT_MS: "10000",
        GENERATE_RATE_LIMIT_MAX: "1000",
      },
      { generationLeaseSeconds: LEASE_SECONDS },
    );
    const { client } = await signedInUser(app);
    const cut = { kind: "truncated", body: { variants: [{ text: "A long text that goes on and on" }] } } as const;
    // cut twice: then one variant a call, five calls in all, each streamed slowly (about 1.6 s: 8 s in all)
    llm.script(cut, cut);
    llm.streaming = { chunkSize: 10, delayMs: 160 };
    const before = llm.requests.length;
    const started = Date.now();
    try {
      const running = generate(client, "Slow retries");
      // into the per-variant calls, and past the lease's length: only a renewed lease still holds the slot
      await expect
        .poll(() => llm.requests.length - before >= 3 && Date.now() - started > LEASE_SECONDS * 1000 + 500, {
          timeout: 15_000,
          interval: 50,
        })
        .toBe(true);
      const second = await client.json("/api/generations", { json: input("Meanwhile") });
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe("POST_GENERATION_IN_PROGRESS");

      const done = (await running).at(-1)!;
      expect(done.type, JSON.stringify(done)).toBe("done");
      if (done.type !== "done") return;
      expect(Date.now() - started).toBeGreaterThan(LEASE_SECONDS * 1000 * 2);
      expect(llm.requests.length - before).toBe(5);
      expect(done.generation.mode).toBe("llm");
      expect(done.generation.variants.map((v) => v.hook)).toEqual([1, 2, 3].map(() => expect.any(String)));
      expect(done.generation.variants[0].hook).toContain(FAKE_LLM_POST.hookPrefix);
      // saved: the generation is listed
      const saved = await client.json(`/api/generations/${done.generation.id}`);
      expect(saved.status).toBe(200);
      expect(saved.body.generation.variants).toHaveLength(3);
    } finally {
      llm.streaming = { chunkSize: 12, delayMs: 0 };
    }
    // the slot is given back at the end, not left to expire
    const again = (await generate(client, "Free again")).at(-1)!;
    expect(again).toMatchObject({ type: "done", generation: { mode: "llm" } });
  }, 60_000);
});
