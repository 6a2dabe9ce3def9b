import { describe, expect, it } from "vitest";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const FORMULA = '=HYPERLINK("http://evil.example","click")';

async function save(client: Client, json: Record<string, unknown>) {
  const res = await client.json("/api/saved-posts", { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.savedPost;
}

async function download(client: Client, format: "csv" | "json") {
  const res = await client.request(`/api/saved-posts/export?format=${format}`);
  expect(res.status).toBe(200);
  // the bytes as sent (res.text() would drop the BOM)
  return { res, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

const importFile = (client: Client, format: "csv" | "json", content: string) =>
  client.json("/api/saved-posts/import", { json: { format, content, commit: true } });

// the fields an import carries (pillar and figures are not columns)
const portable = (p: Record<string, unknown>) => ({
  sourceUrl: p.sourceUrl,
  authorName: p.authorName,
  text: p.text,
  savedAt: p.savedAt,
  hookPattern: p.hookPattern,
  format: p.format,
  angle: p.angle,
  whySaved: p.whySaved,
  tags: p.tags,
});

async function listed(client: Client) {
  const res = await client.json("/api/saved-posts?limit=100");
  return (res.body.items as Record<string, unknown>[]).map(portable);
}

async function fillSwipeFile(client: Client) {
  await save(client, {
    sourceUrl: "https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/",
    authorName: "Doe, Jane",
    text: 'I hired 12 engineers.\r\nI got 3 "wrong"; here is why.',
    hookPattern: "Confession with a number",
    format: "Story",
    angle: "Mistakes",
    whySaved: "Honest numbers",
    tags: ["hiring", "Lessons learned"],
    savedAt: "2026-01-02T10:00:00.000Z",
  });
  await save(client, {
    sourceUrl: "https://example.com/b",
    authorName: "@eve",
    text: FORMULA,
    hookPattern: "+1 trick",
    format: "-list",
    angle: "'=already quoted",
    whySaved: "\tstarts with a tab",
    tags: [],
    savedAt: "2026-01-03T10:00:00.000Z",
  });
  await save(client, { text: "Only text, no link, é ü 🎉", savedAt: "2026-01-04T10:00:00.000Z" });
}

describe("exporting saved posts", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/saved-posts/export")).status).toBe(401);
  });

  it("writes a CSV a spreadsheet cannot run, in the import's columns, that imports back as it was", async () => {
    const owner = await signedInUser(t);
    await fillSwipeFile(owner.client);
    const { res, text } = await download(owner.client, "csv");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="saved-posts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rest] = text.split("\r\n");
    expect(header).toBe("\uFEFFurl,author,text,saved at,hook pattern,format,angle,why,tags");
    // latest saved first; every cell that starts like a formula starts with a quote instead
    expect(rest[0]).toBe(',,"Only text, no link, é ü 🎉",2026-01-04T10:00:00.000Z,,,,,');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain("'@eve");
    expect(text).toContain("'+1 trick");
    expect(text).toContain("'-list");
    expect(text).toContain(",''=already quoted,");
    expect(text).toContain("'\tstarts with a tab");
    expect(text).not.toMatch(/(^|,)[=+@-]/m);

    // into another workspace: the same posts, field for field (leading whitespace is trimmed by any import)
    const other = await signedInUser(t);
    const done = await importFile(other.client, "csv", text);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ imported: 3, invalid: 0 });
    const expected = (await listed(owner.client)).map((p) =>
      p.whySaved === "\tstarts with a tab" ? { ...p, whySaved: "starts with a tab" } : p,
    );
    expect(await listed(other.client)).toEqual(expected);
    expect((await listed(other.client)).find((p) => p.sourceUrl === "https://example.com/b")).toMatchObject({
      text: FORMULA,
      angle: "'=already quoted",
      authorName: "@eve",
    });
    // and once more into the first: every row already saved, none added
    const again = await owner.client.json("/api/saved-posts/import", {
      json: { format: "csv", content: text, commit: false },
    });
    expect(again.body).toMatchObject({ valid: 3, duplicates: 2, invalid: 0 });
  });

  it("writes JSON that imports back as it was", async () => {
    const owner = await signedInUser(t);
    await fillSwipeFile(owner.client);
    const { res, text } = await download(owner.client, "json");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/filename="saved-posts-\d{4}-\d{2}-\d{2}\.json"$/);
    const items = JSON.parse(text) as Record<string, unknown>[];
    expect(Object.keys(items[0])).toEqual([
      "url",
      "author",
      "text",
      "savedAt",
      "hookPattern",
      "format",
      "angle",
      "why",
      "tags",
    ]);
    expect(items.map((i) => i.text)).toContain(FORMULA);
    const other = await signedInUser(t);
    expect((await importFile(other.client, "json", text)).body).toMatchObject({ imported: 3 });
    const expected = (await listed(owner.client)).map((p) =>
      p.whySaved === "\tstarts with a tab" ? { ...p, whySaved: "starts with a tab" } : p,
    );
    expect(await listed(other.client)).toEqual(expected);
  });

  it("holds only the workspace's own saved posts, and an empty swipe file is a header or an empty list", async () => {
    const owner = await signedInUser(t);
    await fillSwipeFile(owner.client);
    const other = await signedInUser(t);
    expect((await download(other.client, "csv")).text).toBe(
      "\uFEFFurl,author,text,saved at,hook pattern,format,angle,why,tags\r\n",
    );
    expect(JSON.parse((await download(other.client, "json")).text)).toEqual([]);
    await save(other.client, { text: "theirs" });
    const theirs = JSON.parse((await download(other.client, "json")).text) as { text: string }[];
    expect(theirs.map((p) => p.text)).toEqual(["theirs"]);
    expect((await other.client.json("/api/saved-posts/export?format=xlsx")).status).toBe(400);
  });

  it("streams a large swipe file in chunks, every post once, latest saved first", async () => {
    const { client } = await signedInUser(t);
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      url: `https://example.com/p/${i}`,
      text: `Post ${i}`,
      savedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    expect((await importFile(client, "json", JSON.stringify(rows))).body).toMatchObject({ imported: 1203 });
    const items = JSON.parse((await download(client, "json")).text) as { text: string }[];
    expect(items.map((p) => p.text)).toEqual(rows.map((r) => r.text).reverse());
  });
});
