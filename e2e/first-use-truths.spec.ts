import { expect, test } from "./support/test";
import { PERSON_PACE, signUpThroughUi, slowApi, writePostFromSidebar } from "./support/first-use";

// Issue 25 §4: what the app says must be true, as a new user meets it.
test.describe("what a new user is told is true", () => {
  test("on a slow network Generate Post says the pillars are loading, then links a user without any to the strategy", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    // entering Generate Post from another page: a reload would bring the pillars in the server's HTML, no wait at all
    await page.goto("/profile");
    const stopDelay = await slowApi(page, 2000);
    await page.locator('[data-sidebar="sidebar"] a[href="/generate-post"]').first().click();
    const hint = page.locator("#gen-pillar-hint");
    // loading is not empty: the hint says so while the strategies are on their way...
    await expect(hint).toHaveText("Loading your pillars…");
    await expect(page.getByText("Create a strategy to write for your content pillars.")).toHaveCount(0);
    // ...then, for a user without a strategy, a link that leads there
    const link = hint.getByRole("link", { name: "Create a strategy to write for your content pillars." });
    await expect(link).toBeVisible({ timeout: 8_000 });
    await stopDelay();
    await link.click();
    await expect(page).toHaveURL(/\/strategy$/);
  });

  test("a server error while saving says 'not saved, retrying' (not 'offline'), keeps the text and saves it", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await writePostFromSidebar(page, "First words");
    let failed = 0;
    await page.route("**/api/posts/*", async (route) => {
      if (route.request().method() !== "PATCH" || failed > 0) return route.fallback();
      failed += 1;
      await route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "Internal error" } } });
    });
    await page.keyboard.type(" and more", PERSON_PACE);
    await expect(
      page.getByRole("status").filter({ hasText: "Not saved – retrying, kept on this device" }),
    ).toBeVisible();
    await expect(page.getByText("Offline – kept on this device")).toHaveCount(0);
    await expect(page.getByLabel("Post", { exact: true })).toHaveValue("First words and more");
    // tried again by itself (after 5 s)
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
    expect(failed).toBe(1);
    const id = page.url().split("/").pop()!;
    const saved = (await (await page.request.get(`/api/posts/${id}`)).json()) as { post: { body: string } };
    expect(saved.post.body).toBe("First words and more");
  });

  test("the command palette lists the posts it found without saying 'No results found' above them", async ({
    page,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await writePostFromSidebar(page, "Quarterly roadmap lessons");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.keyboard.type("roadmap", PERSON_PACE);
    await expect(palette.getByRole("option", { name: /Quarterly roadmap lessons/ })).toBeVisible();
    await expect(palette.getByText("No results found")).toHaveCount(0);
    // nothing found at all: then it says so
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("zzzqqq", PERSON_PACE);
    await expect(palette.getByText("No results found")).toBeVisible();
  });
});
