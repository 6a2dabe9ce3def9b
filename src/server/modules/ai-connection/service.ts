import type { Logger } from "pino";
import { AI_CHECK_LIMIT, type AiCheckProblem, type AiConnectionCheck } from "../../../contracts/ai/schemas";
import type { LlmClient } from "../../integrations/llm/llm-client";
import { probeLlm, type LlmProbe, type LlmProbeSettings } from "../../integrations/llm/probe";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";
import type { Actor } from "../../lib/actor";

export interface AiConnectionDeps {
  /** null when LLM_BASE_URL / LLM_MODEL are not set. */
  llm: LlmClient | null;
  settings: LlmProbeSettings;
  limits: LimitStore;
  clock: () => Date;
}

/** The host (and port) of LLM_BASE_URL: never its credentials, path or query. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/** Each problem's fix, for the log (the Apps page says it in the user's language). */
const FIXES: Record<AiCheckProblem, string> = {
  "not-configured": "set LLM_BASE_URL and LLM_MODEL",
  unreachable: "nothing answers at LLM_BASE_URL: check the URL and that the AI server runs",
  "key-refused": "the AI server refused LLM_API_KEY",
  "wrong-url": "no models list at LLM_BASE_URL: most servers need /v1 at its end (see the README)",
  "model-not-listed": "LLM_MODEL is not among the AI server's models",
  "no-credit": "the AI account has no credit left: top it up or change LLM_API_KEY",
  "structured-output-failed": "the model gave no usable structured answer",
  "streaming-failed": "the model gave no usable streamed answer: Generate Post fails (LLM_STRUCTURED_OUTPUT may help)",
};

const yesNo = (value: boolean | null) => (value === null ? "unknown" : value ? "yes" : "no");

/** What was learned, for the log line: "structured output json_schema (streamed: prompt), reasoning no, streaming yes". */
function learnedText(learned: AiConnectionCheck["learned"]): string {
  const { plain, streamed } = learned.structuredOutput;
  const modes = streamed && streamed !== plain ? `${plain ?? "unknown"} (streamed: ${streamed})` : (plain ?? "unknown");
  return `structured output ${modes}, reasoning ${yesNo(learned.reasoning)}, streaming ${yesNo(learned.streaming)}`;
}

/**
 * The AI connection test: at start (logged) and from the Apps page (each test a user runs costs a call to the
 * model, so at most AI_CHECK_LIMIT per user per window, counted in Postgres like the other limits).
 */
export function aiConnectionService(deps: AiConnectionDeps) {
  const limiter = new RateLimiter(deps.limits, "ai-connection-checks", AI_CHECK_LIMIT.windowSeconds);
  const { settings } = deps;

  async function run(): Promise<{ check: AiConnectionCheck; probe: LlmProbe | null }> {
    const base = {
      host: deps.llm ? hostOf(settings.baseUrl) : null,
      model: deps.llm ? settings.model : null,
    };
    if (!deps.llm) {
      const check: AiConnectionCheck = {
        configured: false,
        ...base,
        checks: {
          reachable: "unknown",
          keyAccepted: "unknown",
          modelListed: "unknown",
          structuredOutput: "unknown",
          streamedAnswer: "unknown",
        },
        problem: "not-configured",
        structuredOutputFailure: null,
        streamedAnswerFailure: null,
        learned: { structuredOutput: { plain: null, streamed: null }, reasoning: null, streaming: null },
        otherModels: [],
        latencyMs: { models: null, structuredOutput: null, streamedAnswer: null },
        checkedAt: deps.clock().toISOString(),
      };
      return { check, probe: null };
    }
    const probe = await probeLlm(settings, deps.llm);
    const check: AiConnectionCheck = {
      configured: true,
      ...base,
      checks: probe.checks,
      problem: probe.problem,
      structuredOutputFailure: probe.structuredOutputFailure,
      streamedAnswerFailure: probe.streamedAnswerFailure,
      learned: probe.learned,
      otherModels: probe.otherModels,
      latencyMs: probe.latencyMs,
      checkedAt: deps.clock().toISOString(),
    };
    return { check, probe };
  }

  return {
    /** A user's test: 429 AI_CHECK_RATE_LIMITED over the limit. Without a model it costs nothing and is not counted. */
    async check(actor: Actor): Promise<AiConnectionCheck> {
      if (deps.llm) {
        const wait = await limiter.take({ key: actor.userId, max: AI_CHECK_LIMIT.max });
        if (wait > 0) throw new AppError({ code: "AI_CHECK_RATE_LIMITED", retryAfterSeconds: wait });
      }
      return (await run()).check;
    },

    /**
     * The test at start, as one log line: info when AI works (or is not set up), a warning with the problem if not;
     * either way what was learned (structured output modes, reasoning, streaming), in the text and in `ai.learned`.
     */
    async logAtStart(logger: Logger): Promise<void> {
      const { check, probe } = await run();
      if (!check.configured) {
        logger.info(
          { ai: { configured: false } },
          "AI not set up (LLM_BASE_URL, LLM_MODEL): the built-in generators answer",
        );
        return;
      }
      const ai = {
        host: check.host,
        model: check.model,
        checks: check.checks,
        problem: check.problem,
        structuredOutputFailure: check.structuredOutputFailure,
        streamedAnswerFailure: check.streamedAnswerFailure,
        learned: check.learned,
        modelsAnswer: probe?.modelsAnswer ?? null,
        ...(check.otherModels.length ? { otherModels: check.otherModels } : {}),
        latencyMs: check.latencyMs,
      };
      const { plain, streamed } = check.learned.structuredOutput;
      const learned = plain || streamed ? ` (${learnedText(check.learned)})` : "";
      if (check.problem) logger.warn({ ai }, `AI server checked: ${FIXES[check.problem]}${learned}`);
      else logger.info({ ai }, `AI server checked: the model answers, ${learnedText(check.learned)}`);
    },
  };
}

export type AiConnectionService = ReturnType<typeof aiConnectionService>;
