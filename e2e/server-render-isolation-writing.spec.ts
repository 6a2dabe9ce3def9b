import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";

/**
 * A page the server renders with its data (Generate Post: server/modules/generation/pages.ts; the Post Editor:
 * server/modules/posts/editor-pages.ts) reads it under the request's own session and row-level-security context:
 * user B's first HTML answer (its markup and its pp-data) never carries what user A wrote, while A's carries it.
 */
async function post(page: Page, baseURL: string, path: string, data: unknown) {
  const res = await page.request.post(`${baseURL}${path}`, {
    headers: { origin: baseURL, "content-type": "application/json" },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The first HTML answer for `path` (what the server rendered and the data it put in the page). */
async function firstAnswer(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const data = /<script type="application\/json" id="pp-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return { html, data, rendered: /<div id="root" data-prerendered="[a-z]+">/.test(html) };
}

test("user B's server-rendered Generate Post never holds user A's prompts or posts", async ({
  page,
  request,
  baseURL,
  mail,
  browser,
}) => {
  const mark = `Zq${Date.now().toString(36)}`;
  const promptName = `${mark} prompt of A`;
  const postBody = `${mark} post body of A`;
  await signedInUser(page, request, baseURL!, mail, { firstName: "Alice" });
  await post(page, baseURL!, "/api/prompts", { name: promptName, text: `${mark} the text of A's prompt` });
  await post(page, baseURL!, "/api/posts", { body: postBody, status: "draft" });

  const a = await firstAnswer(page, "/generate-post");
  expect(a.rendered).toBe(true);
  // A's own page carries them: the data (both) and the markup (the prompt offered in the form)
  expect(a.data).toContain(promptName);
  expect(a.data).toContain(postBody);
  expect(a.html.replace(a.data, "")).toContain(promptName);

  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await signedInUser(other, request, baseURL!, mail, { firstName: "Bob" });
    const b = await firstAnswer(other, "/generate-post");
    expect(b.rendered).toBe(true);
    expect(b.data).not.toBe("");
    expect(b.html).not.toContain(mark);
  } finally {
    await context.close();
  }
});

test("user B's server-rendered Post Editor never holds user A's post, even at the address of A's post", async ({
  page,
  request,
  baseURL,
  mail,
  browser,
}) => {
  const mark = `Zq${Date.now().toString(36)}`;
  const postBody = `${mark} post body of A`;
  await signedInUser(page, request, baseURL!, mail, { firstName: "Alice" });
  // four lines: the preview folds it, which the server knows without laying it out (it renders only such a fold)
  const res = await page.request.post(`${baseURL}/api/posts`, {
    headers: { origin: baseURL!, "content-type": "application/json" },
    data: { body: `${postBody}\n\nThe second paragraph.\nAnd its second line.`, status: "draft" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { post: { id: string } }).post.id;
  // a first visit in each browser: the editor's render needs the preview's column width the app measures
  const firstVisit = async (p: Page, path: string) => {
    await p.goto(path);
    await expect(p.getByTestId("post-preview")).toBeVisible();
    await expect.poll(async () => (await p.context().cookies()).some((c) => c.name === "pp-preview-column")).toBe(true);
  };
  await firstVisit(page, `/editor/${id}`);

  // A's own pages carry it: the data and the markup (the text area, the list of posts)
  for (const path of [`/editor/${id}`, "/editor"]) {
    const a = await firstAnswer(page, path);
    expect(a.rendered, path).toBe(true);
    expect(a.data, path).toContain(postBody);
    expect(a.html.replace(a.data, ""), path).toContain(postBody);
  }

  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await signedInUser(other, request, baseURL!, mail, { firstName: "Bob" });
    await firstVisit(other, "/editor");
    const b = await firstAnswer(other, "/editor");
    expect(b.rendered).toBe(true);
    expect(b.data).not.toBe("");
    expect(b.html).not.toContain(mark);
    // at A's post's address: B's own data without any post (not rendered: the app asks the API, which answers 404)
    const atA = await firstAnswer(other, `/editor/${id}`);
    expect(atA.rendered).toBe(false);
    expect(atA.data).not.toBe("");
    expect(atA.html).not.toContain(mark);
    expect((await other.request.get(`/api/posts/${id}`)).status()).toBe(404);
    await other.goto(`/editor/${id}`);
    // (after the read's retries, as for any post not found: SPEC §7 retries up to 3 times)
    await expect(other.getByText("This post does not exist or is in the trash.")).toBeVisible({ timeout: 20_000 });
    await expect(other.locator("body")).not.toContainText(mark);
  } finally {
    await context.close();
  }
});
