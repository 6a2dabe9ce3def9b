import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm run serve` / `npm run serve:worker` run the last build and never build (several processes started together
// must not race on one dist/); without a build they say what to run instead of Node's "Cannot find module".
const script = path.resolve("scripts/serve.mjs");

describe("scripts/serve.mjs", () => {
  it.each([
    ["the app", [], "dist/server/index.js"],
    ["the workers", ["worker"], "dist/server/worker.js"],
  ])("without a build of %s: says to run npm run build, exit 1", (_, args, file) => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "pp-serve-"));
    try {
      const run = spawnSync(process.execPath, [script, ...args], { cwd, encoding: "utf8" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${file} is not built: run \`npm run build\` once`);
      expect(run.stderr).not.toContain("Cannot find module");
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });
});
