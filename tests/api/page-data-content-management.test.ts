import { afterAll, describe, expect, it } from "vitest";
import { pageDataApp, pageDataOf, SHELL_DATA } from "../support/page-data-app";
import { signedInUser, type Client } from "../support/test-app";

// /content-management's first data (modules/posts/content-management-page.ts), read for the page request under the
// session's user: each entry keyed by the URL the web asks (features/content-management/prefetch.ts builds them from
// the same shared/posts/content-query.ts) and exactly what the API answers there; another user's page never holds them.
const { t, remove } = pageDataApp("pp-page-data-cm-");
afterAll(remove);

/** Each entry is what the API answers at its URL, for the same user (the mix's window ends where it was read). */
async function expectApiAnswers(client: Client, data: Record<string, unknown> | undefined) {
  expect(data).toBeDefined();
  const sansWindow = (body: unknown) =>
    typeof body === "object" && body && "weeks" in body ? { ...body, from: undefined, to: undefined } : body;
  for (const [url, body] of Object.entries(data!))
    expect(sansWindow(body), url).toEqual(sansWindow((await client.json(url)).body));
}

const NEEDS_CHECK = "/api/posts?status=needs_check&sort=planned&order=asc&limit=100&offset=0";
const COMMON = [...SHELL_DATA, "/api/pillar-mix", "/api/strategies", NEEDS_CHECK].sort();

describe("the first data of /content-management", () => {
  it("is the pillars, the mix, the posts needing a check and the table's first page, as the API answers them", async () => {
    const { client } = await signedInUser(t);
    await client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Wombat lessons" }] } });
    await client.json("/api/posts", { json: { body: "Pangolin draft", status: "draft" } });
    await client.json("/api/posts", { json: { body: "Tapir idea" } });

    const table = await pageDataOf(client, "/content-management");
    expect(Object.keys(table ?? {}).sort()).toEqual(
      [...COMMON, "/api/posts?sort=updated&order=desc&limit=50&offset=0"].sort(),
    );
    for (const text of ["Pangolin draft", "Tapir idea", "Wombat lessons"])
      expect(JSON.stringify(table)).toContain(text);
    await expectApiAnswers(client, table);
  });

  it("holds each board column's first page for ?view=board, and the table for any other view", async () => {
    const { client } = await signedInUser(t);
    await client.json("/api/posts", { json: { body: "Quoll draft", status: "draft" } });
    const board = await pageDataOf(client, "/content-management?view=board");
    const columns = Object.keys(board ?? {}).filter((url) => url.startsWith("/api/posts?") && url !== NEEDS_CHECK);
    expect(columns).toEqual([
      "/api/posts?status=idea&sort=updated&order=desc&limit=30&offset=0",
      "/api/posts?status=draft&sort=updated&order=desc&limit=30&offset=0",
      "/api/posts?status=scheduled&sort=planned&order=asc&limit=30&offset=0",
      "/api/posts?status=publishing&sort=planned&order=asc&limit=30&offset=0",
      "/api/posts?status=published&sort=planned&order=desc&limit=30&offset=0",
      "/api/posts?status=failed&sort=updated&order=desc&limit=30&offset=0",
      "/api/posts?status=needs_check&sort=updated&order=desc&limit=30&offset=0",
    ]);
    expect(JSON.stringify(board)).toContain("Quoll draft");
    await expectApiAnswers(client, board);
    expect(Object.keys((await pageDataOf(client, "/content-management?view=kanban")) ?? {})).toContain(
      "/api/posts?sort=updated&order=desc&limit=50&offset=0",
    );
  });

  it("never holds another user's posts or pillars", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.json("/api/strategies", { json: { name: "Plan", pillars: [{ name: "Alice-secret-pillar" }] } });
    await a.client.json("/api/posts", { json: { body: "Alice-secret-post", status: "draft" } });
    const pagesOf = async (client: Client) =>
      JSON.stringify(
        await Promise.all(
          ["/content-management", "/content-management?view=board"].map((url) => pageDataOf(client, url)),
        ),
      );
    const ofA = await pagesOf(a.client);
    const ofB = await pagesOf(b.client);
    for (const secret of ["Alice-secret-pillar", "Alice-secret-post"]) {
      expect(ofA).toContain(secret);
      expect(ofB).not.toContain(secret);
    }
  });
});
