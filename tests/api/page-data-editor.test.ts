import { afterAll, describe, expect, it } from "vitest";
import { signedInUser, type Client } from "../support/test-app";
import { pageDataApp, pageDataOf, SHELL_DATA } from "../support/page-data-app";

// The Post Editor's first data (modules/posts/editor-pages.ts), read for the page request under the session's user:
// each entry is keyed by the URL the web asks (tests/web/editor-page-data.test.ts checks the web asks those) and is
// exactly what the API answers there; another user's post is never in it.
const { t, remove } = pageDataApp("pp-page-data-editor-");
afterAll(remove);
const pageData = pageDataOf;

/** Each entry is what the API answers at its URL, for the same user. */
async function expectApiAnswers(client: Client, data: Record<string, unknown> | undefined) {
  expect(data).toBeDefined();
  for (const [url, body] of Object.entries(data!)) {
    const answer = await client.json(url);
    expect(answer.status, url).toBe(200);
    expect(body, url).toEqual(answer.body);
  }
}

async function writePost(client: Client, body: string): Promise<string> {
  const res = await client.json("/api/posts", { json: { body } });
  expect(res.status).toBe(201);
  return res.body.post.id as string;
}

describe("the Post Editor's first data", () => {
  it("/editor: the pillars, the profile, the LinkedIn connection and the list of posts, as the API answers them", async () => {
    const { client } = await signedInUser(t);
    await writePost(client, "Narwhal draft to continue");
    const data = await pageData(client, "/editor");
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/posts?limit=9&offset=0", "/api/strategies"].sort(),
    );
    expect(JSON.stringify(data)).toContain("Narwhal draft to continue");
    await expectApiAnswers(client, data);
  });

  it("/editor/{id}: the post and its publishing too, as the API answers them (a trailing slash is the same page)", async () => {
    const { client } = await signedInUser(t);
    const id = await writePost(client, "Quokka post being written");
    const data = await pageData(client, `/editor/${id}`);
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [...SHELL_DATA, `/api/posts/${id}`, `/api/posts/${id}/publishing`, "/api/strategies"].sort(),
    );
    expect(JSON.stringify(data)).toContain("Quokka post being written");
    await expectApiAnswers(client, data);
    expect(await pageData(client, `/editor/${id}/`)).toEqual(data);
  });

  it("another user's post: exactly what the API gives that user (not found), never the post", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const id = await writePost(a.client, "Alice-secret-post");
    const ofA = await pageData(a.client, `/editor/${id}`);
    expect(JSON.stringify(ofA)).toContain("Alice-secret-post");

    expect((await b.client.json(`/api/posts/${id}`)).status).toBe(404);
    expect((await b.client.json(`/api/posts/${id}/publishing`)).status).toBe(404);
    const ofB = await pageData(b.client, `/editor/${id}`);
    // B's own page data, without the post: the app asks the API, which answers B its 404
    expect(Object.keys(ofB ?? {}).sort()).toEqual([...SHELL_DATA, "/api/strategies"].sort());
    await expectApiAnswers(b.client, ofB);
    for (const page of ["/editor", `/editor/${id}`, "/editor/not-a-post-id"]) {
      expect(JSON.stringify(await pageData(b.client, page)), page).not.toContain("Alice-secret-post");
    }
  });

  it("no page data for an address that is no editor page", async () => {
    const { client } = await signedInUser(t);
    const id = await writePost(client, "Some post");
    expect(await pageData(client, `/editor/${id}/more`)).toBeUndefined();
    expect(await pageData(client, "/editors")).toBeUndefined();
  });
});
