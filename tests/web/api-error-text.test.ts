import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS } from "@contracts/errors";
import { ERROR_STATUS } from "@contracts/errors";
import { MESSAGE_TEXTS } from "@contracts/message-catalog";
import { PROFILE_MESSAGES } from "@contracts/profile/schemas";
import { ApiError } from "@/lib/api/api-client";
import { apiErrorText } from "@/lib/api/api-error-text";
import { createI18n } from "@/lib/i18n/translate";
import { messageText } from "@/lib/forms/validation-message";
import { en, fr } from "../support/locales";

const STRINGS = { en, fr };
/** One language's strings only: a text missing in French shows as its key instead of falling back to English. */
const i18n = {
  getFixedT: (lng: "en" | "fr") => createI18n({ resources: { [lng]: STRINGS[lng] } }).getFixedT(lng),
};

describe("apiErrorText", () => {
  it("translates every message code the contracts define, in both languages, never as its key", () => {
    for (const code of Object.keys(MESSAGE_TEXTS)) {
      for (const lng of ["en", "fr"] as const) {
        const text = messageText(i18n.getFixedT(lng), `${code}:12`);
        expect(text, `${lng}: ${code}`).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z.]+$/);
        expect(text, `${lng}: ${code}`).not.toBe(i18n.getFixedT(lng)("validation.invalid"));
      }
    }
  });

  it("has a translated text for every error code the server can send", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      const text = apiErrorText(new ApiError(status, code, "some server text"), i18n.getFixedT("fr"));
      expect(text, code).not.toMatch(/^apiErrors\./);
      expect(text).not.toBe("some server text");
    }
  });

  it("shows a refusal by its code in the interface language, whatever the English text says", () => {
    const big = new ApiError(413, "AVATAR_TOO_LARGE", "some English text");
    expect(apiErrorText(big, i18n.getFixedT("fr"))).toBe("L'image doit faire 5 Mo au maximum");
    expect(apiErrorText(big, i18n.getFixedT("en"))).toBe(PROFILE_MESSAGES.avatarTooLarge);
    const busy = new ApiError(409, "GENERATION_IN_PROGRESS", "x");
    expect(apiErrorText(busy, i18n.getFixedT("fr"))).toBe(fr.apiErrors.generationInProgress);
  });

  it("says a validation failure's first known problem, with its number", () => {
    const issues = [
      { path: "firstName", code: "INVALID" },
      { path: "headline", code: "TOO_LONG", max: 220 },
    ];
    const err = new ApiError(400, "VALIDATION_FAILED", "headline: Must be at most 220 characters", undefined, issues);
    expect(apiErrorText(err, i18n.getFixedT("en"))).toBe("Must be at most 220 characters");
    expect(apiErrorText(err, i18n.getFixedT("fr"))).toBe("220 caractères au maximum");
    const vague = new ApiError(400, "VALIDATION_FAILED", "x", undefined, [{ path: "a", code: "INVALID" }]);
    expect(apiErrorText(vague, i18n.getFixedT("en"))).toBe(en.apiErrors.invalid);
  });

  it("says why text was refused (INVALID_CHARACTERS), in the interface language", () => {
    const err = new ApiError(400, INVALID_CHARACTERS.code, INVALID_CHARACTERS.message);
    expect(apiErrorText(err, i18n.getFixedT("en"))).toBe(en.apiErrors.invalidCharacters);
    expect(apiErrorText(err, i18n.getFixedT("fr"))).toBe(fr.apiErrors.invalidCharacters);
  });

  it("falls back by code, then by status, and says when the server cannot be reached", () => {
    const t = i18n.getFixedT("en");
    expect(apiErrorText(new ApiError(404, "NOT_FOUND", "Pillar 42 not found"), t)).toBe(en.apiErrors.notFound);
    expect(apiErrorText(new ApiError(502, "WHATEVER", "upstream"), t)).toBe(en.apiErrors.server);
    expect(apiErrorText(new ApiError(418, "WHATEVER", "teapot"), t)).toBe(en.apiErrors.generic);
    expect(apiErrorText(new TypeError("Failed to fetch"), t)).toBe(en.apiErrors.network);
    expect(apiErrorText("odd", t)).toBe(en.apiErrors.generic);
  });
});
