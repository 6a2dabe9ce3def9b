import { describe, expect, it } from "vitest";
import { SAVED_POST_LIMITS } from "../../src/contracts/saved-posts/schemas";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const ACTIVITY = "7123456789012345678";
const CANONICAL = `https://www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}/`;

async function save(client: Client, json: Record<string, unknown>) {
  const res = await client.json("/api/saved-posts", { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.savedPost;
}

const importFile = (client: Client, content: string, commit: boolean, format: "csv" | "json" = "csv") =>
  client.json("/api/saved-posts/import", { json: { format, content, commit } });

describe("saved posts", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/saved-posts")).status).toBe(401);
    expect((await anon.json("/api/saved-posts", { json: { text: "x" } })).status).toBe(401);
    expect((await importFile(anon, "url\n", false)).status).toBe(401);
  });

  it("saves a pasted post with its canonical link, lists, changes and deletes it", async () => {
    const { client, userId } = await signedInUser(t);
    const strategy = await client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Hiring" }] } });
    const pillarId = strategy.body.strategy.pillars[0].id;
    const saved = await save(client, {
      sourceUrl: `https://fr.linkedin.com/posts/jane_hiring-activity-${ACTIVITY}-AbCd?utm_source=share&rcm=x`,
      text: "I hired 12 engineers last year.\nI got 3 wrong.",
      authorName: "Jane Doe",
      hookPattern: "Confession with a number",
      format: "Story",
      angle: "Mistakes",
      whySaved: "Honest numbers",
      tags: [" #Hiring ", "hiring", "Lessons"],
      pillarId,
      figures: "1,204 reactions",
    });
    expect(saved).toMatchObject({
      sourceUrl: CANONICAL,
      tags: ["Hiring", "Lessons"],
      pillarId,
      createdBy: userId,
      version: 1,
      ideaPostId: null,
    });
    // the same post again, in its feed form: a duplicate
    const again = await client.json("/api/saved-posts", {
      json: { sourceUrl: `https://www.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A${ACTIVITY}?trk=x` },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("SAVED_POST_DUPLICATE");
    const other = await save(client, { text: "Only text, no link", format: "Listicle", tags: ["Hooks"] });

    const list = await client.json("/api/saved-posts");
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([other.id, saved.id]);
    expect(list.body.facets).toEqual({ tags: ["Hiring", "Hooks", "Lessons"], formats: ["Listicle", "Story"] });
    expect((await client.json("/api/saved-posts?tag=hiring")).body.items).toHaveLength(1);
    expect((await client.json("/api/saved-posts?format=listicle")).body.items[0].id).toBe(other.id);
    expect((await client.json(`/api/saved-posts?pillarId=${pillarId}`)).body.items[0].id).toBe(saved.id);

    const changed = await client.json(`/api/saved-posts/${saved.id}`, {
      method: "PATCH",
      json: { version: 1, whySaved: "The numbers", sourceUrl: null },
    });
    expect(changed.body.savedPost).toMatchObject({ whySaved: "The numbers", sourceUrl: null, version: 2 });
    const stale = await client.json(`/api/saved-posts/${saved.id}`, {
      method: "PATCH",
      json: { version: 1, angle: "x" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("VERSION_CONFLICT");
    expect((await client.json(`/api/saved-posts/${saved.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await client.json(`/api/saved-posts/${saved.id}`)).status).toBe(404);
  });

  it("finds saved posts with the app's search: accents ignored, words as prefixes, in the text and the notes", async () => {
    const { client } = await signedInUser(t);
    const a = await save(client, { text: "Le réseau compte plus que le CV", authorName: "Émile" });
    const b = await save(client, { text: "Pricing pages", whySaved: "Great hook about négociation" });
    const ids = async (q: string) =>
      (await client.json(`/api/saved-posts?q=${encodeURIComponent(q)}`)).body.items.map((p: { id: string }) => p.id);
    expect(await ids("reseau")).toEqual([a.id]);
    expect(await ids("emil")).toEqual([a.id]);
    expect(await ids("negoc")).toEqual([b.id]);
    expect(await ids("nothing-like-this")).toEqual([]);
    // the app's search (Ctrl+K) finds them too, beside posts and notes
    const found = await client.json("/api/search?q=reseau");
    expect(found.body.results).toEqual([expect.objectContaining({ kind: "saved_post", id: a.id, status: null })]);
  });

  it("refuses hostile input with a clear 4xx and stores it as text", async () => {
    const { client } = await signedInUser(t);
    for (const sourceUrl of ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "not a url"]) {
      const res = await client.json("/api/saved-posts", { json: { sourceUrl, text: "x" } });
      expect(res.status, sourceUrl).toBe(400);
      expect(res.body.error.details.issues[0].code).toBe("SAVED_POST_URL_INVALID");
    }
    const empty = await client.json("/api/saved-posts", { json: { text: "   " } });
    expect(empty.body.error.details.issues[0].code).toBe("SAVED_POST_EMPTY");
    const long = await client.json("/api/saved-posts", { json: { text: "x".repeat(SAVED_POST_LIMITS.textMax + 1) } });
    expect(long.status).toBe(400);
    expect(long.body.error.details.issues[0]).toMatchObject({ code: "TOO_LONG", max: SAVED_POST_LIMITS.textMax });
    const huge = await client.json("/api/saved-posts", { json: { text: "x".repeat(1024 * 1024) } });
    expect(huge.status).toBe(413);
    const nul = await client.json("/api/saved-posts", { json: { text: "a\u0000b" } });
    expect(nul.status).toBe(400);
    expect((await client.json("/api/saved-posts", { json: { text: 42 } })).status).toBe(400);
    // another site: allowed (never fetched), HTML kept as the text it is
    const html = await save(client, {
      sourceUrl: "https://example.com/a?utm_source=x",
      text: "<script>alert(1)</script>",
    });
    expect(html).toMatchObject({ sourceUrl: "https://example.com/a", text: "<script>alert(1)</script>" });
    expect((await client.json("/api/saved-posts")).body.total).toBe(1);
  });

  it("keeps another workspace's saved posts invisible (404) and out of its lists", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const saved = await save(owner.client, { sourceUrl: CANONICAL, text: "mine" });
    for (const [path, init] of [
      [`/api/saved-posts/${saved.id}`, {}],
      [`/api/saved-posts/${saved.id}`, { method: "PATCH", json: { version: 1, text: "x" } }],
      [`/api/saved-posts/${saved.id}`, { method: "DELETE" }],
      [`/api/saved-posts/${saved.id}/idea`, { method: "POST" }],
    ] as const)
      expect((await other.client.json(path, init)).status, `${init.method ?? "GET"} ${path}`).toBe(404);
    expect((await other.client.json("/api/saved-posts?q=mine")).body.total).toBe(0);
    // the same link in another workspace is not a duplicate there
    await save(other.client, { sourceUrl: CANONICAL, text: "theirs" });
    expect((await owner.client.json(`/api/saved-posts/${saved.id}`)).body.savedPost).toMatchObject({ text: "mine" });
  });

  it("imports a CSV after a preview: every row or none, duplicates skipped, formulas kept as text", async () => {
    const { client } = await signedInUser(t);
    await save(client, { sourceUrl: CANONICAL, text: "already" });
    const csv =
      "\uFEFFURL,Author,Text,Saved at,Hook pattern,Format,Angle,Why,Tags\r\n" +
      `https://www.linkedin.com/posts/x-activity-${ACTIVITY}-a,A,dup,,,,,,\r\n` +
      'https://example.com/1,"Doe, Jane","Line one\r\n""quoted""",2026-01-02T10:00:00Z,Question,Story,Angle,Why,"a,b"\r\n' +
      'https://example.com/2,B,"=HYPERLINK(""http://evil.example"",""x"")",,,,,,\r\n' +
      "javascript:alert(1),C,bad,,,,,,\r\n" +
      ",D,,not a date,,,,,\r\n";
    const preview = await importFile(client, csv, false);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: 3, invalid: 2, duplicates: 1, imported: 0, fileError: null });
    expect(preview.body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, []],
      [5, []],
      [6, ["SAVED_POST_URL_INVALID"]],
      [7, ["SAVED_POST_EMPTY", "SAVED_POST_IMPORT_DATE_INVALID"]],
    ]);
    const refused = await importFile(client, csv, true);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("SAVED_POST_IMPORT_INVALID");
    expect((await client.json("/api/saved-posts")).body.total).toBe(1);

    // the header, the duplicate and the two good rows (the second spans two lines)
    const good = csv.split("\r\n").slice(0, 5).join("\r\n");
    const done = await importFile(client, good, true);
    expect(done.body).toMatchObject({ imported: 2, duplicates: 1 });
    const list = (await client.json("/api/saved-posts")).body.items as {
      text: string;
      authorName: string;
      tags: string[];
      savedAt: string;
    }[];
    expect(list.map((p) => p.text)).toContain('=HYPERLINK("http://evil.example","x")');
    expect(list.find((p) => p.authorName === "Doe, Jane")).toMatchObject({
      text: 'Line one\r\n"quoted"',
      tags: ["a", "b"],
      savedAt: "2026-01-02T10:00:00.000Z",
    });
  });

  it("imports JSON, and names a file it cannot read", async () => {
    const { client } = await signedInUser(t);
    const json = JSON.stringify([{ url: "https://example.com/j", author: "J", text: "From JSON", tags: ["x", "y"] }]);
    expect((await importFile(client, json, true, "json")).body).toMatchObject({ imported: 1 });
    expect((await importFile(client, "{not json", false, "json")).body.fileError).toBe("SAVED_POST_IMPORT_NOT_JSON");
    expect((await importFile(client, "url,text\nhttps://a.example,caf\uFFFD\n", false)).body.fileError).toBe(
      "SAVED_POST_IMPORT_ENCODING",
    );
    expect((await importFile(client, 'url,text\n"open,x\n', false)).body.fileError).toBe(
      "SAVED_POST_IMPORT_UNCLOSED_QUOTE",
    );
    expect((await importFile(client, "foo,bar\n1,2\n", false)).body.fileError).toBe("SAVED_POST_IMPORT_NO_HEADER");
    const broken = await importFile(client, "{not json", true, "json");
    expect(broken.status).toBe(400);
    expect((await client.json("/api/saved-posts")).body.total).toBe(1);
  });

  it("answers 413 to a 50 MB import and imports nothing", async () => {
    const { client } = await signedInUser(t);
    const row = "https://example.com/x,A,text\n";
    const big = "url,author,text\n" + row.repeat(Math.ceil((50 * 1024 * 1024) / row.length));
    const res = await importFile(client, big, true);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("SAVED_POST_IMPORT_TOO_LARGE");
    // just over the file limit but under the body limit: the same answer
    const over = "url,text\n" + "x".repeat(SAVED_POST_LIMITS.importMaxBytes);
    expect((await importFile(client, over, false)).status).toBe(413);
    expect((await client.json("/api/saved-posts")).body.total).toBe(0);
  });

  it("turns a saved post into an idea card linked back, once", async () => {
    const { client } = await signedInUser(t);
    const saved = await save(client, {
      sourceUrl: CANONICAL,
      text: "Their post",
      hookPattern: "Confession with a number",
      angle: "Mistakes",
    });
    const idea = await client.json(`/api/saved-posts/${saved.id}/idea`, { method: "POST" });
    expect(idea.status).toBe(201);
    expect(idea.body.post.status).toBe("idea");
    expect(idea.body.post.body).toContain("Confession with a number");
    expect(idea.body.post.body).toContain(CANONICAL);
    expect(idea.body.post.body).not.toContain("Their post");
    expect((await client.json(`/api/saved-posts/${saved.id}`)).body.savedPost.ideaPostId).toBe(idea.body.post.id);
    // linked back both ways: scheduling the idea checks it against the saved post
    expect(idea.body.post.remixOf).toBe(saved.id);
    const again = await client.json(`/api/saved-posts/${saved.id}/idea`, { method: "POST" });
    expect(again.body.post.id).toBe(idea.body.post.id);
  });
});

describe("a remix's draft names its saved post (the near-copy check before scheduling reads it)", () => {
  it("keeps the saved post of the workspace it was made from, and refuses another workspace's or a made-up one", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const saved = await save(owner.client, { sourceUrl: CANONICAL, text: "Their post" });
    const made = await owner.client.json("/api/posts", { json: { body: "My own words", remixOf: saved.id } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.post.remixOf).toBe(saved.id);
    expect((await owner.client.json(`/api/posts/${made.body.post.id}`)).body.post.remixOf).toBe(saved.id);
    expect((await owner.client.json("/api/posts", { json: { body: "Plain" } })).body.post.remixOf).toBeNull();

    for (const remixOf of [saved.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const refused = await other.client.json("/api/posts", { json: { body: "Theirs", remixOf } });
      expect(refused.status, remixOf).toBe(400);
      expect(refused.body.error.code).toBe("SAVED_POST_NOT_FOUND");
    }
    const nul = await other.client.json("/api/posts", { json: { body: "Theirs", remixOf: "x\u0000" } });
    expect(nul.status).toBe(400);
    // nothing half-written: the refused posts are not there
    expect((await other.client.json("/api/posts")).body.total).toBe(0);
  });
});

describe("saving one's own published post", () => {
  it("keeps its text and its LinkedIn link, once, and only for a published post of the workspace", async () => {
    const { client } = await signedInUser(t);
    const other = await signedInUser(t);
    const draft = (await client.json("/api/posts", { json: { body: "My own post that did well" } })).body.post;
    // a draft is not a published post
    expect((await client.json(`/api/saved-posts/from-post/${draft.id}`, { method: "POST" })).status).toBe(404);
    // published (as the publisher leaves it), with LinkedIn's link
    await t.database.pool.query(
      `UPDATE posts SET status = 'published', published_at = '2026-11-02T09:00:00Z',
              linkedin_post_url = 'https://www.linkedin.com/feed/update/urn:li:share:7000000000000000001/'
        WHERE id = $1`,
      [draft.id],
    );
    const saved = await client.json(`/api/saved-posts/from-post/${draft.id}`, { method: "POST" });
    expect(saved.status).toBe(201);
    expect(saved.body.savedPost).toMatchObject({
      text: "My own post that did well",
      sourceUrl: "https://www.linkedin.com/feed/update/urn:li:share:7000000000000000001/",
      savedAt: "2026-11-02T09:00:00.000Z",
    });
    const again = await client.json(`/api/saved-posts/from-post/${draft.id}`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("SAVED_POST_DUPLICATE");
    // another workspace's post: not found
    expect((await other.client.json(`/api/saved-posts/from-post/${draft.id}`, { method: "POST" })).status).toBe(404);
    expect((await client.json("/api/saved-posts/from-post/not-an-id", { method: "POST" })).status).toBe(404);
  });
});
