// Adds up the JSON reports of every test run into one closing line: "N passed, N flaky, N failed, N skipped".
// A flaky test (failed, then passed on a retry) is a failure: it is named and the exit code is 1, so a green run
// means every test passed the first time it ran.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".tmp/results";
let passed = 0,
  failed = 0,
  skipped = 0;
const flaky = [];

/** Every Playwright test whose outcome is "flaky", as "file:line › title path [project]". */
function flakyTests(suites, titles = null) {
  const found = [];
  for (const suite of suites ?? []) {
    // the top-level suites are the spec files, whose name the file:line already gives
    const inner = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "flaky") continue;
        const project = test.projectName ? ` [${test.projectName}]` : "";
        found.push(`${spec.file}:${spec.line} › ${[...inner, spec.title].join(" › ")}${project}`);
      }
    }
    found.push(...flakyTests(suite.suites, inner));
  }
  return found;
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith(".json")) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright
    passed += report.stats.expected;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    const named = flakyTests(report.suites);
    flaky.push(...named);
    // a report that counts flaky tests it does not list still fails the run
    for (let i = named.length; i < (report.stats.flaky ?? 0); i++) flaky.push(`(unnamed flaky test in ${file})`);
  } else {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
if (flaky.length > 0) {
  console.log(`\nFlaky (failed, then passed on a retry) — each one is a failure:`);
  for (const name of flaky) console.log(`  ${name}`);
}
console.log(`\n${passed} passed, ${flaky.length} flaky, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || flaky.length > 0 ? 1 : 0);
