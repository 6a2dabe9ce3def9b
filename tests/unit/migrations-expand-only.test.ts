import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PREVIOUS_RELEASE } from "../fixtures/upgrade/previous-release";

// Upgrades without losing anything (issue 33, docs/operations.md "Upgrades"): a release's migrations only add
// (expand); what the previous release still reads or writes is removed a release later (contract), each such
// statement marked `-- contract: <why it is safe now>` on the line before. Processes of both releases run side by
// side during a rolling upgrade: a column dropped, renamed, retyped or made NOT NULL under the old one breaks it.

const DRIZZLE = path.resolve("drizzle");
const DESTRUCTIVE = [
  /\bDROP\s+TABLE\b/i,
  /\bDROP\s+COLUMN\b/i,
  /\bRENAME\s+(TO|COLUMN)\b/i,
  /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i,
  /\bSET\s+NOT\s+NULL\b/i,
];

/** The statements of a migration that drop, rename, retype or tighten without a `-- contract:` line before them. */
export function unmarkedContractions(sql: string): string[] {
  const lines = sql.split("\n");
  return lines.filter(
    (line, i) =>
      !line.trim().startsWith("--") &&
      DESTRUCTIVE.some((re) => re.test(line)) &&
      !/^\s*--\s*contract:/i.test(lines[i - 1] ?? ""),
  );
}

const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

describe("migrations since the previous release", () => {
  it("only add: anything dropped, renamed, retyped or made NOT NULL is marked as a contraction", () => {
    const at = journal.entries.findIndex((e) => e.tag === PREVIOUS_RELEASE);
    expect(at, `${PREVIOUS_RELEASE} in the journal`).toBeGreaterThan(0);
    const problems = journal.entries
      .slice(at + 1)
      .flatMap(({ tag }) =>
        unmarkedContractions(fs.readFileSync(path.join(DRIZZLE, `${tag}.sql`), "utf8")).map(
          (s) => `${tag}: ${s.trim()}`,
        ),
      );
    expect(problems).toEqual([]);
  });

  it("the check finds what it is for (not vacuous)", () => {
    expect(unmarkedContractions('ALTER TABLE "notes" DROP COLUMN "body";')).toHaveLength(1);
    expect(unmarkedContractions('ALTER TABLE "posts" RENAME COLUMN "body" TO "text";')).toHaveLength(1);
    expect(unmarkedContractions('ALTER TABLE "posts" ALTER COLUMN "version" SET DATA TYPE bigint;')).toHaveLength(1);
    expect(unmarkedContractions('ALTER TABLE "posts" ALTER COLUMN "pillar_id" SET NOT NULL;')).toHaveLength(1);
    expect(unmarkedContractions('DROP TABLE "leases";')).toHaveLength(1);
    expect(unmarkedContractions('-- contract: unread since 0031\nALTER TABLE "notes" DROP COLUMN "x";')).toEqual([]);
    expect(unmarkedContractions('CREATE TABLE "saved_posts" ("id" uuid PRIMARY KEY NOT NULL);')).toEqual([]);
    expect(unmarkedContractions('DROP POLICY IF EXISTS "p" ON "posts";')).toEqual([]);
  });
});
