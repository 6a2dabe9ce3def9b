import { describe, expect, it } from "vitest";
import { generateCallFailed } from "@/features/strategy/api";
import { ApiError } from "@/lib/api-client";

describe("generateCallFailed (SPEC §4: the wizard builds the strategy itself)", () => {
  it("is true for a network error or a server error, false for a refused request", () => {
    expect(generateCallFailed(new TypeError("Failed to fetch"))).toBe(true);
    expect(generateCallFailed(new ApiError(500, "INTERNAL", "boom"))).toBe(true);
    expect(generateCallFailed(new ApiError(503, "HTTP_503", "Service Unavailable"))).toBe(true);
    expect(generateCallFailed(new ApiError(400, "BAD_REQUEST", "pillarCount"))).toBe(false);
    expect(generateCallFailed(new ApiError(401, "UNAUTHORIZED", "no session"))).toBe(false);
    expect(generateCallFailed(new Error("Failed to generate strategy: Invalid response format"))).toBe(false);
  });
});
