// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { sanitizeRedirect } from "@/lib/session/redirect";
import { validateSignInSearch } from "@/features/auth/search";

describe("redirect search param", () => {
  it("keeps same-app paths with their query and hash", () => {
    expect(sanitizeRedirect("/generate-post")).toBe("/generate-post");
    expect(sanitizeRedirect("/strategy?step=2#top")).toBe("/strategy?step=2#top");
  });

  it("rejects other hosts, protocol-relative and backslash tricks", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/%0d%0a//x\u0000",
      "",
      undefined,
      42,
    ]) {
      expect(sanitizeRedirect(bad), String(bad)).toBe("/");
    }
  });

  it("never sends a freshly signed-in user back to an auth screen", () => {
    expect(sanitizeRedirect("/sign-in?redirect=/x")).toBe("/");
    expect(sanitizeRedirect("/otp")).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(sanitizeRedirect("//x", "/generate-post")).toBe("/generate-post");
  });

  it("drops an unsafe redirect from /sign-in's search", () => {
    expect(validateSignInSearch({ redirect: "//evil.example" })).toEqual({
      redirect: undefined,
      error: undefined,
      verified: undefined,
    });
    expect(validateSignInSearch({ redirect: "/generate-post", error: "linkedin" }).redirect).toBe("/generate-post");
    expect(validateSignInSearch({ error: ["linkedin", "access_denied"] }).error).toBe("linkedin");
  });
});
