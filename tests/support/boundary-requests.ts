import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { EndpointDefinition } from "../../src/contracts/endpoint";

/**
 * Requests that put boundary values (the edges of Postgres' `integer`, years 0, 1, 9999 and 10000, offsets of
 * ±23:59) in every integer and instant an endpoint takes, the other fields given a plausible value so that the
 * request gets past the contract to the database whenever the contract lets the value through.
 */

export const INTEGER_EDGES = [2_147_483_648, 2_147_483_647, -2_147_483_649, -1, 0, 2 ** 53];
export const INSTANT_EDGES = [
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "0001-01-01T00:00:00+23:59", // year 0 in UTC
  "0001-01-01T23:59:00-23:59",
  "9999-12-31T23:59:59Z",
  "9999-12-31T23:59:59-23:59", // year 10000 in UTC
  "10000-01-01T00:00:00Z",
  "+010000-01-01T00:00:00Z",
  "2026-06-01T12:00:00+23:59",
  "2026-06-01T12:00:00-23:59",
];
/** `from`/`to` pairs a range endpoint takes as a range (short, in order), at the edges. */
export const RANGE_EDGES: Array<[string, string]> = [
  ["0000-12-31T00:00:00Z", "0001-01-01T00:00:00Z"],
  ["0001-01-01T00:00:00Z", "0001-01-08T00:00:00Z"],
  ["0001-01-01T00:00:00+23:59", "0001-01-02T00:00:00Z"],
  ["9999-12-25T00:00:00Z", "9999-12-31T23:59:59Z"],
  ["9999-12-31T00:00:00Z", "9999-12-31T23:59:59-23:59"],
  ["2026-06-01T00:00:00+23:59", "2026-06-08T00:00:00-23:59"],
];

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** A value the schema most likely takes. */
function sample(js: JsonSchema): unknown {
  if (js.default !== undefined) return js.default;
  if (js.const !== undefined) return js.const;
  if (js.enum) return js.enum[0];
  if (js.anyOf) return sample(js.anyOf.find((s) => s.type !== "null") ?? js.anyOf[0]);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case "integer":
    case "number":
      return js.minimum ?? 1;
    case "string":
      if (js.format === "date-time") return "2026-06-01T12:00:00Z";
      if (js.format === "uuid") return randomUUID();
      return "x".repeat(Math.max(1, js.minLength ?? 1));
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: js.minItems ?? 0 }, () => sample(js.items ?? {}));
    case "object":
      return Object.fromEntries((js.required ?? []).map((k) => [k, sample(js.properties?.[k] ?? {})]));
    default:
      return null;
  }
}

const isInteger = (js: JsonSchema): boolean =>
  js.type === "integer" || js.type === "number" || (js.anyOf ?? []).some(isInteger);
const isInstant = (js: JsonSchema): boolean => js.format === "date-time" || (js.anyOf ?? []).some(isInstant);

/** Every integer and instant field of an object schema, at the top level. */
export function edgeFields(schema: z.ZodType | undefined) {
  if (!schema) return { base: {} as Record<string, unknown>, integers: [] as string[], instants: [] as string[] };
  const js = jsonSchemaOf(schema);
  const props = js.properties ?? {};
  const base = Object.fromEntries(
    Object.entries(props)
      .filter(([key, p]) => js.required?.includes(key) || isInteger(p) || isInstant(p))
      .map(([key, p]) => [key, sample(p)]),
  );
  return {
    base,
    integers: Object.keys(props).filter((k) => isInteger(props[k])),
    instants: Object.keys(props).filter((k) => isInstant(props[k])),
  };
}

export interface EdgeRequest {
  label: string;
  path: string;
  body?: string;
}

/** Variants of `base` with each edge value in each field (and instants as ranges when it has `from` and `to`). */
function variants(base: Record<string, unknown>, integers: string[], instants: string[], asText: boolean) {
  const out: Array<{ label: string; value: Record<string, unknown> }> = [];
  const put = (label: string, changes: Record<string, unknown>) => out.push({ label, value: { ...base, ...changes } });
  for (const key of integers) for (const n of INTEGER_EDGES) put(`${key}=${n}`, { [key]: asText ? String(n) : n });
  for (const key of instants) for (const at of INSTANT_EDGES) put(`${key}=${at}`, { [key]: at });
  if (instants.includes("from") && instants.includes("to"))
    for (const [from, to] of RANGE_EDGES) put(`from=${from} to=${to}`, { from, to });
  return out;
}

const query = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/** The boundary requests of one endpoint; `idFor` gives a real object's id for its path (or a random one). */
export function edgeRequestsFor(e: EndpointDefinition, idFor: (e: EndpointDefinition) => string): EdgeRequest[] {
  const params = edgeFields(e.params);
  const paramBase = Object.fromEntries(params.integers.map((k) => [k, params.base[k]]));
  const pathWith = (values: Record<string, unknown>) =>
    e.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(String(values[name] ?? (name === "id" ? idFor(e) : randomUUID()))),
    );
  const out: EdgeRequest[] = [];
  const q = edgeFields(e.query);
  const b = edgeFields(e.body);
  const path = pathWith(paramBase);
  const search = Object.keys(q.base).length ? `?${query(q.base)}` : "";
  for (const v of variants(paramBase, params.integers, [], true))
    out.push({ label: `path ${v.label}`, path: pathWith(v.value) + search });
  for (const v of variants(q.base, q.integers, q.instants, true))
    out.push({ label: `query ${v.label}`, path: `${path}?${query(v.value)}` });
  for (const v of variants(b.base, b.integers, b.instants, false))
    out.push({ label: `body ${v.label}`, path: path + search, body: JSON.stringify(v.value) });
  return out;
}
