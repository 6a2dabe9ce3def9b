import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseAnswer, withoutReasoning } from "../../src/server/integrations/llm/answer-text";
import {
  classifyErrorBody,
  classifyHttpFailure,
  ModeRefused,
  retryAfterSeconds,
} from "../../src/server/integrations/llm/failure-classification";
import { portableJsonSchema } from "../../src/server/integrations/llm/json-schema";
import { LlmError } from "../../src/server/integrations/llm/llm-error";

const reason = (e: unknown) => (e instanceof LlmError ? e.reason : e instanceof ModeRefused ? "mode-refused" : "?");

describe("reading a model's answer", () => {
  it("drops a leading <think> block (with JSON-like text inside), fences and prose", () => {
    const answer = '<think>\nMaybe {"a": 0}?\n</think>\n\nHere it is:\n```json\n{"a": 1}\n```';
    expect(parseAnswer(answer)).toMatchObject({ ok: true, value: { a: 1 }, json: '{"a": 1}' });
    expect(withoutReasoning("<think>still thinking")).toEqual({ answer: "", thinking: true });
    expect(withoutReasoning("<thi")).toEqual({ answer: "", thinking: true });
    expect(parseAnswer("no json here")).toMatchObject({ ok: false });
  });

  it("sends schemas without array length keywords (checked after parsing instead)", () => {
    const schema = z.object({ items: z.array(z.object({ t: z.string().max(5) })).length(3) });
    const sent = JSON.stringify(portableJsonSchema(schema));
    expect(sent).not.toMatch(/minItems|maxItems|\$schema/);
    expect(sent).toContain('"maxLength":5');
    expect(schema.safeParse({ items: [{ t: "a" }] }).success).toBe(false);
  });
});

describe("classifying a server's failure", () => {
  const h = (headers: Record<string, string> = {}) => new Headers(headers);
  it("tells the configuration's failures apart", () => {
    expect(reason(classifyHttpFailure(401, h(), "{}", true))).toBe("unauthorized");
    expect(reason(classifyHttpFailure(400, h(), '{"error":{"message":"API key not valid."}}', true))).toBe(
      "unauthorized",
    );
    expect(reason(classifyHttpFailure(404, h(), '{"message":"The model `x` does not exist."}', true))).toBe(
      "model-not-found",
    );
    expect(reason(classifyHttpFailure(404, h(), "404 page not found", true))).toBe("wrong-url");
    expect(reason(classifyErrorBody({ error: "Unexpected endpoint or method. (POST /chat/completions)" }, true))).toBe(
      "wrong-url",
    );
    expect(reason(classifyHttpFailure(400, h(), "This response_format type is unavailable now", true))).toBe(
      "mode-refused",
    );
    expect(reason(classifyHttpFailure(400, h(), "This response_format type is unavailable now", false))).toBe("error");
    expect(reason(classifyHttpFailure(503, h(), "overloaded", true))).toBe("error");
  });

  it("reads a 429's wait, in seconds or as a date, and never puts a refused key's text in its message", () => {
    const busy = classifyHttpFailure(429, h({ "retry-after": "20" }), "{}", true) as LlmError;
    expect([busy.reason, busy.retryAfterSeconds]).toEqual(["busy", 20]);
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30);
    expect(retryAfterSeconds("soon")).toBeNull();
    const refused = classifyHttpFailure(401, h(), "Your api key: sk-****abcd is invalid", true) as LlmError;
    expect(refused.message).not.toContain("abcd");
  });

  it("reads an empty account as no credit, never as busy (no wait to honour): OpenAI's 429, a 402", () => {
    const quota =
      '{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}';
    const empty = classifyHttpFailure(429, h({ "retry-after": "20" }), quota, true) as LlmError;
    expect([empty.reason, empty.retryAfterSeconds]).toEqual(["no-credit", null]);
    expect(reason(classifyHttpFailure(402, h(), '{"error":{"message":"Insufficient Balance"}}', true))).toBe(
      "no-credit",
    );
    // OpenRouter's error inside a 200 stream
    expect(reason(classifyErrorBody({ error: { code: 402, message: "Insufficient credits." } }, true))).toBe(
      "no-credit",
    );
    expect(reason(classifyErrorBody({ error: { code: 429, message: "x", type: "insufficient_quota" } }, true))).toBe(
      "no-credit",
    );
    // a rate limit stays a wait
    const limited = '{"error":{"message":"Rate limit reached","type":"tokens","code":"rate_limit_exceeded"}}';
    expect(reason(classifyHttpFailure(429, h(), limited, true))).toBe("busy");
  });
});
