import { afterAll, afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => cleanup());

// Files share one document and one module graph per worker (vitest.config.ts): what a file left behind (elements it
// appended itself, storage, stubbed globals, spies, fake timers) must not reach the next file.
afterAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
