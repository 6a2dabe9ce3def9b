import i18n from "@/lib/i18n/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { generateCallFailed, generationAlreadyRunning } from "@/features/strategy/api";
import { aiLimitedText, formatWait, generatedTitle, generatedToast } from "@/features/strategy/generation-messages";
import { ApiError } from "@/lib/api/api-client";
import { setupTestI18n } from "./test-i18n";
import { fr } from "../support/locales";

beforeAll(async () => {
  await setupTestI18n();
  i18n.addResources("fr", fr);
});

describe("generateCallFailed (SPEC §4: the wizard builds the strategy itself)", () => {
  it("is true for a network error, a server error or a rate limit, false for a refused request", () => {
    expect(generateCallFailed(new TypeError("Failed to fetch"))).toBe(true);
    expect(generateCallFailed(new ApiError(500, "INTERNAL", "boom"))).toBe(true);
    expect(generateCallFailed(new ApiError(503, "HTTP_503", "Service Unavailable"))).toBe(true);
    expect(generateCallFailed(new ApiError(429, "RATE_LIMITED", "slow down", 720))).toBe(true);
    expect(generateCallFailed(new ApiError(400, "BAD_REQUEST", "pillarCount"))).toBe(false);
    expect(generateCallFailed(new ApiError(401, "UNAUTHORIZED", "no session"))).toBe(false);
    expect(generateCallFailed(new Error("Failed to generate strategy: Invalid response format"))).toBe(false);
  });

  it("never builds a second strategy while another generation runs (409)", () => {
    const running = new ApiError(409, "CONFLICT", "already");
    expect(generateCallFailed(running)).toBe(false);
    expect(generationAlreadyRunning(running)).toBe(true);
    expect(generationAlreadyRunning(new ApiError(500, "INTERNAL", "boom"))).toBe(false);
  });
});

describe("the rate-limit message gives the wait, translated", () => {
  it("formats the wait in the largest sensible unit", () => {
    expect(formatWait(12, "en")).toBe("12 seconds");
    expect(formatWait(60, "en")).toBe("1 minute");
    expect(formatWait(11 * 60 + 5, "en")).toBe("12 minutes");
    expect(formatWait(3 * 3600, "en")).toBe("3 hours");
    expect(formatWait(720, "fr")).toMatch(/^12\sminutes$/);
    expect(formatWait(3600 * 5, "fr")).toMatch(/^5\sheures$/);
  });

  it("says the AI limit was reached, when to retry, and that a strategy was built instead", () => {
    const content = { generator: "builtin", fallbackReason: "rate-limited", retryAfterSeconds: 720 } as const;
    expect(generatedTitle({ ...content, strategy: {} as never }, i18n.getFixedT("en"), "en")).toBe(
      "AI generation limit reached; try again in 12 minutes. A strategy was built from your answers instead.",
    );
    expect(generatedTitle({ ...content, strategy: {} as never }, i18n.getFixedT("fr"), "fr")).toMatch(
      /^Limite de génération par IA atteinte ; réessayez dans 12\sminutes\. Une stratégie a été construite à partir de vos réponses à la place\.$/,
    );
    expect(aiLimitedText(i18n.getFixedT("en"), "en", undefined)).toContain("try again later");
    const builtin = { generator: "builtin", fallbackReason: "not-configured", strategy: {} as never } as const;
    expect(generatedTitle(builtin, i18n.getFixedT("en"), "en")).toBe(
      "Your LinkedIn content strategy has been generated!",
    );
    expect(generatedTitle({ ...builtin, generator: "llm", fallbackReason: null }, i18n.getFixedT("en"), "en")).toBe(
      "AI strategy generated successfully",
    );
  });

  it("never shows the success words when the AI failed: says why and who fixes it (admin or a wait)", () => {
    const en = i18n.getFixedT("en");
    const failed = (fallbackReason: string, retryAfterSeconds: number | null = null) =>
      generatedToast(
        { generator: "builtin", fallbackReason: fallbackReason as never, retryAfterSeconds, strategy: {} as never },
        en,
        "en",
      );
    const success = "Your LinkedIn content strategy has been generated!";
    expect(failed("model-not-found")).toEqual({
      title: "Strategy built from your answers, without AI",
      description:
        "The AI is not set up correctly (its server does not know the model): ask your admin to check LLM_MODEL.",
    });
    expect(failed("unauthorized").description).toContain("LLM_API_KEY");
    expect(failed("wrong-url").description).toContain("LLM_BASE_URL");
    expect(failed("busy", 20).description).toBe("The AI server is busy: retry in 20 seconds.");
    for (const reason of ["structured-output-refused", "timeout", "truncated", "invalid-output", "error"])
      expect(failed(reason).title, reason).not.toBe(success);
    expect(
      generatedToast(
        { generator: "builtin", fallbackReason: "busy", retryAfterSeconds: 20, strategy: {} as never },
        i18n.getFixedT("fr"),
        "fr",
      ).description,
    ).toMatch(/^Le serveur d'IA est occupé : réessayez dans 20\ssecondes\.$/);
  });
});
