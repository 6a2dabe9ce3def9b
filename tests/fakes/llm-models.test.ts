import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_LLM_API_KEY, FAKE_LLM_MODELS, startFakeLlm, type FakeLlm } from "./llm";

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm?.stop());

describe("fake LLM's models list", () => {
  it("lists its models as OpenAI's GET /v1/models does, with the key only", async () => {
    const res = await fetch(`${llm.baseUrl}/models`, { headers: { authorization: `Bearer ${FAKE_LLM_API_KEY}` } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.object).toBe("list");
    expect(body.data.map((m: { id: string; object: string }) => [m.id, m.object])).toEqual(
      FAKE_LLM_MODELS.map((id) => [id, "model"]),
    );

    const wrong = await fetch(`${llm.baseUrl}/models`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe("invalid_api_key");
    expect((await fetch(`${llm.baseUrl}/models`)).status).toBe(401);
    // completions are untouched: no model request counted among them
    expect(llm.requests).toEqual([]);
  });
});
