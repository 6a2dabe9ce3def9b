import { describe, expect, it } from "vitest";
import { makeTestApp } from "../support/test-app";

/**
 * Fields whose meaning is not obvious from their name and type (ids of what, versions, statuses, codes, times and
 * their zones, limits, cursors...) carry a description (zod's `.describe()` in the contract) that reaches the
 * OpenAPI document, so `/api/docs` shows it. Removing one of these descriptions fails this test.
 */
type Schema = {
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** [method, path, where ("query", "params", "body" or a response status), the field as a dotted path]. */
const DESCRIBED: [string, string, string, string][] = [
  // common building blocks
  ["get", "/api/posts", "query", "limit"],
  ["get", "/api/posts", "query", "offset"],
  ["get", "/api/posts", "200", "total"],
  ["get", "/api/posts/{id}", "404", "error.code"],
  ["put", "/api/posting-slots", "400", "error.details"],
  // posts
  ["get", "/api/posts", "query", "q"],
  ["get", "/api/posts", "query", "from"],
  ["get", "/api/posts", "query", "to"],
  ["get", "/api/posts", "query", "dateField"],
  ["get", "/api/posts", "query", "sort"],
  ["get", "/api/posts", "query", "order"],
  ["get", "/api/posts", "query", "hasMedia"],
  ["get", "/api/posts", "query", "trash"],
  ["get", "/api/posts/{id}", "params", "id"],
  ["get", "/api/posts", "query", "pillarId"],
  ["get", "/api/posts/{id}", "200", "post.version"],
  ["get", "/api/posts/{id}", "200", "post.status"],
  ["get", "/api/posts/{id}", "200", "post.createdAt"],
  ["get", "/api/posts/{id}", "200", "post.deletedAt"],
  ["get", "/api/posts/{id}", "200", "post.scheduledAt"],
  ["get", "/api/posts/{id}", "200", "post.publishedAt"],
  ["get", "/api/posts/{id}", "200", "post.documentTitle"],
  ["get", "/api/posts/{id}", "200", "post.media"],
  ["get", "/api/posts/{id}", "200", "post.media.sizeBytes"],
  ["post", "/api/posts", "body", "body"],
  ["post", "/api/posts", "body", "status"],
  ["post", "/api/posts", "body", "mediaIds"],
  ["patch", "/api/posts/{id}", "body", "version"],
  ["post", "/api/posts/bulk", "body", "ids"],
  ["post", "/api/posts/bulk", "body", "status"],
  // publishing
  ["post", "/api/posts/{id}/schedule", "body", "scheduledAt"],
  ["post", "/api/posts/{id}/mark-published", "body", "url"],
  ["get", "/api/posts/{id}/publishing", "200", "publishing.linkedinPostUrn"],
  ["get", "/api/posts/{id}/publishing", "200", "publishing.error"],
  ["get", "/api/posts/{id}/publishing", "200", "publishing.errorDetail"],
  ["get", "/api/posts/{id}/publishing", "200", "publishing.attempts"],
  ["post", "/api/posts/checks", "body", "ids"],
  ["post", "/api/posts/checks", "body", "answer"],
  // calendar and scheduling
  ["get", "/api/calendar", "query", "from"],
  ["get", "/api/calendar", "query", "to"],
  ["get", "/api/calendar", "200", "posts.at"],
  ["get", "/api/calendar", "200", "posts.excerpt"],
  ["put", "/api/posting-slots", "body", "slots"],
  ["put", "/api/posting-slots", "body", "slots.weekday"],
  ["put", "/api/posting-slots", "body", "slots.time"],
  ["get", "/api/posting-slots", "200", "slots.timeZone"],
  ["get", "/api/posting-slots", "200", "timeZone"],
  // notes, prompts, media, search
  ["get", "/api/notes", "query", "tag"],
  ["post", "/api/notes", "body", "tags"],
  ["get", "/api/notes/{id}", "200", "note.postIds"],
  ["patch", "/api/prompts/{id}", "200", "prompt.version"],
  ["get", "/api/media", "query", "kind"],
  ["get", "/api/media/storage", "200", "storage.quotaBytes"],
  ["delete", "/api/media/{id}", "query", "force"],
  ["get", "/api/search", "query", "q"],
  ["get", "/api/search", "200", "results.snippet"],
  // notifications
  ["get", "/api/notifications", "200", "items.kind"],
  ["get", "/api/notifications", "200", "items.readAt"],
  ["get", "/api/notifications", "200", "items.data.days"],
  ["get", "/api/notifications", "200", "unread"],
  ["get", "/api/notification-preferences", "200", "email"],
  // planning
  ["get", "/api/pillar-mix", "200", "total"],
  ["get", "/api/pillar-mix", "200", "mostBehindPillarId"],
  ["get", "/api/pillar-mix", "200", "pillars.share"],
  ["get", "/api/pillar-mix", "200", "pillars.gap"],
  ["post", "/api/pillar-mix/fill-gap", "body", "perPillar"],
  ["post", "/api/pillar-mix/fill-gap", "201", "fallbackReason"],
  ["put", "/api/pillar-mix/shares", "body", "shares.share"],
  // generation
  ["post", "/api/generations", "body", "topic"],
  ["post", "/api/generations", "body", "mode"],
  ["post", "/api/generations", "body", "promptId"],
  ["get", "/api/generations/{id}", "200", "generation.mode"],
  ["get", "/api/generations/{id}", "200", "generation.variants.hook"],
  ["post", "/api/generations/{id}/variants/{index}", "params", "index"],
  // LinkedIn, AI, profile, system
  ["get", "/api/linkedin/connection", "200", "connection.expiresAt"],
  ["get", "/api/linkedin/connection", "200", "connection.needsReconnect"],
  ["get", "/api/linkedin/connection", "200", "apiVersion.retiresAround"],
  ["post", "/api/linkedin/connect", "body", "returnTo"],
  ["post", "/api/ai/connection-check", "200", "problem"],
  ["post", "/api/ai/connection-check", "200", "checks.reachable"],
  ["patch", "/api/profile", "body", "timeZone"],
  ["get", "/api/me", "200", "timeZone"],
  ["get", "/api/me", "200", "workspace"],
  ["get", "/api/strategy-questions", "query", "lang"],
  ["get", "/api/strategy-responses", "200", "progress"],
  ["get", "/api/health", "200", "linkedinApiVersion.state"],
];

/** The field at `names` under a schema, through objects, arrays and unions (the first branch that has it). */
function fieldAt(schema: Schema | undefined, names: string[]): Schema | undefined {
  if (!schema || names.length === 0) return schema;
  const [name, ...rest] = names;
  const own = schema.properties?.[name];
  if (own) return fieldAt(own, rest);
  for (const inner of [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const found = fieldAt(inner, names);
    if (found) return found;
  }
  return undefined;
}

function descriptionOf(doc: Doc, [method, path, where, field]: (typeof DESCRIBED)[number]): string | undefined {
  const op = doc.paths[path]?.[method];
  if (!op) return undefined;
  if (where === "query" || where === "params") {
    const p = op.parameters?.find((x) => x.name === field && x.in === (where === "params" ? "path" : "query"));
    return p?.description ?? p?.schema?.description;
  }
  const content = where === "body" ? op.requestBody?.content : op.responses[where]?.content;
  return fieldAt(content?.["application/json"]?.schema, field.split("."))?.description;
}

const t = makeTestApp();

describe("the OpenAPI document's field descriptions", () => {
  it("describes every field whose meaning is not obvious", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
    const missing = DESCRIBED.filter((entry) => !descriptionOf(doc, entry)?.trim()).map((e) => e.join(" "));
    expect(missing).toEqual([]);
  });
});
