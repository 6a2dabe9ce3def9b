// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { otpErrorKey, resetPasswordErrorKey, signInErrorKey, signUpErrorKey } from "@/features/auth/errors";

describe("auth error mapping (SPEC §8)", () => {
  it("sign-in", () => {
    expect(signInErrorKey({ status: 403, code: "EMAIL_NOT_VERIFIED" })).toBe("emailNotVerified");
    expect(signInErrorKey({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("invalidCredentials");
    expect(signInErrorKey({ status: 429, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("tooManyRequests");
    expect(signInErrorKey({ status: 500 })).toBe("generic");
  });

  it("sign-up: any USER_ALREADY_EXISTS variant", () => {
    expect(signUpErrorKey({ status: 422, code: "USER_ALREADY_EXISTS" })).toBe("emailExists");
    expect(signUpErrorKey({ status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe("emailExists");
    expect(signUpErrorKey({ status: 400, code: "SOMETHING" })).toBe("generic");
    expect(signUpErrorKey({ status: 400, code: "PASSWORD_TOO_COMMON" })).toBe("passwordTooCommon");
  });

  it("one-time code", () => {
    expect(otpErrorKey({ status: 400, code: "INVALID_OTP" })).toBe("invalidOtp");
    expect(otpErrorKey({ status: 400, code: "OTP_EXPIRED" })).toBe("otpExpired");
    expect(otpErrorKey({ status: 403, code: "TOO_MANY_ATTEMPTS" })).toBe("tooManyAttempts");
    expect(otpErrorKey({ status: 429 })).toBe("tooManyRequests");
  });

  it("password reset", () => {
    expect(resetPasswordErrorKey({ status: 429 })).toBe("tooManyRequests");
    expect(resetPasswordErrorKey({ status: 400, code: "INVALID_TOKEN" })).toBe("invalidResetLink");
    expect(resetPasswordErrorKey({ status: 500 })).toBe("updatePasswordFailed");
    expect(resetPasswordErrorKey({ status: 400, code: "PASSWORD_TOO_COMMON" })).toBe("passwordTooCommon");
  });

  it("text that cannot be stored, on every form", () => {
    const error = { status: 400, code: "INVALID_CHARACTERS" };
    for (const map of [signInErrorKey, signUpErrorKey, otpErrorKey, resetPasswordErrorKey])
      expect(map(error)).toBe("invalidCharacters");
  });
});
