import { describe, expect, it } from "vitest";
import { errorStatusesOf, NDJSON_CONTENT_TYPE, type EndpointDefinition } from "../../src/contracts/endpoint";
import { ENDPOINTS } from "../../src/contracts/endpoints";
import { makeTestApp } from "../support/test-app";

const t = makeTestApp();

type Operation = { responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const ALL: readonly EndpointDefinition[] = Object.values(ENDPOINTS);
const documented = async () => (await (await t.app.request("/api/openapi.json")).json()) as Doc;

describe("the OpenAPI document", () => {
  it("has every contract endpoint with each status it declares", async () => {
    const doc = await documented();
    expect(doc.openapi).toBe("3.1.0");
    for (const e of ALL) {
      const op = doc.paths[e.path]?.[e.method];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      const statuses = [...Object.keys(e.responses), ...errorStatusesOf(e).map(String)].sort();
      expect(Object.keys(op.responses).sort(), `${e.method} ${e.path}`).toEqual(statuses);
    }
  });

  it("gives each success answer the content types of its kind: JSON, a file's types, a stream of events", async () => {
    const doc = await documented();
    const kinds = new Set<string>();
    for (const e of ALL) {
      for (const [status, r] of Object.entries(e.responses)) {
        const where = `${e.method} ${e.path} ${status}`;
        const content = doc.paths[e.path][e.method].responses[status].content ?? {};
        if ("json" in r) {
          kinds.add("json");
          expect(Object.keys(content), where).toEqual(["application/json"]);
        } else if ("file" in r) {
          kinds.add("file");
          expect(Object.keys(content).sort(), where).toEqual([...r.file.contentTypes].sort());
          for (const type of r.file.contentTypes)
            expect(content[type].schema, where).toEqual({ type: "string", format: "binary" });
        } else {
          kinds.add("stream");
          expect(Object.keys(content), where).toEqual([NDJSON_CONTENT_TYPE]);
          // each line's schema: the event's, a union of the event types
          expect(Object.keys(content[NDJSON_CONTENT_TYPE].schema ?? {}), where).not.toEqual([]);
        }
      }
    }
    expect([...kinds].sort()).toEqual(["file", "json", "stream"]);
  });

  it("documents the media file routes as files, behind the session", async () => {
    const doc = await documented();
    const file = doc.paths["/api/media/{id}/file"].get;
    expect(Object.keys(file.responses[200].content ?? {})).toEqual(
      expect.arrayContaining(["image/png", "image/jpeg", "application/pdf"]),
    );
    expect(Object.keys(doc.paths["/api/media/{id}/thumbnail"].get.responses[200].content ?? {})).toEqual([
      "image/webp",
    ]);
    expect(Object.keys(file.responses)).toContain("401");
  });
});
