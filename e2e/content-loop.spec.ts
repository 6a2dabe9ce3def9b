import type { Page } from "@playwright/test";
import { QUESTION_IDS } from "../src/contracts/strategy/rules";
import { expect, test } from "./support/test";
import { GENERATION_WAIT } from "./support/generation";
import { toastButton, waitForShell } from "./support/shell";
import { connectedUser } from "./support/scheduler";
import { column, drag } from "./support/board";

/**
 * Issue 12's loop, end to end: the strategy's pillars -> Generate Post (the first screen; the AI is down, so the
 * template mode answers) -> a variant opened in the editor as a draft of its pillar -> the board -> dragged onto
 * Scheduled (the next free posting slot) -> the pillar mix counts it as scheduled against its part of the posting
 * frequency the user answered; a share changed by keyboard; Fill the gap says how many idea cards it adds, adds them,
 * and Undo takes exactly those away.
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
  // "Once a week": 4 posts in 4 weeks for the whole mix, 2 per pillar
  const answer = await page.request.put("/api/strategy-responses", {
    data: { answers: { [QUESTION_IDS.frequency]: "Once a week" } },
  });
  expect(answer.status()).toBe(200);

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
  await expect(alert).toBeVisible(GENERATION_WAIT);
  await alert.getByRole("button", { name: "Use template mode" }).click();
  await expect(page.getByTestId("template-banner")).toBeVisible(GENERATION_WAIT);
  const first = page.getByTestId("variant-card").first();
  // the whole text (the preview folds it after three lines: the rest is in the page, hidden)
  const full = (await first.getByTestId("preview-text").textContent())!;
  expect(full.length).toBeGreaterThan(10);

  // Open in editor: a draft of the pillar.
  await first.getByRole("button", { name: "Open in editor" }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;
  await expect(page.getByLabel("Post", { exact: true })).toHaveValue(full);

  // The board: the draft is there, and the mix counts it as a draft of its pillar.
  await page.goto("/content-management?view=board");
  await waitForShell(page);
  const card = column(page, "draft").locator(`li[data-post-id="${postId}"]`);
  await expect(card).toBeVisible();
  // the mix is one line above the board: its details open below it
  await page.getByRole("button", { name: "Show details" }).click();
  await expect(mix(page).getByText("Total: 4 posts in 4 weeks, as you answered (Once a week).")).toBeVisible();
  await expect(mixRow(page, "Engineering culture")).toContainText("Scheduled 0 · Drafts 1 · Target 2");
  await expect(mixRow(page, "Engineering culture")).toContainText("1 post to go");
  await expect(mixRow(page, "Hiring")).toContainText("Scheduled 0 · Drafts 0 · Target 2");

  // Dragged onto Scheduled: the schedule dialog asks when; the next free posting slot.
  await drag(page, card.getByRole("button", { name: /\(drag handle\)$/ }), column(page, "scheduled"));
  const dialog = page.getByRole("dialog", { name: "Schedule the post" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /Next free posting slot/ }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, "scheduled").locator(`li[data-post-id="${postId}"]`)).toBeVisible();
  await expect(mixRow(page, "Engineering culture")).toContainText("Scheduled 1 · Drafts 0 · Target 2");

  // Hiring's share from 1 to 2, by keyboard: 4 posts split 1 : 2 -> targets 1 and 3, still 4 in all.
  const share = mix(page).getByRole("combobox", { name: "Share of Hiring" });
  await share.focus();
  await page.keyboard.press("ArrowDown");
  await expect(share).toHaveValue("2");
  await expect(mixRow(page, "Hiring")).toContainText("Scheduled 0 · Drafts 0 · Target 3");
  await expect(mixRow(page, "Engineering culture")).toContainText("Scheduled 1 · Drafts 0 · Target 1");
  await expect(mix(page).getByText("Total: 4 posts in 4 weeks, as you answered (Once a week).")).toBeVisible();

  // Fill the gap says what it adds (Hiring's 3 missing; Engineering culture is on track) and adds that many.
  await mix(page).getByRole("button", { name: "Fill the gap: add 3 idea cards" }).click();
  await expect(page.getByText("3 ideas added to the board", { exact: true })).toBeVisible();
  await expect(column(page, "idea").locator("li[data-post-id]")).toHaveCount(3);
  await expect(mixRow(page, "Hiring")).toContainText("3 ideas waiting");

  // Undo takes exactly those cards away (to the trash).
  await toastButton(page, "Undo").click();
  await expect(page.getByText("3 idea cards moved to the trash", { exact: true })).toBeVisible();
  await expect(column(page, "idea").locator("li[data-post-id]")).toHaveCount(0);
  await expect(mixRow(page, "Hiring")).not.toContainText("ideas waiting");
  await expect(mix(page).getByRole("button", { name: "Fill the gap: add 3 idea cards" })).toBeVisible();
});
