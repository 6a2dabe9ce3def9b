import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { builtRenderer, RESTART_AFTER_MS } from "../../src/server/http/page-render";

// The server renders signed-in pages in a thread of its own (page-render-worker.ts). A stand-in for the built
// renderer (dist/ssr/render-page.js) shows what the thread does with it: the strings it is given, a render that
// throws, a thread that dies.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-render-thread-"));
const webDir = path.join(dir, "web");
for (const [lng, hello] of [
  ["en", "Hello"],
  ["fr", "Bonjour"],
]) {
  fs.mkdirSync(path.join(webDir, "locales", lng!), { recursive: true });
  fs.writeFileSync(path.join(webDir, "locales", lng!, "core.json"), JSON.stringify({ hello }));
  fs.writeFileSync(path.join(webDir, "locales", lng!, "notes.json"), JSON.stringify({ notes: { title: "N" } }));
}
fs.mkdirSync(path.join(dir, "ssr"));
fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" })); // as the project's own
fs.writeFileSync(
  path.join(dir, "ssr", "render-page.js"),
  `import { threadId } from "node:worker_threads";
export const WARM_UP = { path: "/warm", lng: "en", user: { id: "w", email: "w" }, data: {}, cookie: "" };
export function createPageRenderer(strings) {
  return async (input) => {
    if (input.path === "/boom") throw new Error("boom");
    if (input.path === "/die") process.exit(3);
    return "<p>" + strings[input.lng].hello + " " + input.user.email + " " + strings[input.lng].notes.title + " " + threadId + "</p>";
  };
}`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = (p: string, lng: "en" | "fr" = "en") => ({
  path: p,
  lng,
  user: { id: "u", email: "ada@example.com" },
  data: {},
  cookie: "",
  config: { chatWidget: null, linkedinEnabled: true },
});

describe("the page render thread", () => {
  it("renders with every namespace of the language asked, off the main thread, and survives a render that throws", async () => {
    const loaded = (await builtRenderer(webDir)())!;
    expect(loaded.warmUp?.path).toBe("/warm");
    const html = await loaded.render(page("/notes", "fr"));
    expect(html).toMatch(/^<p>Bonjour ada@example\.com N \d+<\/p>$/);
    expect(html).not.toMatch(/ 0<\/p>$/); // threadId 0 is the main thread
    await expect(loaded.render(page("/boom"))).rejects.toThrow("boom");
    expect(await loaded.render(page("/next"))).toMatch(/^<p>Hello ada@example\.com/);
  });

  it("fails the pages of a thread that died, and starts a new one once RESTART_AFTER_MS have passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const loaded = (await builtRenderer(webDir)())!;
      const first = await loaded.render(page("/a"));
      await expect(loaded.render(page("/die"))).rejects.toThrow(/stopped/);
      await expect(loaded.render(page("/a"))).rejects.toThrow(/stopped/);
      vi.setSystemTime(Date.now() + RESTART_AFTER_MS);
      const again = await loaded.render(page("/a"));
      expect(again).toMatch(/^<p>Hello/);
      expect(again).not.toBe(first); // another thread: another threadId
    } finally {
      vi.useRealTimers();
    }
  });

  it("is undefined when the renderer cannot be loaded", async () => {
    expect(await builtRenderer(path.join(dir, "nowhere", "web"))()).toBeUndefined();
    const broken = path.join(dir, "broken");
    fs.mkdirSync(path.join(broken, "ssr"), { recursive: true });
    fs.mkdirSync(path.join(broken, "web", "locales", "en"), { recursive: true });
    fs.mkdirSync(path.join(broken, "web", "locales", "fr"), { recursive: true });
    fs.writeFileSync(path.join(broken, "ssr", "render-page.js"), "throw new Error('bad build')");
    await expect(builtRenderer(path.join(broken, "web"))()).rejects.toThrow("bad build");
  });
});
