// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { authErrorKey } from "@/lib/session/auth-errors";

describe("auth error mapping (SPEC §8), by code only", () => {
  it("sign-in", () => {
    expect(authErrorKey({ status: 403, code: "EMAIL_NOT_VERIFIED" })).toBe("auth.errors.emailNotVerified");
    expect(authErrorKey({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("auth.errors.invalidCredentials");
    expect(authErrorKey({ status: 429, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("apiErrors.rateLimited");
    expect(authErrorKey({ status: 500 })).toBe("auth.errors.generic");
    // the English text is never read
    expect(authErrorKey({ status: 400, message: "Invalid email or password" })).toBe("auth.errors.generic");
  });

  it("sign-up: any USER_ALREADY_EXISTS variant, and the guard's validation problems", () => {
    expect(authErrorKey({ status: 422, code: "USER_ALREADY_EXISTS" })).toBe("auth.errors.emailExists");
    expect(authErrorKey({ status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe(
      "auth.errors.emailExists",
    );
    expect(authErrorKey({ status: 400, code: "SOMETHING" })).toBe("auth.errors.generic");
    expect(authErrorKey({ status: 400, code: "PASSWORD_TOO_COMMON" })).toBe("auth.errors.passwordTooCommon");
    const guard = {
      status: 400,
      code: "VALIDATION_FAILED",
      error: { details: { issues: [{ path: "firstName", code: "FIRST_NAME_REQUIRED" }] } },
    };
    expect(authErrorKey(guard)).toBe("validation.firstNameRequired");
  });

  it("one-time code", () => {
    expect(authErrorKey({ status: 400, code: "INVALID_OTP" })).toBe("auth.errors.invalidOtp");
    expect(authErrorKey({ status: 400, code: "OTP_EXPIRED" })).toBe("auth.errors.otpExpired");
    expect(authErrorKey({ status: 403, code: "TOO_MANY_ATTEMPTS" })).toBe("auth.errors.tooManyAttempts");
    expect(authErrorKey({ status: 429 })).toBe("apiErrors.rateLimited");
    expect(authErrorKey({ status: 500 }, "auth.errors.sendCodeFailed")).toBe("auth.errors.sendCodeFailed");
  });

  it("password reset", () => {
    const fallback = "auth.errors.updatePasswordFailed";
    expect(authErrorKey({ status: 429 }, fallback)).toBe("apiErrors.rateLimited");
    expect(authErrorKey({ status: 400, code: "INVALID_TOKEN" }, fallback)).toBe("auth.errors.invalidResetLink");
    expect(authErrorKey({ status: 500 }, fallback)).toBe(fallback);
    expect(authErrorKey({ status: 400, code: "PASSWORD_TOO_COMMON" }, fallback)).toBe("auth.errors.passwordTooCommon");
  });

  it("text that cannot be stored, on every form", () => {
    for (const fallback of ["auth.errors.generic", "auth.errors.updatePasswordFailed"] as const)
      expect(authErrorKey({ status: 400, code: "INVALID_CHARACTERS" }, fallback)).toBe("apiErrors.invalidCharacters");
  });
});
