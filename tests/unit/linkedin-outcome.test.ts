import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../../src/server/integrations/linkedin/http-transport";
import {
  answerOutcome,
  failureOutcome,
  quotedPostUrn,
  repeatable,
  retryAfterSeconds,
} from "../../src/server/integrations/linkedin/outcome";

const TOKEN = "AQsecret-token-value";
const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}): HttpAnswer => ({
  ok: true,
  status,
  headers,
  body: typeof body === "string" ? body : JSON.stringify(body),
});

describe("LinkedIn outcomes: answers", () => {
  it("401 is unauthorized, whatever the body", () => {
    expect(answerOutcome(answer(401, "not json"), TOKEN)).toEqual({
      kind: "unauthorized",
      message: "LinkedIn answered HTTP 401",
    });
  });

  it("429 and 408 were refused before anything was created: not sent, with Retry-After", () => {
    for (const status of [429, 408])
      expect(answerOutcome(answer(status, { message: "busy" }, { "retry-after": "12" }), TOKEN)).toEqual({
        kind: "not_sent",
        reason: "busy",
        status,
        retryAfterSeconds: 12,
      });
  });

  it("no 5xx proves that nothing was created (a 500 can come after the post was): unknown, never not sent", () => {
    for (const status of [500, 501, 502, 503, 504, 599])
      expect(answerOutcome(answer(status, { message: "busy" }, { "retry-after": "12" }), TOKEN)).toEqual({
        kind: "unknown",
        reason: `LinkedIn answered HTTP ${status}: busy`,
      });
  });

  it("422 with an input error DUPLICATE_POST is duplicate; another 422 is rejected with its description", () => {
    const details = (code: string) => ({
      status: 422,
      errorDetails: { inputErrors: [{ code, description: `because ${code}` }] },
    });
    expect(answerOutcome(answer(422, details("DUPLICATE_POST")), TOKEN)).toEqual({
      kind: "duplicate",
      message: "because DUPLICATE_POST",
      urn: null,
    });
    expect(answerOutcome(answer(422, details("INVALID_VALUE")), TOKEN)).toEqual({
      kind: "rejected",
      status: 422,
      message: "because INVALID_VALUE",
      serviceErrorCode: null,
    });
  });

  it("DUPLICATE_POST quoting the earlier post (LinkedIn's words): its URN, from the message or the input error", () => {
    const linkedin = {
      errorDetailType: "com.linkedin.common.error.BadRequest",
      message:
        "com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of urn:li:share:7141138937766391808",
      errorDetails: { inputErrors: [{ description: "Duplicate post is detected", input: {}, code: "DUPLICATE_POST" }] },
      status: 422,
    };
    expect(answerOutcome(answer(422, linkedin), TOKEN)).toMatchObject({
      kind: "duplicate",
      urn: "urn:li:share:7141138937766391808",
    });
    const inDescription = {
      errorDetails: {
        inputErrors: [{ description: "Content is a duplicate of urn:li:ugcPost:42", code: "DUPLICATE_POST" }],
      },
    };
    expect(answerOutcome(answer(422, inDescription), TOKEN)).toMatchObject({ urn: "urn:li:ugcPost:42" });
    expect(quotedPostUrn("Content is a duplicate of urn:li:share:")).toBeNull();
  });

  it("other 4xx are rejected with LinkedIn's message and service error code, the token taken out, capped", () => {
    expect(
      answerOutcome(answer(403, { message: `No access for ${TOKEN} here`, serviceErrorCode: 100 }), TOKEN),
    ).toEqual({ kind: "rejected", status: 403, message: "No access for [token] here", serviceErrorCode: 100 });
    const long = answerOutcome(answer(400, { message: "x".repeat(2000) }), TOKEN);
    expect(long.kind === "rejected" && long.message.length).toBe(500);
  });
});

describe("LinkedIn outcomes: transport failures", () => {
  it("not completely sent: not sent; sent: unknown", () => {
    expect(failureOutcome({ ok: false, sent: false, reason: "refused", code: "ECONNREFUSED" })).toEqual({
      kind: "not_sent",
      reason: "the connection to LinkedIn was refused (ECONNREFUSED) before the request was sent",
      status: null,
      retryAfterSeconds: null,
    });
    expect(failureOutcome({ ok: false, sent: true, reason: "timeout", code: "ETIMEDOUT" })).toEqual({
      kind: "unknown",
      reason: "LinkedIn did not answer in time (ETIMEDOUT) after the request was sent",
    });
  });

  it("repeatable() turns an unknown outcome into not sent and leaves the others", () => {
    expect(repeatable({ kind: "unknown", reason: "r" }).kind).toBe("not_sent");
    expect(repeatable({ kind: "duplicate", message: "m", urn: null }).kind).toBe("duplicate");
    expect(repeatable({ kind: "published", value: 1 })).toEqual({ kind: "published", value: 1 });
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds and HTTP dates, null when absent or unreadable", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(retryAfterSeconds("30", now)).toBe(30);
    expect(retryAfterSeconds(["5"], now)).toBe(5);
    expect(retryAfterSeconds("Tue, 24 Nov 2026 12:01:30 GMT", now)).toBe(90);
    expect(retryAfterSeconds("Tue, 24 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds(undefined, now)).toBeNull();
    expect(retryAfterSeconds("soon", now)).toBeNull();
  });
});
