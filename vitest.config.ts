import { defineConfig } from "vitest/config";
import fs from "node:fs";
import path from "node:path";

const alias = {
  "@": path.resolve(import.meta.dirname, "src/web"),
  "@contracts": path.resolve(import.meta.dirname, "src/contracts"),
  "@shared": path.resolve(import.meta.dirname, "src/shared"),
};

/**
 * Component test files that need a module graph of their own: they replace modules (vi.mock: a module another file
 * imported first would stay real) or test what a module does when it is first imported (marked "own module graph").
 */
const WEB_DIR = "tests/web";
const OWN_GRAPH = /\bvi\.(mock|doMock|resetModules)\(|own module graph/;
const webIsolated = fs
  .readdirSync(WEB_DIR)
  .filter((f) => /\.test\.tsx?$/.test(f) && OWN_GRAPH.test(fs.readFileSync(path.join(WEB_DIR, f), "utf8")))
  .map((f) => `${WEB_DIR}/${f}`);

// a page test takes 2-3 s alone; on 2 busy cores it went past vitest's default 5 s
const web = { environment: "happy-dom" as const, setupFiles: ["tests/web/setup.ts"], testTimeout: 15_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/fakes/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          // Pure functions and local fakes: one module graph per worker (not per file) is safe here and saves the
          // re-imports; two workers on 2 cores (vitest's default is cores - 1) took unit + web from 48 to 34 s.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          exclude: webIsolated,
          ...web,
          // One module graph and one happy-dom per worker: a fresh process per file spent 0.9 s setting up the
          // environment and 0.5 s importing React and the app's modules again (60 files: 87 -> 28 s on 2 cores).
          // Every file cleans up what it renders (setup.ts) and its own stubs.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web-isolated",
          include: webIsolated,
          ...web,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/database-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // files share one database; each test uses its own users, so files may run in parallel
          fileParallelism: true,
          // The files mostly wait on Postgres and local fake servers: more of them than cores keeps the CPU busy
          // (on 2 cores, 4 at once took the suite from 8.1 to 5.6 min; vitest's default is cores - 1).
          maxWorkers: 4,
          // Every file builds its own app, database handles and fakes, so a worker's files can share one module
          // graph: each file re-importing the server took 270 s of the run's import time (119 -> 86 s on 2 cores).
          isolate: false,
        },
      },
    ],
  },
});
