// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiConnectionCheck } from "@contracts/ai/schemas";
import { AiConnectionCard } from "@/features/ai-connection/ai-connection-card";
import { setupTestI18n } from "./test-i18n";
import { fr } from "../support/locales";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WORKS: AiConnectionCheck = {
  configured: true,
  host: "groq.example:443",
  model: "llama-3.3-70b",
  checks: {
    reachable: "passed",
    keyAccepted: "passed",
    modelListed: "passed",
    structuredOutput: "passed",
    streamedAnswer: "passed",
  },
  problem: null,
  structuredOutputFailure: null,
  streamedAnswerFailure: null,
  learned: { structuredOutput: { plain: "json_schema", streamed: "prompt" }, reasoning: true, streaming: false },
  otherModels: [],
  latencyMs: { models: 12, structuredOutput: 340, streamedAnswer: 410 },
  checkedAt: "2026-11-27T22:00:00.000Z",
};

async function tested(result: AiConnectionCheck) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(result), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AiConnectionCard />
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole("button", { name: "Test the AI connection" }));
  await screen.findByTestId("ai-check-streamedAnswer");
  return screen.getByTestId("ai-connection-result");
}

describe("Test the AI connection (Apps)", () => {
  it("says what it learned: each kind of call's JSON mode, reasoning, streaming, in a labelled list", async () => {
    const result = await tested(WORKS);
    expect(result.textContent).toContain("AI works: the model answers the way PillarPost asks.");
    expect(screen.getByTestId("ai-check-streamedAnswer").textContent).toBe(
      "Streamed answer (Generate Post): yes (410 ms)",
    );
    const learned = within(result).getByRole("region", { name: "What PillarPost learned from the answers" });
    const fact = (key: string) => within(learned).getByTestId(`ai-learned-${key}`).textContent;
    expect(fact("plainMode")).toBe(
      "JSON answers (strategy, Fill the gap)JSON schema: the server holds the answer to it",
    );
    expect(fact("streamedMode")).toBe("JSON answers (Generate Post)in the prompt only: the answer is read tolerantly");
    expect(fact("reasoning")).toBe(
      "Reasoningthe model thinks before it answers (hidden; PillarPost says it is thinking)",
    );
    expect(fact("streaming")).toBe("Live texteach answer arrives whole (no live text)");
    // terms and their values, as a description list
    expect(learned.querySelectorAll("dt")).toHaveLength(4);
    expect(learned.querySelectorAll("dd")).toHaveLength(4);
  });

  it("says when only the streamed answer fails, with the failure's words, and hides what was never learned", async () => {
    const result = await tested({
      ...WORKS,
      checks: { ...WORKS.checks, streamedAnswer: "failed" },
      problem: "streaming-failed",
      streamedAnswerFailure: "invalid-output",
      learned: { structuredOutput: { plain: "json_schema", streamed: null }, reasoning: false, streaming: null },
    });
    expect(result.textContent).toContain("The model answers, but not when its answer is streamed");
    expect(result.textContent).toContain("The AI gave an answer that could not be used: try again.");
    expect(within(result).getByTestId("ai-learned-streamedMode").textContent).toContain("not known yet");
    expect(within(result).getByTestId("ai-learned-reasoning").textContent).toContain("none seen");
  });

  it("says an empty AI account is the admin's to top up, and shows no learned facts when nothing answered", async () => {
    const result = await tested({
      ...WORKS,
      checks: { ...WORKS.checks, structuredOutput: "failed", streamedAnswer: "unknown" },
      problem: "no-credit",
      structuredOutputFailure: "no-credit",
      learned: { structuredOutput: { plain: null, streamed: null }, reasoning: null, streaming: null },
      latencyMs: { models: 12, structuredOutput: 200, streamedAnswer: null },
    });
    expect(result.textContent).toContain("The AI account has no credit left. An administrator must top it up");
    expect(result.textContent).toContain("ask your admin to top it up or change LLM_API_KEY");
    expect(screen.getByTestId("ai-check-streamedAnswer").textContent).toBe(
      "Streamed answer (Generate Post): not checked",
    );
    expect(within(result).queryByTestId("ai-learned")).toBeNull();
  });

  it("has its French words", () => {
    expect(Object.keys(fr.aiConnection.learned.modes)).toEqual(["json_schema", "json_object", "prompt"]);
    expect(fr.aiConnection.problems["no-credit"]).toMatch(/LLM_API_KEY/);
    expect(fr.aiFailure.noCredit).toMatch(/LLM_API_KEY/);
    expect(fr.aiConnection.steps.streamedAnswer).toBeTruthy();
  });
});
