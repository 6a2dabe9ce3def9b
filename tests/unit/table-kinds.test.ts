import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { CONTENT_TABLES, SYSTEM_SCHEMAS, SYSTEM_TABLES } from "../../src/server/db/table-kinds";
import { JOBS_SCHEMA } from "../../src/server/jobs/queues";

const tables: string[] = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();
const content: string[] = Object.keys(CONTENT_TABLES);
const system: string[] = Object.keys(SYSTEM_TABLES);

describe("the table registry", () => {
  it("says of every table of the schema whether it is content or system state", () => {
    expect(tables.length).toBeGreaterThan(20);
    const unclassified = tables.filter((t) => !content.includes(t) && !system.includes(t));
    expect(unclassified, "tables in neither CONTENT_TABLES nor SYSTEM_TABLES (src/server/db/table-kinds.ts)").toEqual(
      [],
    );
  });

  it("puts no table in both lists and names no table the schema does not have", () => {
    expect(content.filter((t) => system.includes(t))).toEqual([]);
    expect([...content, ...system].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it("gives a workspace's content a workspace column and a user's content a user column (or is the user)", () => {
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const name = getTableName(value);
      if (!(name in CONTENT_TABLES)) continue;
      const { owner } = CONTENT_TABLES[name as keyof typeof CONTENT_TABLES];
      const columns = Object.values(value).map((c: { name?: string }) => c?.name);
      if (owner === "workspace" && name !== "workspaces" && name !== "post_media")
        expect(columns, name).toContain("workspace_id");
      if (owner === "user" && name !== "users") expect(columns, name).toContain("user_id");
    }
  });

  it("leaves pg-boss's schema out as system state", () => {
    expect(SYSTEM_SCHEMAS).toContain(JOBS_SCHEMA);
  });
});
