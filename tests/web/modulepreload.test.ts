// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { preloadListed } from "@/lib/app/modulepreload";

const list = (files: unknown) => {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "pp-preload";
  script.textContent = JSON.stringify(files);
  document.body.append(script);
};
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("preloading the files the server listed", () => {
  it("adds a few links at once and the rest in later tasks, each file once, in order", () => {
    const files = Array.from({ length: 12 }, (_, i) => `/assets/chunk-${i}.js`);
    list(files);
    const queued: (() => void)[] = [];
    preloadListed("pp-preload", document, (next) => queued.push(next));
    expect(preloaded()).toEqual(files.slice(0, 5));
    queued.shift()!();
    expect(preloaded()).toEqual(files.slice(0, 10));
    queued.shift()!();
    expect(preloaded()).toEqual(files);
    expect(queued).toEqual([]);
  });

  it("preloads only the app's own files, and nothing without a list or with a broken one", () => {
    list(["/assets/a.js", "https://evil.example/x.js", 3, "/uploads/y.js"]);
    preloadListed("pp-preload", document, () => {
      throw new Error("no later task for a short list");
    });
    expect(preloaded()).toEqual(["/assets/a.js"]);
    document.head.innerHTML = "";
    preloadListed("missing");
    document.getElementById("pp-preload")!.textContent = "{not json";
    preloadListed("pp-preload");
    expect(preloaded()).toEqual([]);
  });
});
