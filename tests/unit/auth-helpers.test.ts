import { describe, expect, it } from "vitest";
import { OTP_ALPHABET, OTP_LENGTH } from "../../src/contracts/auth/constants";
import { safePath } from "../../src/server/lib/logger";
import { generateOtp, hashOtp } from "../../src/server/modules/auth/auth";
import { linkedInUserFields } from "../../src/server/integrations/linkedin/profile";
import { PROFILE_LIMITS } from "../../src/contracts/profile/schemas";

describe("one-time codes", () => {
  it("are 7 characters from the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateOtp();
      expect(code).toHaveLength(OTP_LENGTH);
      for (const ch of code) expect(OTP_ALPHABET).toContain(ch);
    }
  });
  it("hash the same whatever the case and spacing", () => {
    expect(hashOtp("abcd efg")).toBe(hashOtp("ABCDEFG"));
    expect(hashOtp("ABCDEFG")).not.toBe(hashOtp("ABCDEFH"));
  });
});

describe("log-safe paths", () => {
  it("redacts tokens and codes in query strings", () => {
    expect(safePath("http://x/api/auth/verify-email?token=abc&callbackURL=/")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=/",
    );
    expect(safePath("http://x/api/auth/callback/linkedin?code=1&state=2")).toBe(
      "/api/auth/callback/linkedin?code=[redacted]&state=[redacted]",
    );
  });

  it("redacts a token carried in the path, however the path is spelt", () => {
    const token = "Qx7rT2mZ9pLk4sVb8nWc1yHd";
    expect(safePath(`http://x/api/auth/reset-password/${token}?callbackURL=%2Freset-password`)).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=/reset-password",
    );
    for (const path of [
      `/api/auth/reset-password/${token}/`,
      `/api/auth/reset-password//${token}`,
      `/api/auth/Reset-Password/${token}`,
      `/api/auth/reset%2Dpassword/${token}`,
      `/api/auth/reset-password%2F${token}`,
      `/api/auth/reset-password/${token.toLowerCase().replace(/[0-9]/g, "x")}`,
      `/api/auth/verify-email/${token}`,
      `/api/auth/magic-link/${token}`,
    ])
      expect(safePath(`http://x${path}`), path).not.toMatch(new RegExp(token.slice(4, 12), "i"));
    expect(safePath("http://x/api/auth/reset-password")).toBe("/api/auth/reset-password");
  });

  it("redacts a segment that looks like a token anywhere, and keeps ids and words", () => {
    expect(safePath("http://x/api/things/eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2ln/more")).toBe(
      "/api/things/[redacted]/more",
    );
    const id = "0b7e3a52-9d7c-4f0e-8a41-2f6c1d9e7b30";
    expect(safePath(`http://x/api/posts/${id}/publish-again`)).toBe(`/api/posts/${id}/publish-again`);
    expect(safePath("http://x/api/auth/email-otp/send-verification-otp")).toBe(
      "/api/auth/email-otp/send-verification-otp",
    );
    expect(safePath("http://x/api/generations/abc/variants/2")).toBe("/api/generations/abc/variants/2");
  });

  it("never throws, whatever the URL holds", () => {
    expect(safePath("http://x/api/strategy-responses?x=%ff")).toBe("/api/strategy-responses?x=%ff");
    expect(safePath("http://x/api/a?x=%")).toBe("/api/a?x=%");
    expect(safePath("http://x/api/a?%ff=1&token=%e0")).toBe("/api/a?%ff=1&token=[redacted]");
    expect(safePath("http://x/api/a?to%6Ben=abc")).toBe("/api/a?token=[redacted]");
    expect(safePath("http://x/api/%ff/b")).toBe("/api/%ff/b");
    expect(safePath("not a url at all %")).toBe("not a url at all %");
    expect(safePath("")).toBe("");
  });

  it("keeps huge URLs to a bounded length", () => {
    const huge = safePath(`http://x/api/a?q=${"%ff".repeat(200_000)}`);
    expect(huge.length).toBeLessThanOrEqual(2100);
    expect(huge.startsWith("/api/a?q=%ff")).toBe(true);
    expect(safePath(`http://x/${"a".repeat(100_000)}`).length).toBeLessThanOrEqual(2100);
  });
});

describe("LinkedIn profile → user fields", () => {
  it("keeps the names within the profile limit and only an http(s) picture", () => {
    const fields = linkedInUserFields({
      sub: "abc",
      given_name: "A".repeat(5000),
      family_name: " Lovelace ",
      name: "N".repeat(20_000),
      picture: "javascript:alert(1)",
      headline: "H".repeat(1000),
    });
    expect(fields.firstName).toHaveLength(PROFILE_LIMITS.nameMax);
    expect(fields.lastName).toBe("Lovelace");
    expect(fields.fullName.length).toBeLessThanOrEqual(PROFILE_LIMITS.nameMax * 2 + 1);
    expect(fields.name).toBe(fields.fullName);
    expect(fields.image).toBeUndefined();
    expect(fields.headline).toHaveLength(PROFILE_LIMITS.headlineMax);
  });

  it("keeps a regular profile as LinkedIn sends it", () => {
    expect(
      linkedInUserFields({
        sub: "s",
        given_name: "Ada",
        family_name: "Lovelace",
        name: "Ada Lovelace",
        picture: "https://media.licdn.com/a.jpg",
      }),
    ).toEqual({
      name: "Ada Lovelace",
      fullName: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      image: "https://media.licdn.com/a.jpg",
    });
  });
});
