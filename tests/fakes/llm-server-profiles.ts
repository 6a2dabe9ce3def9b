/**
 * How the OpenAI-compatible servers people run differ, for the fake LLM (tests/fakes/llm.ts, `profile`). Each
 * behaviour names its source: the server's own documentation, or the issue thread where its answer is quoted. The
 * error texts are the servers' (shortened where they carry ids); the fake still checks the API key on every server
 * (the app must send the configured one), with that server's own refusal.
 */

/** An HTTP answer of the fake: status, body and content type (JSON unless said). */
export interface FakeAnswer {
  status: number;
  body: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface LlmServerProfile {
  family: string;
  /** The path part of the base URL the server's documentation gives (LLM_BASE_URL = origin + this). */
  basePath: string;
  /** Paths where chat completions answer (llama.cpp's server answers with and without /v1). */
  paths: readonly string[];
  /** What a POST to any other path gets: a wrong LLM_BASE_URL. */
  notFound(path: string): FakeAnswer;
  /** The refusal of a missing or wrong API key. */
  unauthorized: FakeAnswer;
  /** The answer to a model the server does not know; null when the server ignores the model name. */
  unknownModel: ((model: string) => FakeAnswer) | null;
  /** The refusal of the request's response_format (or of its schema), or undefined when the server takes it. */
  refuse(body: any): FakeAnswer | undefined;
  /** Reasoning before the answer: `<think>` in the content, or a separate `reasoning_content` field. */
  reasoning?: "think-tag" | "reasoning-field";
  /** Whether a stream's last chunk carries finish_reason. */
  finishReason: boolean;
  /** Server-sent event comment lines in streams (": OPENROUTER PROCESSING"). */
  sseComments?: boolean;
  /** Without response_format, the JSON comes in a code fence after a sentence (what chat models do). */
  proseAroundJson?: boolean;
  /** The answer of an account with no credit left (paid APIs that document one; a test scripts it). */
  noCredit?: FakeAnswer;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: JSON.stringify(body),
  headers,
});
const openAiError = (status: number, message: string, type: string, code: string | null = null) =>
  json(status, { error: { message, type, param: null, code } });
const formatOf = (body: any): string | undefined => body?.response_format?.type;
const schemaText = (body: any) => JSON.stringify(body?.response_format?.json_schema?.schema ?? {});

export const LLM_SERVER_PROFILES = {
  /** https://platform.openai.com/docs/guides/structured-outputs ; https://platform.openai.com/docs/api-reference/chat */
  openai: {
    family: "OpenAI",
    basePath: "/v1",
    paths: ["/v1/chat/completions"],
    notFound: (path) => openAiError(404, `Invalid URL (POST ${path})`, "invalid_request_error"),
    unauthorized: openAiError(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key"),
    unknownModel: (model) =>
      openAiError(
        404,
        `The model \`${model}\` does not exist or you do not have access to it.`,
        "invalid_request_error",
        "model_not_found",
      ),
    refuse: () => undefined,
    finishReason: true,
    // https://platform.openai.com/docs/guides/error-codes ("429 - You exceeded your current quota, please check your
    // plan and billing details"); the body as quoted in openai/openai-cookbook#844
    noCredit: openAiError(
      429,
      "You exceeded your current quota, please check your plan and billing details.",
      "insufficient_quota",
      "insufficient_quota",
    ),
  },
  /**
   * https://docs.ollama.com/api/openai-compatibility (base http://localhost:11434/v1; response_format json_object and
   * json_schema since 0.5). Another path: Go's "404 page not found" (text/plain). Unknown model: "model \"x\" not
   * found, try pulling it first" (ollama/ollama#7218).
   */
  ollama: {
    family: "Ollama",
    basePath: "/v1",
    paths: ["/v1/chat/completions"],
    notFound: () => ({ status: 404, body: "404 page not found", contentType: "text/plain" }),
    unauthorized: openAiError(401, "unauthorized", "api_error"), // behind a proxy that checks a key
    unknownModel: (model) => openAiError(404, `model "${model}" not found, try pulling it first`, "api_error"),
    refuse: () => undefined,
    finishReason: true,
  },
  /**
   * https://lmstudio.ai/docs/app/api/endpoints/openai and .../structured-output: json_schema only ("json_object" is
   * refused: lmstudio-ai/lmstudio-bug-tracker#189); another path answers 200 {"error":"Unexpected endpoint or
   * method. (POST /chat/completions)"}; reasoning models put <think> in the content unless "separate reasoning" is on.
   */
  lmStudio: {
    family: "LM Studio",
    basePath: "/v1",
    paths: ["/v1/chat/completions"],
    notFound: (path) => json(200, { error: `Unexpected endpoint or method. (POST ${path})` }),
    unauthorized: json(401, { error: "Invalid API key" }),
    unknownModel: (model) => json(404, { error: { message: `Model "${model}" not found.`, type: "model_not_found" } }),
    refuse: (body) =>
      formatOf(body) === "json_object"
        ? json(400, { error: "'response_format.type' must be 'json_schema' or 'text'" })
        : undefined,
    reasoning: "think-tag",
    finishReason: true,
  },
  /**
   * https://docs.vllm.ai/en/latest/features/structured_outputs.html (json_schema, json_object); without
   * --reasoning-parser a reasoning model's <think> stays in the content (docs/features/reasoning_outputs). Unknown
   * model: {"object":"error","message":"The model `x` does not exist.","type":"NotFoundError","code":404}; another
   * path: FastAPI's {"detail":"Not Found"}.
   */
  vllm: {
    family: "vLLM",
    basePath: "/v1",
    paths: ["/v1/chat/completions"],
    notFound: () => json(404, { detail: "Not Found" }),
    unauthorized: json(401, { error: "Unauthorized" }), // --api-key
    unknownModel: (model) =>
      json(404, {
        object: "error",
        message: `The model \`${model}\` does not exist.`,
        type: "NotFoundError",
        param: null,
        code: 404,
      }),
    refuse: () => undefined,
    reasoning: "think-tag",
    finishReason: true,
  },
  /**
   * https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md: /v1/chat/completions and
   * /chat/completions, response_format json_object and json_schema, the model name ignored; another path:
   * {"error":{"code":404,"message":"File Not Found","type":"not_found_error"}}; --api-key: 401 "Invalid API Key".
   */
  llamaCpp: {
    family: "llama.cpp",
    basePath: "/v1",
    paths: ["/v1/chat/completions", "/chat/completions"],
    notFound: () => json(404, { error: { code: 404, message: "File Not Found", type: "not_found_error" } }),
    unauthorized: json(401, { error: { code: 401, message: "Invalid API Key", type: "authentication_error" } }),
    unknownModel: null,
    refuse: () => undefined,
    finishReason: true,
  },
  /**
   * llama.cpp builds before Sept 2024 (json_schema came with ggml-org/llama.cpp#9218... and ik_llama.cpp today):
   * 500 "response_format type must be one of \"text\" or \"json_object\", but got: json_schema".
   */
  llamaCppOld: {
    family: "llama.cpp (before Sept 2024), ik_llama.cpp",
    basePath: "",
    paths: ["/v1/chat/completions", "/chat/completions"],
    notFound: () => ({ status: 404, body: "File Not Found", contentType: "text/plain" }),
    unauthorized: json(401, { error: { code: 401, message: "Invalid API Key", type: "authentication_error" } }),
    unknownModel: null,
    refuse: (body) =>
      formatOf(body) === "json_schema"
        ? json(500, {
            error: {
              code: 500,
              message: 'response_format type must be one of "text" or "json_object", but got: json_schema',
              type: "server_error",
            },
          })
        : undefined,
    finishReason: true,
  },
  /**
   * https://openrouter.ai/docs/api-reference/streaming (": OPENROUTER PROCESSING" comment lines) and
   * .../errors (401 "No auth credentials found"; 400 "<model> is not a valid model ID").
   */
  openRouter: {
    family: "OpenRouter",
    basePath: "/api/v1",
    paths: ["/api/v1/chat/completions"],
    notFound: () => ({
      status: 404,
      body: "<!DOCTYPE html><html><body>404: This page could not be found.</body></html>",
      contentType: "text/html",
    }),
    unauthorized: json(401, { error: { message: "No auth credentials found", code: 401 } }),
    unknownModel: (model) => json(400, { error: { message: `${model} is not a valid model ID`, code: 400 } }),
    refuse: () => undefined,
    finishReason: true,
    sseComments: true,
    // https://openrouter.ai/docs/api-reference/errors (402: "Your account or API key has insufficient credits")
    noCredit: json(402, {
      error: { code: 402, message: "Insufficient credits. Add more using https://openrouter.ai/credits" },
    }),
  },
  /**
   * https://console.groq.com/docs/structured-outputs ("Streaming and tool use are not currently supported with
   * Structured Outputs": 400 "response_format` does not support streaming"); schemas with minItems/maxItems are
   * refused (the issue's measure); https://console.groq.com/docs/rate-limits (429 with retry-after).
   */
  groq: {
    family: "Groq",
    basePath: "/openai/v1",
    paths: ["/openai/v1/chat/completions"],
    notFound: () =>
      openAiError(
        404,
        "Unknown request URL: POST /chat/completions. Please check the URL for typos.",
        "invalid_request_error",
        "unknown_url",
      ),
    unauthorized: openAiError(401, "Invalid API Key", "invalid_request_error", "invalid_api_key"),
    unknownModel: (model) =>
      openAiError(
        404,
        `The model \`${model}\` does not exist or you do not have access to it.`,
        "invalid_request_error",
        "model_not_found",
      ),
    refuse: (body) =>
      body.response_format && body.stream
        ? openAiError(400, "response_format` does not support streaming", "invalid_request_error")
        : /"(minItems|maxItems)"/.test(schemaText(body))
          ? openAiError(
              400,
              "invalid JSON schema for response_format: `minItems` is not supported",
              "invalid_request_error",
            )
          : undefined,
    finishReason: true,
  },
  /**
   * https://api-docs.deepseek.com/guides/json_mode (json_object; the prompt must say "json") and the 400 "This
   * response_format type is unavailable now" for json_schema; deepseek-reasoner streams `reasoning_content`
   * (https://api-docs.deepseek.com/guides/reasoning_model).
   */
  deepSeek: {
    family: "DeepSeek",
    basePath: "/v1",
    paths: ["/v1/chat/completions", "/chat/completions"],
    notFound: () => ({ status: 404, body: "", contentType: "text/plain" }),
    unauthorized: openAiError(
      401,
      "Authentication Fails, Your api key: ****test is invalid",
      "authentication_error",
      "invalid_request_error",
    ),
    unknownModel: () => openAiError(400, "Model Not Exist", "invalid_request_error", "invalid_request_error"),
    refuse: (body) =>
      formatOf(body) === "json_schema"
        ? openAiError(
            400,
            "This response_format type is unavailable now",
            "invalid_request_error",
            "invalid_request_error",
          )
        : formatOf(body) === "json_object" && !/json/i.test(JSON.stringify(body.messages))
          ? openAiError(
              400,
              "Prompt must contain the word 'json' in some form to use 'response_format' of type 'json_object'.",
              "invalid_request_error",
            )
          : undefined,
    reasoning: "reasoning-field",
    finishReason: true,
    // https://api-docs.deepseek.com/quick_start/error_codes ("402 - Insufficient Balance"); the body as quoted in
    // continuedev/continue#9180 and its users' reports
    noCredit: openAiError(402, "Insufficient Balance", "unknown_error", "invalid_request_error"),
  },
  /** https://docs.mistral.ai/capabilities/structured-output/ (json_schema, json_object); 400 "Invalid model". */
  mistral: {
    family: "Mistral",
    basePath: "/v1",
    paths: ["/v1/chat/completions"],
    notFound: () => json(404, { detail: "Not Found" }),
    unauthorized: json(401, { message: "Unauthorized", request_id: "0" }),
    unknownModel: (model) =>
      json(400, {
        object: "error",
        message: `Invalid model: ${model}`,
        type: "invalid_model",
        param: null,
        code: "1500",
      }),
    refuse: () => undefined,
    finishReason: true,
  },
  /**
   * https://ai.google.dev/gemini-api/docs/openai (base .../v1beta/openai/; response_format json_schema); its streams
   * end without a finish_reason (the measure); a bad key is a 400 "API key not valid".
   */
  gemini: {
    family: "Gemini (OpenAI endpoint)",
    basePath: "/v1beta/openai",
    paths: ["/v1beta/openai/chat/completions"],
    notFound: () => ({
      status: 404,
      body: "<html><body>Error 404 (Not Found)!!1</body></html>",
      contentType: "text/html",
    }),
    unauthorized: json(400, [
      { error: { code: 400, message: "API key not valid. Please pass a valid API key.", status: "INVALID_ARGUMENT" } },
    ]),
    unknownModel: (model) =>
      json(404, [
        { error: { code: 404, message: `models/${model} is not found for API version v1main`, status: "NOT_FOUND" } },
      ]),
    refuse: () => undefined,
    finishReason: false,
  },
} satisfies Record<string, LlmServerProfile>;

export type LlmServerName = keyof typeof LLM_SERVER_PROFILES;
