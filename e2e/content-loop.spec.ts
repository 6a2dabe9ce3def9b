import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitForShell } from "./support/shell";
import { connectedUser } from "./support/scheduler";
import { column, drag } from "./support/board";

/**
 * Issue 12's loop, end to end: the strategy's pillars -> Generate Post (the first screen; the AI is down, so the
 * template mode answers) -> a variant opened in the editor as a draft of its pillar -> the board -> dragged onto
 * Scheduled (the next free posting slot) -> the pillar mix counts it as scheduled; Fill the gap adds idea cards.
 */

const TOPIC = "Why our team writes decisions down";
const mix = (page: Page) => page.getByRole("region", { name: "Pillar mix" });
const mixRow = (page: Page, pillar: string) => mix(page).locator("li").filter({ hasText: pillar });

test("pillars -> Generate Post -> editor -> board -> scheduled: the pillar mix moves", async ({
  page,
  request,
  baseURL,
  mail,
  state,
}) => {
  test.slow(); // connects LinkedIn through the simulator
  await connectedUser(page, request, baseURL!, mail, state);
  expect((await page.request.patch("/api/profile", { data: { timeZone: "Europe/Paris" } })).status()).toBe(200);
  const slots = await page.request.put("/api/posting-slots", { data: { slots: [{ weekday: 3, time: "08:30" }] } });
  expect(slots.status()).toBe(200);
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Engineering culture" }, { name: "Hiring" }] },
  });
  expect(strategy.ok()).toBe(true);

  // Signed in, "/" is Generate Post; the pillar most behind is preselected (both are empty: the first).
  await page.goto("/");
  await expect(page).toHaveURL(/\/generate-post$/);
  await waitForShell(page);
  await expect(page.getByLabel("Content pillar").locator("option:checked")).toHaveText(
    "Engineering culture · most behind",
  );
  await page.getByLabel("Topic or idea").fill(TOPIC);
  await page.getByRole("button", { name: "Generate 3 variants" }).click();
  // the fake AI answers 500 (its default): said, and the template mode offered
  const alert = page.getByRole("alert").filter({ hasText: "The posts could not be written" });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await alert.getByRole("button", { name: "Use template mode" }).click();
  await expect(page.getByTestId("template-banner")).toBeVisible({ timeout: 30_000 });
  const first = page.getByTestId("variant-card").first();
  const hook = (await first.getByTestId("preview-text").innerText()).split("\n")[0]!.trim();
  expect(hook.length).toBeGreaterThan(10);

  // Open in editor: a draft of the pillar.
  await first.getByRole("button", { name: "Open in editor" }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;
  await expect(page.getByLabel("Post", { exact: true })).toHaveValue(new RegExp(`^${escape(hook)}`));

  // The board: the draft is there, and the mix counts it as a draft of its pillar.
  await page.goto("/content-management?view=board");
  await waitForShell(page);
  const card = column(page, "draft").locator(`li[data-post-id="${postId}"]`);
  await expect(card).toBeVisible();
  await expect(mixRow(page, "Engineering culture")).toContainText("Scheduled 0 · Drafts 1 · Target 10");
  await expect(mixRow(page, "Engineering culture")).toContainText("9 posts to go");

  // Dragged onto Scheduled: the schedule dialog asks when; the next free posting slot.
  await drag(page, card.getByRole("button", { name: /\(drag handle\)$/ }), column(page, "scheduled"));
  const dialog = page.getByRole("dialog", { name: "Schedule the post" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /Next free posting slot/ }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, "scheduled").locator(`li[data-post-id="${postId}"]`)).toBeVisible();
  await expect(mixRow(page, "Engineering culture")).toContainText("Scheduled 1 · Drafts 0 · Target 10");

  // Fill the gap: idea cards for both pillars land on the board.
  await mix(page).getByRole("button", { name: "Fill the gap" }).click();
  await expect(page.getByText(/ideas? added to the board/).first()).toBeVisible();
  await expect(column(page, "idea").locator("li[data-post-id]")).toHaveCount(10);
  await expect(mixRow(page, "Hiring")).toContainText("5 ideas waiting");
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
