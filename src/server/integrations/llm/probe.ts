import { z } from "zod";
import {
  AI_CHECK_MODELS_SHOWN,
  type AiCheckProblem,
  type AiCheckState,
  type AiCheckStep,
} from "../../../contracts/ai/rules";
import { LlmError, type LlmClient, type LlmLearned } from "./llm-client";

export interface LlmProbeSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** What a probe of the AI server learned (the key never appears in it). */
export interface LlmProbe {
  checks: Record<AiCheckStep, AiCheckState>;
  problem: AiCheckProblem | null;
  /** The structured answer's failure, as the client names it (LlmError's reason). */
  structuredOutputFailure: string | null;
  /** The streamed answer's failure, named the same way. */
  streamedAnswerFailure: string | null;
  /** What the client learned from the answers: structured output modes, reasoning, streaming. */
  learned: LlmLearned;
  /** When the model is not listed: some of those that are. */
  otherModels: string[];
  latencyMs: { models: number | null; structuredOutput: number | null; streamedAnswer: number | null };
  /** For the log: the models list's HTTP status, or why there was none (a network error's code). */
  modelsAnswer: number | string | null;
}

/** The models list is one small read: a server that takes longer is as good as unreachable for the test. */
const MODELS_TIMEOUT_MS = 10_000;

/** The tiny structured answer asked of the model. */
const CHECK_SCHEMA = z.object({ ok: z.boolean() });
const CHECK_REQUEST = {
  schema: CHECK_SCHEMA,
  schemaName: "connection_check",
  system: "You are a connection test. Answer only with the JSON object asked for.",
  prompt: 'Answer with this JSON object: {"ok": true}',
};

const failureOf = (err: unknown) => (err instanceof LlmError ? err.reason : "error");

const elapsed = (start: number) => Math.round(performance.now() - start);

/** The model ids of an OpenAI-style list (`data[].id`), or llama.cpp's and Ollama's `models[].name`; null if neither. */
function modelIds(body: unknown): string[] | null {
  if (!body || typeof body !== "object") return null;
  const { data, models } = body as { data?: unknown; models?: unknown };
  const list = Array.isArray(data) ? data : Array.isArray(models) ? models : null;
  if (!list) return null;
  return list
    .map((m: { id?: unknown; name?: unknown; model?: unknown } | null) => m?.id ?? m?.name ?? m?.model)
    .filter((id): id is string => typeof id === "string");
}

/** Ollama lists "llama3.2:latest" for the "llama3.2" it also answers to. */
const lists = (ids: string[], model: string) => ids.includes(model) || ids.includes(`${model}:latest`);

/**
 * Probes the AI server the way an admin would: `GET {base}/models` with the key (is it reachable, is the key
 * accepted, is the model listed), then one tiny structured answer through the app's own client (what strategy and
 * Fill the gap need) and, when it came, the same answer streamed (what Generate Post needs). The structured calls
 * are skipped when the server cannot be reached or refuses the key: they would fail the same way, after the whole
 * LLM deadline. What the client learned on the way (the structured output mode for each kind of call, whether the
 * model reasons, whether the server streams) is part of the result.
 */
export async function probeLlm(settings: LlmProbeSettings, client: LlmClient): Promise<LlmProbe> {
  const probe: LlmProbe = {
    checks: {
      reachable: "unknown",
      keyAccepted: "unknown",
      modelListed: "unknown",
      structuredOutput: "unknown",
      streamedAnswer: "unknown",
    },
    problem: null,
    structuredOutputFailure: null,
    streamedAnswerFailure: null,
    learned: client.learned(),
    otherModels: [],
    latencyMs: { models: null, structuredOutput: null, streamedAnswer: null },
    modelsAnswer: null,
  };

  // what the models list says about the URL, when the model's answer does not settle it
  let urlSuspect = false;
  const start = performance.now();
  let res: Response;
  try {
    res = await fetch(`${settings.baseUrl.replace(/\/$/, "")}/models`, {
      headers: {
        accept: "application/json",
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      signal: AbortSignal.timeout(MODELS_TIMEOUT_MS),
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    probe.modelsAnswer = e.cause?.code ?? e.name;
    probe.checks.reachable = "failed";
    probe.problem = "unreachable";
    return probe;
  }
  const body: unknown = await res.json().catch(() => null);
  probe.latencyMs.models = elapsed(start);
  probe.modelsAnswer = res.status;
  probe.checks.reachable = "passed";
  if (res.status === 401 || res.status === 403) {
    probe.checks.keyAccepted = "failed";
    probe.problem = "key-refused";
    return probe;
  }
  const ids = res.ok ? modelIds(body) : null;
  if (ids) {
    probe.checks.keyAccepted = "passed";
    if (lists(ids, settings.model)) probe.checks.modelListed = "passed";
    else {
      probe.checks.modelListed = "failed";
      probe.otherModels = ids.slice(0, AI_CHECK_MODELS_SHOWN);
    }
  } else if (res.status === 404 || res.ok) {
    // no models list where one was expected (Ollama's 404 "page not found", LM Studio's 200 {"error": ...})
    urlSuspect = true;
  }

  const asked = performance.now();
  try {
    await client.generate(CHECK_REQUEST);
    probe.checks.structuredOutput = "passed";
    // the model answered: the key was accepted, whatever the models list said
    if (probe.checks.keyAccepted === "unknown") probe.checks.keyAccepted = "passed";
  } catch (err) {
    probe.checks.structuredOutput = "failed";
    probe.structuredOutputFailure = failureOf(err);
  }
  probe.latencyMs.structuredOutput = elapsed(asked);
  if (probe.checks.structuredOutput === "failed") {
    probe.learned = client.learned();
    probe.problem =
      probe.structuredOutputFailure === "no-credit"
        ? "no-credit"
        : urlSuspect
          ? "wrong-url"
          : probe.checks.modelListed === "failed"
            ? "model-not-listed"
            : "structured-output-failed";
    return probe;
  }

  const streamedAt = performance.now();
  try {
    await client.stream({ ...CHECK_REQUEST, onPartial: () => {} });
    probe.checks.streamedAnswer = "passed";
  } catch (err) {
    probe.checks.streamedAnswer = "failed";
    probe.streamedAnswerFailure = failureOf(err);
    probe.problem = probe.streamedAnswerFailure === "no-credit" ? "no-credit" : "streaming-failed";
  }
  probe.latencyMs.streamedAnswer = elapsed(streamedAt);
  probe.learned = client.learned();
  return probe;
}
