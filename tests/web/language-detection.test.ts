// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DETECTION_OPTIONS } from "@/lib/i18n/i18n-options";
import { cacheLanguage, detectLanguages } from "@/lib/i18n/language-detector";
import { pickLanguage } from "@/lib/i18n/translate";

const detect = detectLanguages;
const first = (v: readonly string[]) => v[0];

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

  it("gives every candidate in that order, so the first supported one wins", () => {
    setNavigatorLanguages(["de-DE", "fr-FR", "en"]);
    document.cookie = "i18next=es; path=/";
    window.history.replaceState(null, "", "/sign-in?x=1&lng=pt");
    // navigator.languages, then navigator.language (as the library did)
    expect(detect()).toEqual(["pt", "es", "de-DE", "fr-FR", "en", "de-DE"]);
    expect(pickLanguage(detect())).toBe("fr");
  });

  it("leaves out values that are not language codes (markup, quotes, prototype keys)", () => {
    window.history.replaceState(null, "", "/?lng=%3Cb%3E");
    document.cookie = "i18next=__proto__; path=/";
    localStorage.setItem("i18nextLng", '" onmouseover="x()');
    sessionStorage.setItem("i18nextLng", "fr");
    expect(detect()).toEqual(["fr"]);
  });

  it("reads ?lng from a query inside the hash when the URL has no query", () => {
    window.history.replaceState(null, "", "/#/x?lng=fr");
    expect(first(detect())).toBe("fr");
  });

  it("caches the detected language in localStorage, and nothing else", () => {
    cacheLanguage("fr");
    expect(localStorage.getItem("i18nextLng")).toBe("fr");
    expect(sessionStorage.getItem("i18nextLng")).toBeNull();
    expect(document.cookie).not.toMatch(/i18next=\w/);
  });
});
