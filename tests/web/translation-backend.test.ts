import { afterEach, describe, expect, it, vi } from "vitest";
import { readTranslations, translationUrl } from "@/lib/translation-backend";

function read(lng: string, ns = "translation") {
  return new Promise<[unknown, unknown]>((resolve) => {
    void readTranslations(lng, ns, (err, data) => resolve([err, data]));
  });
}

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("translation backend (the app's own, in place of i18next-http-backend)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches /locales/<lng>/<ns>.json with the preload's fetch mode and hands i18next the strings", async () => {
    const fetchMock = answer(new Response(JSON.stringify({ a: { b: "c" } }), { status: 200 }));
    expect(await read("fr")).toEqual([null, { a: { b: "c" } }]);
    expect(fetchMock).toHaveBeenCalledWith("/locales/fr/translation.json");
  });

  it("asks i18next to try again after a network failure or a 5xx, not after a 4xx", async () => {
    answer(new TypeError("Failed to fetch"));
    expect(await read("en")).toEqual(["failed loading /locales/en/translation.json: Failed to fetch", true]);
    answer(new Response("", { status: 503 }));
    expect(await read("en")).toEqual(["failed loading /locales/en/translation.json; status code: 503", true]);
    answer(new Response("", { status: 404 }));
    expect(await read("en")).toEqual(["failed loading /locales/en/translation.json; status code: 404", false]);
  });

  it("refuses a body that is not a JSON object, without retrying", async () => {
    answer(new Response("<html>", { status: 200 }));
    expect(await read("en")).toEqual(["failed parsing /locales/en/translation.json to json", false]);
    answer(new Response("null", { status: 200 }));
    expect(await read("en")).toEqual(["failed parsing /locales/en/translation.json to json", false]);
  });

  it("builds no URL for a language or namespace outside the app's (no request at all)", async () => {
    const fetchMock = answer(new Response("{}", { status: 200 }));
    expect(translationUrl("de", "translation")).toBeUndefined();
    expect(translationUrl("en", "../secrets")).toBeUndefined();
    const [err, retry] = await read("../../x");
    expect(err).toBeInstanceOf(Error);
    expect(retry).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
