import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { desktopSidebar } from "./support/shell";
import { PERSON_PACE, focused, signUpThroughUi, slowNetwork } from "./support/first-use";

// Issue 32 on a bad network: Inspirations' structure in Generate Post on a slow connection, and the editor's hooks
// and endings offline. Signed up through the UI, entering from the sidebar, typed at a person's pace.

const NAME = "Mistake, cost, what I do now";
const PARTS = "{mistake} → {what it cost} → {what I do now} → {question}";

const serverBody = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/posts/${id}`)).json()) as { post: { body: string } }).post.body;

test.describe("Inspirations on a bad network", () => {
  test("a structure used in Generate Post on a slow network: the banner, the typed topic and the variants, focus kept", async ({
    page,
    mail,
  }) => {
    test.setTimeout(180_000);
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Inspirations", exact: true }).click();
    await page.getByLabel("Search inspirations").click();
    await page.keyboard.type("what it cost", PERSON_PACE);
    const card = page.getByRole("article", { name: NAME });
    await expect(card).toBeVisible();

    const restore = await slowNetwork(page);
    await card.getByRole("link", { name: "Use in Generate Post" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/generate-post\?structure=post-mistake-cost-now/, { timeout: 20_000 });
    // the topic takes the focus as the page shows (the link that had it is gone: never <body>)
    await expect(page.locator("#gen-topic")).toBeFocused({ timeout: 20_000 });
    const topic = "Saying yes to every client";
    await page.keyboard.type(topic, PERSON_PACE);
    const banner = page.getByRole("region", { name: "Structure from Inspirations" });
    await expect(banner.getByText(`Following the structure “${NAME}”`)).toBeVisible({ timeout: 20_000 });
    await expect(banner.getByText(PARTS)).toBeVisible();
    // what was typed while the slow page settled is all there, and the focus did not move (the defect: the form
    // reset by a late answer, or the banner taking the focus)
    await expect(page.locator("#gen-topic")).toHaveValue(topic);
    expect(await focused(page)).toBe("#gen-topic");
    await expect(page.getByRole("radio", { name: /^Story/ })).toBeChecked();
    await page.keyboard.type(" in year one", PERSON_PACE);
    await expect(page.locator("#gen-topic")).toHaveValue(`${topic} in year one`);

    // generated on the slow network: the fake AI fails and the template mode is offered; taken by keyboard
    await page.getByRole("button", { name: "Generate 3 variants" }).click();
    const templateMode = page.getByRole("alert").getByRole("button", { name: "Use template mode" });
    await expect(templateMode).toBeVisible({ timeout: 60_000 });
    await templateMode.focus();
    await page.keyboard.press("Enter");
    // the button pressed goes with its alert: the focus moves to the variants being written (the defect: <body>)
    expect(await focused(page)).toBe("#variants-title");
    const variants = page.getByTestId("variant-card");
    await expect(variants).toHaveCount(3, { timeout: 30_000 });
    // every variant follows the structure: the writer's parts left in brackets (the defect: the structure dropped
    // from a request sent while the slow page was still settling)
    for (let i = 0; i < 3; i++)
      await expect(variants.nth(i).getByTestId("preview-text")).toContainText("[what it cost]", { timeout: 60_000 });
    await expect(variants.first().getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 60_000 });
    expect(await focused(page)).toBe("#variants-title");
    // still following it, topic kept
    await expect(banner).toBeVisible();
    await expect(page.locator("#gen-topic")).toHaveValue(`${topic} in year one`);
    await restore();
  });

  test("the editor's hooks and endings offline: said plainly, typing goes on, and it loads once back online", async ({
    page,
    context,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Post Editor" }).click();
    const body = page.getByLabel("Post", { exact: true });
    await body.click();
    await page.keyboard.type("Written on a train.", PERSON_PACE);
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

    await context.setOffline(true);
    // to the toolbar's hooks button by keyboard (the toolbar is one tab stop before the text)
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    const button = page.getByRole("button", { name: "Hooks and endings" });
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Hooks and endings" });
    // the library's code was never fetched on this device: said as such (the defect: "No hook or ending matches.",
    // an empty library, or a spinner for ever)
    await expect(panel.getByRole("alert")).toHaveText(
      "Hooks and endings can't load while you're offline. Your text is safe: keep writing.",
    );
    await expect(panel.getByText("No hook or ending matches.")).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search hooks and endings" })).toBeFocused();
    // Escape gives the focus back to the button, Tab to the text: the writer types on, offline
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("#post-body");
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" No signal here.", PERSON_PACE);
    await expect(body).toHaveValue("Written on a train. No signal here.");
    await expect(page.getByRole("status").filter({ hasText: "Offline – kept on this device" })).toBeVisible();

    // open again, still offline; the network comes back while it is open: it loads by itself, no click
    await page.keyboard.press("Shift+Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("alert")).toBeVisible();
    await context.setOffline(false);
    const option = panel.getByRole("button", { name: /^The costly mistake/ });
    await expect(option).toBeVisible();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    expect(await focused(page)).not.toBe("body");
    await page.getByRole("searchbox", { name: "Search hooks and endings" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(option).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(body).toBeFocused();
    await page.keyboard.type("said yes to everything", PERSON_PACE);
    const expected =
      "Written on a train. No signal here.\n\nI said yes to everything for [time span]. It cost me [what it cost].";
    await expect(body).toHaveValue(expected);
    // what was typed offline reached the server with the rest
    await expect.poll(() => serverBody(page, postId), { timeout: 15_000 }).toBe(expected);
  });
});
