import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/test-summary");
const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/test-summary.mjs");
const root = fs.mkdtempSync(path.join(os.tmpdir(), "pp-test-summary-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs scripts/test-summary.mjs on a results folder holding the given fixture reports. */
function summarize(...fixtures: string[]) {
  const dir = fs.mkdtempSync(path.join(root, "results-"));
  for (const name of fixtures) fs.copyFileSync(path.join(FIXTURES, name), path.join(dir, name));
  const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe("the closing summary of the test suite (scripts/test-summary.mjs)", () => {
  it("passes a run where every test passed the first time", () => {
    const run = summarize("vitest-green.json");
    expect(run.output).toContain("3 passed, 0 flaky, 0 failed, 0 skipped");
    expect(run.status).toBe(0);
  });

  it("fails a run with a flaky test, names it apart and does not count it as passed", () => {
    const run = summarize("vitest-green.json", "playwright-flaky.json");
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("publishing-flow.spec.ts:41 › the schedule dialog › keeps the chosen slot [chromium]");
    expect(run.output).not.toContain("a post publishes at its minute");
    expect(run.output).toContain("4 passed, 1 flaky, 0 failed, 0 skipped");
  });
});
