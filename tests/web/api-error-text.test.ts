import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS } from "@contracts/errors";
import { PROFILE_MESSAGES } from "@contracts/profile/schemas";
import { STRATEGY_MESSAGES } from "@contracts/strategy/schemas";
import { ApiError } from "@/lib/api-client";
import { apiErrorText, messageKeyOf } from "@/lib/api-error-text";
import { ERROR_STATUS } from "../../src/server/lib/errors";
import en from "../../public/locales/en/translation.json";
import fr from "../../public/locales/fr/translation.json";

const i18n = createInstance();
beforeAll(() =>
  i18n.init({ lng: "fr", fallbackLng: false, resources: { en: { translation: en }, fr: { translation: fr } } }),
);

describe("apiErrorText", () => {
  it("knows every message the contracts define, in both languages", () => {
    for (const message of [...Object.values(PROFILE_MESSAGES), ...Object.values(STRATEGY_MESSAGES)]) {
      const key = messageKeyOf(message);
      expect(key, message).toBeDefined();
      for (const lng of ["en", "fr"]) expect(i18n.exists(key!, { lng }), `${lng}: ${key}`).toBe(true);
    }
  });

  it("has a translated text for every error code the server can send", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      const text = apiErrorText(new ApiError(status, code, "some server text"), i18n.getFixedT("fr"));
      expect(text, code).not.toMatch(/^apiErrors\./);
      expect(text).not.toBe("some server text");
    }
  });

  it("shows the server's known message in the interface language", () => {
    const err = new ApiError(429, "RATE_LIMITED", STRATEGY_MESSAGES.generationRateLimited);
    expect(apiErrorText(err, i18n.getFixedT("fr"))).toBe(
      "Vous avez généré plusieurs stratégies récemment. Veuillez réessayer plus tard.",
    );
    expect(apiErrorText(err, i18n.getFixedT("en"))).toBe(STRATEGY_MESSAGES.generationRateLimited);
    const big = new ApiError(413, "PAYLOAD_TOO_LARGE", PROFILE_MESSAGES.avatarTooLarge);
    expect(apiErrorText(big, i18n.getFixedT("fr"))).toBe("L'image doit faire 5 Mo au maximum");
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
