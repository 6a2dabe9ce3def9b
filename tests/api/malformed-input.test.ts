import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { errorBodySchema } from "../../src/contracts/common";
import type { EndpointDefinition } from "../../src/contracts/endpoint";
import { ENDPOINTS } from "../../src/contracts/endpoints";
import { edgeRequestsFor, jsonSchemaOf } from "../support/boundary-requests";
import { makeTestApp, ORIGIN, signedInUser } from "../support/test-app";

// What an attacker (or a broken client) sends to every endpoint of the contract, signed in: malformed ids, query
// strings that do not decode, bodies of the wrong shape or type, fields of the wrong type, huge values, JSON that
// does not parse. Each must be refused (or served) with a 4xx or 2xx, a refusal in the error body with its code:
// never a 500.

const t = makeTestApp();

const BAD_IDS = ["not-a-uuid", "%ff", "%00", "a%20", "1e9999", randomUUID(), "x".repeat(2_000)];
const BAD_BODIES: unknown[] = [null, [], "text", 12, true, {}, { unknown: 1 }];
const BAD_VALUES: unknown[] = [null, 12, -1, 1e308, true, [], {}, ["a", 1], "x".repeat(100_000), "", " ", "%ff"];
const RAW_BODIES = ['{"', "not json", "[1,", '{"a":1}{"b":2}', "\u0000"];

/** The endpoint's path with each `{param}` replaced (URL-safe values are inserted as they are). */
const pathWith = (e: EndpointDefinition, value: string) => e.path.replace(/\{[^}]+\}/g, value);

/** A field list of an object schema (zod 4 keeps it in `shape`), else none. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const HAS_BODY = new Set(["post", "put", "patch"]);

function requestsFor(e: EndpointDefinition): Array<{ label: string; path: string; body?: string; type?: string }> {
  const id = randomUUID();
  const base = pathWith(e, id);
  const out: Array<{ label: string; path: string; body?: string; type?: string }> = [];
  if (e.path.includes("{"))
    for (const bad of BAD_IDS) out.push({ label: `id ${bad.slice(0, 20)}`, path: pathWith(e, bad) });
  out.push({ label: "undecodable query", path: `${base}?x=%ff&%ff=1` });
  for (const key of fieldsOf(e.query)) {
    for (const value of ["%ff", "x".repeat(5_000), "-1", "1e9999", "null", "[]"])
      out.push({ label: `query ${key}=${value.slice(0, 12)}`, path: `${base}?${key}=${value}` });
    out.push({ label: `query ${key} twice`, path: `${base}?${key}=a&${key}=b` });
  }
  if (HAS_BODY.has(e.method)) {
    for (const body of BAD_BODIES)
      out.push({ label: `body ${JSON.stringify(body)}`, path: base, body: JSON.stringify(body) });
    for (const raw of RAW_BODIES) out.push({ label: `raw ${JSON.stringify(raw)}`, path: base, body: raw });
    out.push({ label: "text/plain body", path: base, body: "{}", type: "text/plain" });
    out.push({ label: "empty body", path: base, body: "" });
    for (const key of fieldsOf(e.body))
      for (const value of BAD_VALUES)
        out.push({
          label: `${key}=${JSON.stringify(value).slice(0, 16)}`,
          path: base,
          body: JSON.stringify({ [key]: value }),
        });
  }
  return out;
}

describe("malformed input on every endpoint of the contract", () => {
  it("is answered with a 4xx (or served), an error body with a code, and never a 500", async () => {
    const user = await signedInUser(t);
    const cookie = user.client.cookieHeader();
    const failures: string[] = [];
    let sent = 0;
    for (const e of Object.values(ENDPOINTS) as readonly EndpointDefinition[]) {
      for (const r of requestsFor(e)) {
        const headers: Record<string, string> = { origin: ORIGIN, cookie };
        if (r.body !== undefined) headers["content-type"] = r.type ?? "application/json";
        const res = await t.app.request(r.path, { method: e.method.toUpperCase(), headers, body: r.body });
        sent++;
        const what = `${e.method.toUpperCase()} ${e.path} (${r.label}) -> ${res.status}`;
        if (res.status >= 500) failures.push(what);
        else if (res.status >= 400 && res.headers.get("content-type")?.includes("application/json")) {
          const body: unknown = await res.json();
          if (!errorBodySchema.safeParse(body).success) failures.push(`${what}: not an error body with a code`);
        } else await res.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    // the session still works: nothing above broke the user
    expect((await user.client.request("/api/me")).status).toBe(200);
  }, 120_000);
});

/** Every integer a request may carry, at any depth of its schema, as JSON schema gives it. */
function integerBounds(js: unknown, at: string, out: Array<{ at: string; min?: number; max?: number }>) {
  if (!js || typeof js !== "object") return out;
  const node = js as Record<string, unknown>;
  if (node.type === "integer" || node.type === "number")
    out.push({ at, min: node.minimum as number | undefined, max: node.maximum as number | undefined });
  for (const [key, child] of Object.entries(node))
    if (typeof child === "object") integerBounds(child, key === "properties" ? at : `${at}.${key}`, out);
  return out;
}

// Postgres' `integer` holds -2^31 .. 2^31-1 and its timestamps have no year 0; JavaScript's dates reach year 10000
// with an offset of -23:59. A value the contract takes must never fail in the database (a 500).
describe("boundary values on every endpoint of the contract", () => {
  it("every integer a contract takes fits Postgres' integer", () => {
    const unbounded: string[] = [];
    for (const e of Object.values(ENDPOINTS) as readonly EndpointDefinition[])
      for (const part of ["params", "query", "body"] as const) {
        const schema = e[part];
        if (!schema) continue;
        for (const { at, min, max } of integerBounds(jsonSchemaOf(schema), "", []))
          if (min === undefined || max === undefined || min < -(2 ** 31) || max > 2 ** 31 - 1)
            unbounded.push(`${e.method} ${e.path} ${part}${at}: ${min} .. ${max}`);
      }
    expect(unbounded).toEqual([]);
  });

  it("2^31, -1, years 0, 1, 9999, 10000 and offsets of ±23:59 are answered 4xx with a message (or served), never 500", async () => {
    const user = await signedInUser(t);
    const made = {
      posts: (await user.client.json("/api/posts", { json: { body: "edge" } })).body.post.id as string,
      notes: (await user.client.json("/api/notes", { json: { body: "edge" } })).body.note.id as string,
      prompts: (await user.client.json("/api/prompts", { json: { name: "edge", text: "edge text" } })).body.prompt
        .id as string,
    };
    // a real object of the endpoint's domain, so that the value reaches the statement that reads or writes it
    const idFor = (e: EndpointDefinition) => {
      const domain = /^\/api\/(posts|notes|prompts)\/\{id\}/.exec(e.path)?.[1] as keyof typeof made | undefined;
      return domain && e.method !== "delete" ? made[domain] : randomUUID();
    };
    const cookie = user.client.cookieHeader();
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    for (const e of Object.values(ENDPOINTS) as readonly EndpointDefinition[]) {
      for (const r of edgeRequestsFor(e, idFor)) {
        const headers: Record<string, string> = { origin: ORIGIN, cookie };
        if (r.body !== undefined) headers["content-type"] = "application/json";
        const res = await t.app.request(r.path, { method: e.method.toUpperCase(), headers, body: r.body });
        const what = `${e.method.toUpperCase()} ${e.path} (${r.label}) -> ${res.status}`;
        statuses.set(`${e.method.toUpperCase()} ${e.path} (${r.label})`, res.status);
        if (res.status >= 500) failures.push(what);
        else if (res.status >= 400) {
          const body: unknown = await res.json().catch(() => null);
          const parsed = errorBodySchema.safeParse(body);
          if (!parsed.success || !parsed.data.error.message) failures.push(`${what}: no error body with a message`);
        } else await res.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
    expect(statuses.size).toBeGreaterThan(150);
    // the edges inside the bounds reach the database and are served (a version that is not the post's: 409)
    expect(statuses.get("GET /api/calendar (query from=9999-12-25T00:00:00Z to=9999-12-31T23:59:59Z)")).toBe(200);
    expect(statuses.get("GET /api/posts (query from=0001-01-01T00:00:00Z)")).toBe(200);
    expect(statuses.get("GET /api/posts (query offset=2147483647)")).toBe(200);
    expect(statuses.get("PATCH /api/posts/{id} (body version=2147483647)")).toBe(409);
    expect(statuses.get("PATCH /api/posts/{id} (body version=2147483648)")).toBe(400);
    // with the message that says which bound
    const late = await user.client.json("/api/calendar?from=9999-12-31T00:00:00Z&to=9999-12-31T23:59:59-23:59");
    expect(late.body.error.details.issues).toEqual([{ path: "to", code: "INSTANT_OUT_OF_RANGE" }]);
    expect(late.body.error.message).toBe("to: Dates must fall between the years 1 and 9999");
    const big = await user.client.json(`/api/notes/${made.notes}`, { method: "PATCH", json: { version: 2 ** 31 } });
    expect(big.body.error.details.issues).toEqual([{ path: "version", code: "VERSION_INVALID" }]);
    expect((await user.client.request("/api/me")).status).toBe(200);
  }, 120_000);
});
