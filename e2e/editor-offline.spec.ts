import { expect, test } from "./support/test";
import { signedInUser, waitForOfflineCopy } from "./support/shell";

interface PostBody {
  post: { id: string; body: string; version: number };
}

test.describe("post editor offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a post opened once reloads offline with everything typed, and is saved when the network returns", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const created = (await (await page.request.post("/api/posts", { data: { body: "Draft" } })).json()) as PostBody;
    const id = created.post.id;
    await page.goto(`/editor/${id}`);
    const body = page.getByLabel("Post", { exact: true });
    await expect(body).toHaveValue("Draft");
    // the service worker has taken over this page and kept what opening the post needs
    await waitForOfflineCopy(page, id);
    await body.press("End");
    await page.keyboard.type(" online");
    const serverPost = async () => ((await (await page.request.get(`/api/posts/${id}`)).json()) as PostBody).post;
    // saved as version 2 while online: the worker keeps that answer as the post's last read
    await expect.poll(async () => (await serverPost()).version).toBe(2);

    await context.setOffline(true);
    await page.keyboard.type(" and offline");
    await expect(page.getByRole("status").filter({ hasText: "Offline – kept on this device" })).toBeVisible();
    await page.reload();
    await expect(body).toHaveValue("Draft online and offline");
    await expect(page.getByRole("status").filter({ hasText: "Offline – kept on this device" })).toBeVisible();
    await body.press("End");
    await page.keyboard.type(", still");
    await expect(body).toHaveValue("Draft online and offline, still");

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect.poll(async () => (await serverPost()).body).toBe("Draft online and offline, still");
    // no conflict: the offline reload started from version 2, the version the local copy builds on
    await expect(page.getByText("Changed elsewhere – choose a version")).toHaveCount(0);
    expect((await serverPost()).version).toBe(3);
  });

  test("signing out forgets the pages and answers kept for offline use", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    const created = (await (await page.request.post("/api/posts", { data: { body: "Private" } })).json()) as PostBody;
    await page.goto(`/editor/${created.post.id}`);
    await expect(page.getByLabel("Post", { exact: true })).toHaveValue("Private");
    const kept = () =>
      page.evaluate(async (postId) => Boolean(await caches.match(`/api/posts/${postId}`)), created.post.id);
    await expect.poll(kept).toBe(true);
    await page
      .getByRole("button", { name: /User menu: Ada Lovelace/ })
      .last()
      .click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect.poll(kept).toBe(false);
  });
});
