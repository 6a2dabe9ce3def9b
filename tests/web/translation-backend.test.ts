import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTranslations, readTranslations, translationUrl } from "@/lib/i18n/translation-backend";

function answer(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const response = responses.length > 1 ? responses.shift()! : responses[0];
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe("translation backend (the app's own, in place of i18next-http-backend)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("fetches /locales/<lng>/core.json with the preload's fetch mode and returns the strings", async () => {
    const fetchMock = answer(ok({ a: { b: "c" } }));
    expect(await readTranslations("fr")).toEqual({ strings: { a: { b: "c" } } });
    expect(fetchMock).toHaveBeenCalledWith("/locales/fr/core.json");
  });

  it("says to try again after a network failure or a 5xx, not after a 4xx", async () => {
    answer(new TypeError("Failed to fetch"));
    expect(await readTranslations("en")).toEqual({
      error: "failed loading /locales/en/core.json: Failed to fetch",
      retry: true,
    });
    answer(new Response("", { status: 503 }));
    expect(await readTranslations("en")).toEqual({
      error: "failed loading /locales/en/core.json; status code: 503",
      retry: true,
    });
    answer(new Response("", { status: 404 }));
    expect(await readTranslations("en")).toEqual({
      error: "failed loading /locales/en/core.json; status code: 404",
      retry: false,
    });
  });

  it("refuses a body that is not a JSON object, without retrying", async () => {
    for (const body of ["<html>", "null", "[1]", '"text"']) {
      answer(new Response(body, { status: 200 }));
      expect(await readTranslations("en"), body).toEqual({
        error: "failed parsing /locales/en/core.json to json",
        retry: false,
      });
    }
  });

  it("builds no URL for a language outside the app's (no request at all)", async () => {
    const fetchMock = answer(ok({}));
    expect(translationUrl("de")).toBeUndefined();
    expect(translationUrl("../secrets")).toBeUndefined();
    expect(translationUrl("en")).toBe("/locales/en/core.json");
    expect(translationUrl("fr", "editor")).toBe("/locales/fr/editor.json");
    expect(translationUrl("en", "../core")).toBeUndefined();
    expect(translationUrl("en", "translation")).toBeUndefined();
    expect(await readTranslations("../../x")).toMatchObject({ retry: false });
    expect(await readTranslations("en", "../../x")).toMatchObject({ retry: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tries a retryable failure 3 more times, after 350, 700 and 1400 ms, then warns and gives up", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = answer(new Response("", { status: 503 }));
    fetchMock.mockImplementation(async () => new Response("", { status: 503 }));
    const loading = loadTranslations("fr");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(700);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1400);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await loading).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0].join(" ")).toContain("failed loading /locales/fr/core.json; status code: 503");
  });

  it("returns the strings of a retry that succeeds, without a warning", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = answer(new TypeError("Failed to fetch"), ok({ hello: "Bonjour" }));
    const loading = loadTranslations("fr");
    await vi.advanceTimersByTimeAsync(350);
    expect(await loading).toEqual({ hello: "Bonjour" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it("does not try a 404 or bad JSON again: one request, one warning", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = answer(new Response("missing", { status: 404 }));
    expect(await loadTranslations("fr")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0].join(" ")).toContain("failed loading /locales/fr/core.json; status code: 404");
  });
});
