import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The API and integration files run side by side on one shared test database. DDL there (a trigger, a probe table)
// takes locks that made Postgres pick other files' queries as deadlock victims (CI, pgbouncer.test.ts): a file that
// changes the schema must work on a database of its own (freshDatabase) or on a server of its own.
const ROOT = path.resolve(import.meta.dirname, "../..");
const DDL = /(?<!;\s*)\b(CREATE|DROP|ALTER)\s+(TABLE|TRIGGER|FUNCTION|INDEX|POLICY|TYPE|SCHEMA)\b|refusingTriggerSql\(/;
const OWN_DATABASE = /freshDatabase\(|CREATE DATABASE|new EmbeddedPostgres|spawn\(/;

function files(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".test.ts") ? [path.join(dir, e.name)] : [],
    );
}

describe("the shared test database", () => {
  it("gets no schema change from a test file", () => {
    const offenders = [...files("tests/api"), ...files("tests/integration")].filter((f) => {
      const text = fs.readFileSync(path.join(ROOT, f), "utf8");
      return DDL.test(text) && !OWN_DATABASE.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it("recognises DDL and leaves SQL-injection payloads alone", () => {
    expect(DDL.test("await pool.query(`CREATE TABLE ${table} (id int)`)")).toBe(true);
    expect(DDL.test('pool.query("DROP TRIGGER IF EXISTS x ON users")')).toBe(true);
    expect(DDL.test('["\'; DROP TABLE posts; --"]')).toBe(false);
    expect(DDL.test('"1; DROP TABLE posts"')).toBe(false);
  });
});
