// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { isOtpComplete, normalizeOtpValue, otpPasteTransformer, sanitizeOtpPaste } from "@/features/auth/otp/otp-rules";

describe("OTP paste rules (SPEC §5)", () => {
  it("strips whitespace and newlines and uppercases", () => {
    expect(sanitizeOtpPaste(" ab cd\n23\t4 ")).toBe("ABCD234");
    expect(sanitizeOtpPaste("abcd\r\n234\n")).toBe("ABCD234");
  });

  it("truncates to the 7 slots", () => {
    expect(sanitizeOtpPaste("ABCD2345678")).toBe("ABCD234");
  });

  it("rejects the whole paste when any character is not a letter or digit", () => {
    expect(sanitizeOtpPaste("AB-CD23")).toBeNull();
    expect(sanitizeOtpPaste("ABCD234!")).toBeNull(); // invalid even beyond the 7th character
    expect(sanitizeOtpPaste("ABCD 23é")).toBeNull();
    expect(sanitizeOtpPaste("   \n ")).toBeNull();
  });

  it("turns a rejected paste into a value the slot pattern refuses", () => {
    expect(otpPasteTransformer("AB-CD23")).not.toMatch(/^[A-Za-z0-9]+$/);
    expect(otpPasteTransformer(" abcd 234 ")).toBe("ABCD234");
  });

  it("shows typed characters in uppercase and knows when all 7 slots are filled", () => {
    expect(normalizeOtpValue("abc12")).toBe("ABC12");
    expect(isOtpComplete("ABC1234")).toBe(true);
    expect(isOtpComplete("ABC123")).toBe(false);
    expect(isOtpComplete("ABC-234")).toBe(false);
  });
});
