import { test, expect } from "./support/test";
import { waitForShell } from "./support/shell";
import { connectedUser, scheduledPost } from "./support/scheduler";

// Issue 25 §7: at 375x812 each tool starts on the first screen, in one piece.
const PHONE = { width: 375, height: 812 };
const DAY = 86_400_000;

test("at 375 px the editor's toolbar, Content Management's posts and the Scheduler's month fit the first screen", async ({
  page,
  request,
  baseURL,
  mail,
  state,
}) => {
  await connectedUser(page, request, baseURL!, mail, state);
  const body = "A post about roadmaps that a phone cannot show in full";
  await scheduledPost(page, body, new Date(Date.now() + 2 * DAY).toISOString());
  await page.setViewportSize(PHONE);

  // the toolbar's eleven buttons on one row (Redo used to wrap alone onto a second)
  await page.goto("/editor");
  await waitForShell(page);
  const tops = await page
    .getByRole("toolbar", { name: "Formatting" })
    .locator("[data-toolbar-item]")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops).toHaveLength(11);
  expect(new Set(tops).size, "toolbar rows").toBe(1);
  // its pickers (emoji, hooks and endings) open inside the screen, not cut on a side
  for (const name of ["Emoji", "Hooks and endings"]) {
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true }).click();
    const box = (await page.getByRole("dialog", { name }).boundingBox())!;
    expect(box.x, `${name} cut on the left`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} cut on the right`).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press("Escape");
  }

  // Content Management: the filters fold behind a button, the first post is on the first screen
  await page.goto("/content-management");
  await waitForShell(page);
  const firstPost = page.getByText(body).first();
  await expect(firstPost).toBeVisible();
  expect((await firstPost.boundingBox())!.y, "first post's top").toBeLessThan(PHONE.height);
  const filters = page.getByRole("button", { name: "Filters" });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Status", { exact: true })).toBeHidden();
  await filters.focus();
  await page.keyboard.press("Enter");
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByLabel("Status", { exact: true })).toBeVisible();
  await expect(filters).toBeFocused();
  await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

  // the month: seven columns of times (a title would be cut to "Post nu…"), each post's title still read out
  await page.goto("/scheduler?view=month");
  await waitForShell(page);
  const event = page.getByTestId("scheduler-calendar").getByRole("button", { name: new RegExp(body) });
  await expect(event).toBeVisible();
  // what is drawn: the spans wider than a pixel (the title is there for screen readers only), none cut by "…"
  const drawnSpans = () =>
    event.evaluate((el) =>
      [...el.querySelectorAll("span")]
        .filter((span) => span.children.length === 0 && span.getBoundingClientRect().width > 1)
        .map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth + 1 })),
    );
  // polled: the calendar lays its month out again a moment after its first paint (FullCalendar measures the cells)
  await expect.poll(async () => (await drawnSpans()).map((d) => d.cut), { timeout: 5_000 }).toEqual([false]);
  const drawn = await drawnSpans();
  expect(drawn).toHaveLength(1);
  expect(drawn[0]!.text).toMatch(/^\d{1,2}:\d{2}( [AP]M)?$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
