import { afterAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/media-fixtures";
import { ORIGIN, signedInUser, type Client } from "../support/test-app";
import { pageDataApp, pageDataOf, SHELL_DATA } from "../support/page-data-app";

// The first data of /notes and /library (modules/notes/pages.ts, modules/posts/pages.ts), read for the page request
// under the session's user: each entry is keyed by the URL the web asks (a web test checks the web asks those) and
// is exactly what the API answers there; another user's page never holds them.
const { app, t, remove } = pageDataApp("pp-page-data-");
afterAll(remove);
const pageData = pageDataOf;

async function upload(client: Client, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await makeImage("png"))]), name);
  const res = await app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  expect(res.status).toBe(201);
}

/** Each entry is what the API answers at its URL, for the same user. */
async function expectApiAnswers(client: Client, data: Record<string, unknown> | undefined) {
  expect(data).toBeDefined();
  for (const [url, body] of Object.entries(data!)) expect(body, url).toEqual((await client.json(url)).body);
}

describe("the first data of /notes and /library", () => {
  it("is each GET the page's first view makes, as the API answers it, for the tab the address names", async () => {
    const { client } = await signedInUser(t);
    await client.json("/api/notes", { json: { body: "Quokka idea", tags: ["zebra"] } });
    const live = await client.json("/api/posts", { json: { body: "Narwhal live post" } });
    const trashed = await client.json("/api/posts", { json: { body: "Narwhal trashed post" } });
    expect(live.status).toBe(201);
    await client.request(`/api/posts/${trashed.body.post.id}`, { method: "DELETE" });
    await upload(client, "axolotl.png");

    const notes = await pageData(client, "/notes");
    expect(Object.keys(notes ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/notes?limit=100&trash=false", "/api/strategies"].sort(),
    );
    expect(JSON.stringify(notes)).toContain("Quokka idea");
    await expectApiAnswers(client, notes);

    const posts = await pageData(client, "/library");
    expect(Object.keys(posts ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/posts?trash=false&limit=50&offset=0", "/api/strategies"].sort(),
    );
    expect(JSON.stringify(posts)).toContain("Narwhal live post");
    expect(JSON.stringify(posts)).not.toContain("Narwhal trashed post");
    await expectApiAnswers(client, posts);

    const trash = await pageData(client, "/library?tab=trash");
    expect(Object.keys(trash ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/posts?trash=true&limit=50&offset=0", "/api/strategies"].sort(),
    );
    expect(JSON.stringify(trash)).toContain("Narwhal trashed post");
    await expectApiAnswers(client, trash);

    const media = await pageData(client, "/library?tab=media");
    expect(Object.keys(media ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/media/storage", "/api/media?limit=100&offset=0", "/api/strategies"].sort(),
    );
    expect(JSON.stringify(media)).toContain("axolotl.png");
    await expectApiAnswers(client, media);

    // a tab the page does not have is the posts, as the web's route reads it
    expect(Object.keys((await pageData(client, "/library?tab=nothing")) ?? {})).toContain(
      "/api/posts?trash=false&limit=50&offset=0",
    );
  });

  it("never holds another user's notes, posts or files", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.json("/api/notes", { json: { body: "Alice-secret-note" } });
    await a.client.json("/api/posts", { json: { body: "Alice-secret-post" } });
    await upload(a.client, "alice-secret-file.png");
    const pagesOf = async (client: Client) =>
      JSON.stringify(
        await Promise.all(["/notes", "/library", "/library?tab=media"].map((url) => pageData(client, url))),
      );
    const ofA = await pagesOf(a.client);
    for (const secret of ["Alice-secret-note", "Alice-secret-post", "alice-secret-file.png"]) {
      expect(ofA).toContain(secret);
      expect(await pagesOf(b.client)).not.toContain(secret);
    }
  });
});
