import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../src/contracts/endpoints";
import { makeTestApp } from "../support/test-app";

const t = makeTestApp();

describe("the OpenAPI document", () => {
  it("has every contract endpoint with each status it declares", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    for (const e of Object.values(ENDPOINTS)) {
      const op = doc.paths[e.path]?.[e.method];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      const statuses = [...Object.keys(e.responses), ...e.errors.map(String)].sort();
      expect(Object.keys(op.responses).sort(), `${e.method} ${e.path}`).toEqual(statuses);
    }
  });
});
