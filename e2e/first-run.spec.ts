import { expect, test } from "./support/test";
import { desktopSidebar } from "./support/shell";
import { PERSON_PACE, answerQuestionnaire, focused, signUpThroughUi } from "./support/first-use";
import { keepScreenshot } from "./support/screenshots";

// Issue 25 §5: a first run that leads somewhere. Walked from the sign-up, through the links the app offers.
test.describe("a new user's first run", () => {
  test.setTimeout(180_000);

  test("the getting-started list leads through strategy, first post, posting slots and LinkedIn, ticking each step", async ({
    page,
    mail,
    state,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpThroughUi(page, mail);
    const list = page.getByRole("region", { name: "Getting started" });
    await expect(list).toContainText("0 of 4 done");
    // the first screen at 1280x800: the Generate button in view without scrolling
    await expect(page.getByRole("button", { name: /^Generate/ })).toBeInViewport({ ratio: 1 });
    await keepScreenshot(page, "test-results/first-run/generate-post-new-user-1280x800.png");
    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, "test-results/first-run/generate-post-new-user-375x812.png", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(list.getByRole("link")).toHaveText([
      "Build your content strategy – to do",
      "Connect LinkedIn for publishing – to do",
      "Set your posting slots – to do",
      "Write your first post – to do",
    ]);
    // the pillar hint of a user without a strategy is a link too
    await expect(
      page
        .locator("#gen-pillar-hint")
        .getByRole("link", { name: "Create a strategy to write for your content pillars." }),
    ).toBeVisible();

    // 1. the strategy, from the list's link
    await list.getByRole("link", { name: /Build your content strategy/ }).click();
    await expect(page).toHaveURL(/\/strategy$/);
    await expect(page.locator("#root[data-prerendered]")).toHaveCount(0);
    await answerQuestionnaire(page);
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByRole("heading", { name: /LinkedIn Content Strategy/ })).toBeVisible({ timeout: 15_000 });

    // the strategy ends with a way forward: "Write a post" on a pillar opens Generate Post for that pillar
    const pillar = page.getByRole("article").nth(1);
    const pillarName = ((await pillar.getByRole("heading").textContent()) ?? "").trim();
    await pillar.getByRole("link", { name: new RegExp(`^Write a post\\s*: ${pillarName}$`) }).click();
    await expect(page).toHaveURL(/\/generate-post\?pillar=/);
    const select = page.getByLabel("Content pillar");
    await expect(select.locator("option:checked")).toHaveText(pillarName);
    await expect(list).toContainText("1 of 4 done");
    await expect(list.getByRole("link", { name: "Build your content strategy – done" })).toBeVisible();

    // 2. the first post
    await list.getByRole("link", { name: /Write your first post/ }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await page.getByLabel("Post", { exact: true }).click();
    await page.keyboard.type("My first post, written by hand.", PERSON_PACE);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

    // 3. posting slots: the suggested ones in one click (and its confirmation)
    await desktopSidebar(page).getByRole("link", { name: "Generate Post" }).click();
    await expect(list).toContainText("2 of 4 done");
    await list.getByRole("link", { name: /Set your posting slots/ }).click();
    await expect(page).toHaveURL(/\/scheduler\/slots$/);
    await page.getByRole("button", { name: "Use suggested slots" }).first().click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    if (await confirm.isVisible()) await confirm.getByRole("button", { name: "Use suggested slots" }).click();
    await expect(page.getByText("Suggested slots saved, from your strategy's posting frequency").first()).toBeVisible();

    // 4. LinkedIn for publishing
    await desktopSidebar(page).getByRole("link", { name: "Generate Post" }).click();
    await expect(list).toContainText("3 of 4 done");
    await list.getByRole("link", { name: /Connect LinkedIn for publishing/ }).click();
    await expect(page).toHaveURL(/\/apps$/);
    await page.getByRole("button", { name: "Connect LinkedIn" }).click();
    await page.getByRole("button", { name: `Sign in as ${state.linkedInAccount.name}` }).click();
    await expect(page).toHaveURL(/\/apps/);

    // all done: the list is gone from the first screen
    await desktopSidebar(page).getByRole("link", { name: "Generate Post" }).click();
    await expect(page.getByRole("heading", { name: "Generate Post", level: 1 })).toBeVisible();
    await expect(page.locator("#gen-topic")).toBeVisible();
    await expect(list).toHaveCount(0);
  });

  test("the list can be hidden by keyboard, and stays hidden", async ({ page, mail }) => {
    await signUpThroughUi(page, mail);
    const list = page.getByRole("region", { name: "Getting started" });
    await expect(list).toBeVisible();
    await list.getByRole("button", { name: "Hide the getting-started list" }).focus();
    await page.keyboard.press("Enter");
    await expect(list).toHaveCount(0);
    expect(await focused(page)).toBe("#gen-topic");
    await page.reload();
    await expect(page.locator("#gen-topic")).toBeVisible();
    await expect(list).toHaveCount(0);
  });

  test("on a new device, the profile's language applies after sign-in", async ({ page, browser, mail, baseURL }) => {
    // signed up in French on one device...
    const account = await signUpThroughUi(page, mail);
    const saved = await page.request.patch("/api/profile", { data: { language: "fr" } });
    expect(saved.status()).toBe(200);
    // ...then signing in on another one, whose browser speaks English and where no language was picked
    const device = await browser.newContext({ baseURL, locale: "en-US" });
    const other = await device.newPage();
    await other.goto("/sign-in");
    await expect(other.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await other.getByLabel("Email", { exact: true }).click();
    await other.keyboard.type(account.email);
    await other.getByLabel("Password", { exact: true }).click();
    await other.keyboard.type(account.password);
    await other.keyboard.press("Enter");
    await expect(other).toHaveURL(/\/generate-post/);
    await expect(other.getByRole("heading", { name: "Générer un post", level: 1 })).toBeVisible();
    await expect(other.locator("html")).toHaveAttribute("lang", "fr");
    await device.close();
  });
});
