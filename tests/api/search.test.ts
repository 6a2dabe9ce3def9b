import { describe, expect, it } from "vitest";
import { HIGHLIGHT_END, HIGHLIGHT_START, highlightParts } from "../../src/contracts/search/rules";
import { prefixQueryText } from "../../src/server/modules/search/text-query";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();

const mark = (s: string) => `${HIGHLIGHT_START}${s}${HIGHLIGHT_END}`;

describe("full-text search", () => {
  it("builds prefix queries from letters and digits only", () => {
    expect(prefixQueryText("Réseau  lead")).toBe("'Réseau':* & 'lead':*");
    expect(prefixQueryText("𝗯𝗼𝗹𝗱 hook")).toBe("'bold':* & 'hook':*");
    expect(prefixQueryText("it's a & b | !c <-> (d)")).toBe("'it':* & 's':* & 'a':* & 'b':* & 'c':* & 'd':*");
    expect(prefixQueryText(" :*&|! ")).toBeNull();
  });

  it("finds posts and notes, accents and styling ignored, last word as a prefix, ranked, highlighted", async () => {
    const { client } = await signedInUser(t);
    const post = (await client.json("/api/posts", { json: { body: "Mon réseau LinkedIn a changé ma carrière" } })).body
      .post;
    const styled = (await client.json("/api/posts", { json: { body: "𝗟𝗲𝗮𝗱𝗲𝗿𝘀𝗵𝗶𝗽 is a habit" } })).body.post;
    const note = (await client.json("/api/notes", { json: { body: "Idée: parler du reseau", tags: ["carrière"] } }))
      .body.note;
    await client.json("/api/posts", { json: { body: "Nothing to see" } });

    const reseau = await client.json("/api/search?q=RESEAU");
    expect(reseau.status).toBe(200);
    expect(reseau.body.results.map((r: { id: string }) => r.id).sort()).toEqual([post.id, note.id].sort());
    const first = reseau.body.results.find((r: { id: string }) => r.id === post.id);
    expect(first).toMatchObject({ kind: "post", status: "draft" });
    expect(first.snippet).toContain(mark("réseau"));
    expect(highlightParts(first.snippet).filter((p) => p.match)).toEqual([{ text: "réseau", match: true }]);

    // prefix while typing; several words all required
    expect((await client.json("/api/search?q=lead")).body.results.map((r: { id: string }) => r.id)).toEqual([
      styled.id,
    ]);
    expect((await client.json("/api/search?q=reseau%20carri")).body.results.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([post.id, note.id]),
    );
    expect((await client.json("/api/search?q=reseau%20zebra")).body.results).toEqual([]);
    // the Library's posts list searches the same way, best first
    const library = await client.json("/api/posts?q=carriere");
    expect(library.body.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
    // notes search their text and tags the same way
    expect((await client.json("/api/notes?q=carriere")).body.items.map((n: { id: string }) => n.id)).toEqual([note.id]);
    expect((await client.json("/api/notes?q=parler%20res")).body.total).toBe(1);
    expect((await client.json("/api/notes?q=zebra")).body.total).toBe(0);
  });

  it("never searches other workspaces or the trash, and refuses bad queries with 400", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const post = (await a.client.json("/api/posts", { json: { body: "confidential roadmap" } })).body.post;
    expect((await b.client.json("/api/search?q=confidential")).body.results).toEqual([]);
    expect((await b.client.json("/api/posts?q=confidential")).body.total).toBe(0);
    await a.client.json(`/api/posts/${post.id}`, { method: "DELETE" });
    expect((await a.client.json("/api/search?q=confidential")).body.results).toEqual([]);
    for (const bad of ["", "q=", `q=${"x".repeat(201)}`, "q=a&limit=0", "q=a&limit=21"])
      expect((await a.client.json(`/api/search?${bad}`)).status, bad).toBe(400);
    expect((await a.client.json("/api/search?q=%3A*%26%7C")).body.results).toEqual([]); // only operators
    expect((await new Client(t.app).json("/api/search?q=x")).status).toBe(401);
  });
});
