// @vitest-environment happy-dom
import LanguageDetector from "i18next-browser-languagedetector";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DETECTION_OPTIONS } from "@/lib/i18n-options";

function detect(): string | string[] | undefined {
  const detector = new LanguageDetector();
  detector.init({ languageUtils: {} } as never, DETECTION_OPTIONS);
  return detector.detect();
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function setNavigatorLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });
  Object.defineProperty(window.navigator, "language", { value: languages[0], configurable: true });
}

function clearAll() {
  window.history.replaceState(null, "", "/");
  document.cookie = "i18next=; path=/; max-age=0";
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute("lang");
  setNavigatorLanguages([]);
}

describe("language detection order (SPEC §9)", () => {
  beforeEach(clearAll);
  afterEach(clearAll);

  it("is query lng, cookie i18next, localStorage i18nextLng, sessionStorage, navigator, html lang; cached in localStorage", () => {
    expect(DETECTION_OPTIONS.order).toEqual([
      "querystring",
      "cookie",
      "localStorage",
      "sessionStorage",
      "navigator",
      "htmlTag",
    ]);
    expect(DETECTION_OPTIONS.lookupQuerystring).toBe("lng");
    expect(DETECTION_OPTIONS.lookupCookie).toBe("i18next");
    expect(DETECTION_OPTIONS.lookupLocalStorage).toBe("i18nextLng");
    expect(DETECTION_OPTIONS.caches).toEqual(["localStorage"]);
  });

  it("each source wins over the ones after it", () => {
    document.documentElement.lang = "fr";
    expect(first(detect())).toBe("fr"); // html lang, last resort

    setNavigatorLanguages(["en-GB"]);
    expect(first(detect())).toBe("en-GB"); // navigator beats html lang

    sessionStorage.setItem("i18nextLng", "fr");
    expect(first(detect())).toBe("fr"); // sessionStorage beats navigator

    localStorage.setItem("i18nextLng", "en");
    expect(first(detect())).toBe("en"); // localStorage beats sessionStorage

    document.cookie = "i18next=fr; path=/";
    expect(first(detect())).toBe("fr"); // cookie beats localStorage

    window.history.replaceState(null, "", "/?lng=en");
    expect(first(detect())).toBe("en"); // the query parameter beats everything
  });

  it("caches the detected language in localStorage", () => {
    const detector = new LanguageDetector();
    detector.init({ languageUtils: {} } as never, DETECTION_OPTIONS);
    detector.cacheUserLanguage("fr");
    expect(localStorage.getItem("i18nextLng")).toBe("fr");
  });
});
