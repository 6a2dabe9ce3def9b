import type { Browser } from "@playwright/test";
import { expect, test } from "./support/test";
import { createVerifiedUser, signInViaApi, type TestUser } from "./support/auth";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell, themedContext } from "./support/shell";

interface PromptList {
  items: { id: string; name: string; text: string; pillarId: string | null; format: string | null }[];
}

test.describe("prompts", () => {
  test("create, edit, add a starter, use and delete a saved prompt", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    const strategy = (await (
      await page.request.post("/api/strategies", { data: { name: "Plan", pillars: [{ name: "Leadership" }] } })
    ).json()) as { strategy: { pillars: { id: string }[] } };
    const pillarId = strategy.strategy.pillars[0].id;
    const saved = async () => ((await (await page.request.get("/api/prompts")).json()) as PromptList).items;

    await page.goto("/prompts");
    await waitForShell(page);
    await expect(page.getByText("No saved prompts yet")).toBeVisible();

    // Create, keyboard only: the dialog traps focus, Tab moves through its fields.
    await page.getByRole("button", { name: "New prompt" }).first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New prompt" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Create prompt" }).click();
    await expect(dialog.getByText("Give the prompt a name")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Monday lesson");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Instructions")).toBeFocused();
    await page.keyboard.type("Start with a mistake. End with a question.");
    await expect(dialog.getByText("42 / 4,000 characters")).toBeVisible();
    await dialog.getByLabel("Default pillar").selectOption({ label: "Leadership" });
    await dialog.getByLabel("Default format").selectOption({ label: "Story" });
    await dialog.getByLabel("Default format").press("Control+Enter");
    await expect(dialog).toBeHidden();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Monday lesson" }) });
    await expect(card.getByText("Leadership")).toBeVisible();
    await expect(card.getByText("Story")).toBeVisible();
    await expect.poll(saved).toMatchObject([{ name: "Monday lesson", pillarId, format: "story" }]);

    // Edit: the dialog opens with the prompt; Escape cancels, Save writes.
    await card.getByRole("button", { name: "Edit “Monday lesson”" }).click();
    const edit = page.getByRole("dialog", { name: "Edit prompt" });
    await expect(edit.getByLabel("Instructions")).toHaveValue("Start with a mistake. End with a question.");
    await edit.getByLabel("Instructions").fill("Start with a mistake I made. End with a question.");
    await edit.getByLabel("Default format").selectOption({ label: "No default format" });
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText("Story")).toHaveCount(0);
    await expect
      .poll(saved)
      .toMatchObject([{ text: "Start with a mistake I made. End with a question.", format: null }]);

    // "Use" opens Generate Post with the prompt.
    const id = (await saved())[0].id;
    await expect(card.getByRole("link", { name: "Use “Monday lesson” in Generate Post" })).toHaveAttribute(
      "href",
      `/generate-post?promptId=${id}`,
    );

    // A starting prompt is copied into the list.
    await page.getByRole("button", { name: "Add “Step-by-step how-to” to your prompts" }).click();
    const starter = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Step-by-step how-to" }) });
    await expect(starter.getByRole("button", { name: "Edit “Step-by-step how-to”" })).toBeVisible();
    await expect(page.getByText("In your prompts")).toBeVisible();
    await expect
      .poll(async () => (await saved()).map((p) => [p.name, p.format]))
      .toEqual([
        ["Monday lesson", null],
        ["Step-by-step how-to", "how-to"],
      ]);

    // Delete asks first; cancel keeps it, confirm removes it.
    await card.getByRole("button", { name: "Delete “Monday lesson”" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this prompt?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Delete “Monday lesson”" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(card).toHaveCount(0);
    await expect.poll(async () => (await saved()).map((p) => p.name)).toEqual(["Step-by-step how-to"]);

    // "Use" opens Generate Post with that prompt chosen (the address once lost it: the page offered none)
    const how = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Step-by-step how-to" }) });
    await how.getByRole("link", { name: "Use “Step-by-step how-to” in Generate Post" }).click();
    await expect(page).toHaveURL(/\/generate-post\?promptId=/);
    const chosen = page.getByLabel("Saved prompt (optional)");
    await expect(chosen.locator("option:checked")).toHaveText("Step-by-step how-to");
  });

  test("states: 375/1280 px x light/dark x en/fr, axe and screenshots", async ({ browser, request, baseURL, mail }) => {
    test.slow();
    const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Ada", lastName: "Lovelace" });
    let first = true;
    for (const [theme, language] of SCREEN_COMBINATIONS) {
      const { context, page } = await signedInContext(browser, baseURL!, user, theme, language);
      if (first) {
        await page.goto("/prompts");
        await waitForShell(page);
        await checkScreenState(page, "prompts-states", `${theme}-${language}-empty`);
        const strategy = (await (
          await page.request.post("/api/strategies", { data: { name: "Plan", pillars: [{ name: "Leadership" }] } })
        ).json()) as { strategy: { pillars: { id: string }[] } };
        await page.request.post("/api/prompts", {
          data: {
            name: "Monday lesson, a long name that wraps on a phone screen",
            text: "Start with a mistake I made.\nThen what it cost, what I changed.\nEnd with a question.",
            pillarId: strategy.strategy.pillars[0].id,
            format: "lessons",
          },
        });
        first = false;
      }
      await page.goto("/prompts");
      await waitForShell(page);
      await checkScreenState(page, "prompts-states", `${theme}-${language}-list`);
      await page
        .getByRole("button", { name: language === "en" ? "New prompt" : "Nouveau prompt" })
        .first()
        .click();
      await checkScreenState(page, "prompts-states", `${theme}-${language}-dialog`, {
        include: "[role=dialog]",
      });
      await context.close();
    }
  });
});

async function signedInContext(
  browser: Browser,
  baseURL: string,
  user: TestUser,
  theme: "light" | "dark",
  language: "en" | "fr",
) {
  const context = await themedContext(browser, { baseURL, theme, language });
  const page = await context.newPage();
  await signInViaApi(page, baseURL, user);
  return { context, page };
}
