import { describe, expect, it } from "vitest";
import { ERROR_MESSAGE_KEYS } from "../../src/contracts/error-messages";
import { ERROR_STATUS } from "../../src/contracts/errors";
import { isMessageCode, MESSAGE_TABLES, MESSAGE_TEXTS, messageText } from "../../src/contracts/message-catalog";
import { codeOfName, parseMessage, tooLongMessage } from "../../src/contracts/messages";
import { profileFormSchema } from "../../src/contracts/profile/schemas";
import { signUpFormSchema } from "../../src/contracts/auth/schemas";
import { updatePillarSchema } from "../../src/contracts/strategy/schemas";
import { toValidationIssue, validationError } from "../../src/server/lib/validation-error";
import { en } from "../support/locales";

describe("message codes", () => {
  it("derives codes from names and reads a code's number", () => {
    expect(codeOfName("answerRequired")).toBe("ANSWER_REQUIRED");
    expect(codeOfName("otpInvalidChars")).toBe("OTP_INVALID_CHARS");
    expect(tooLongMessage(100)).toBe("TOO_LONG:100");
    expect(parseMessage("TOO_LONG:100")).toEqual({ code: "TOO_LONG", max: 100 });
    expect(parseMessage("Invalid input: expected string")).toEqual({ code: "Invalid input: expected string" });
  });

  it("gives each code one English text, however many tables name it", () => {
    const seen = new Map<string, string>();
    for (const table of Object.values(MESSAGE_TABLES))
      for (const [name, text] of Object.entries(table)) {
        const code = codeOfName(name);
        if (seen.has(code)) expect(text, code).toBe(seen.get(code));
        seen.set(code, text);
      }
    expect(seen.size).toBe(Object.keys(MESSAGE_TEXTS).length);
    expect(messageText("TOO_LONG:220")).toBe("Must be at most 220 characters");
    expect(messageText("FIRST_NAME_REQUIRED")).toBe("First name is required");
    expect(messageText("not a code")).toBe("not a code");
  });

  it("maps every message code and every error code to an i18n key that exists", () => {
    const keys = ERROR_MESSAGE_KEYS as Record<string, string>;
    for (const code of [...Object.keys(MESSAGE_TEXTS), ...Object.keys(ERROR_STATUS), "INVALID"]) {
      expect(keys[code], code).toBeDefined();
      const value = keys[code].split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en);
      expect(typeof value, `${code} -> ${keys[code]}`).toBe("string");
    }
  });

  it("the contracts' schemas give codes, which the server turns into issues and English", () => {
    const profile = profileFormSchema.safeParse({
      firstName: " ",
      lastName: "x".repeat(101),
      linkedin: "https://example.com",
      headline: "",
      language: "de",
    });
    expect(profile.success).toBe(false);
    const messages = profile.error!.issues.map((i) => i.message);
    expect(messages).toEqual(["FIRST_NAME_REQUIRED", "TOO_LONG:100", "LINKEDIN_INVALID", "LANGUAGE_INVALID"]);
    expect(messages.every(isMessageCode)).toBe(true);
    const err = validationError(profile.error!.issues);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(err.message).toBe("firstName: First name is required");
    expect(err.body.error.details?.issues).toEqual([
      { path: "firstName", code: "FIRST_NAME_REQUIRED" },
      { path: "lastName", code: "TOO_LONG", max: 100 },
      { path: "linkedin", code: "LINKEDIN_INVALID" },
      { path: "language", code: "LANGUAGE_INVALID" },
    ]);
    const signUp = signUpFormSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "nope",
      password: "1234567",
      confirmPassword: "7654321",
    });
    expect(signUp.error!.issues.map((i) => i.message)).toEqual(["EMAIL_INVALID", "PASSWORDS_DO_NOT_MATCH"]);
    const pillar = updatePillarSchema.safeParse({ formats: [] });
    expect(pillar.error!.issues.map(toValidationIssue)).toEqual([{ path: "formats", code: "FORMATS_REQUIRED" }]);
  });

  it("zod's own messages are INVALID, never passed to the web as codes", () => {
    expect(toValidationIssue({ path: ["a", 0], message: "Invalid input: expected string, received number" })).toEqual({
      path: "a.0",
      code: "INVALID",
    });
  });
});
