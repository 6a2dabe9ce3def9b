import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";

/**
 * A page the server renders with its data (Generate Post: server/modules/generation/pages.ts) reads it under the
 * request's own session and row-level-security context: user B's first HTML answer (its markup and its pp-data)
 * never carries what user A wrote, while A's carries it.
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
