import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import {
  SCREEN_COMBINATIONS,
  checkScreenState,
  signedInUser,
  toastButton,
  waitForShell,
  themedContext,
} from "./support/shell";
import { connectedUser } from "./support/scheduler";
import { column, drag } from "./support/board";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

const card = (page: Page, title: string) => page.locator("li[data-post-id]").filter({ hasText: title });
const handle = (page: Page, title: string) => page.getByRole("button", { name: `Move “${title}” (drag handle)` });
const statusOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/posts/${id}`)).json()) as { post: { status: string } }).post.status;

async function post(page: Page, body: string, status: "idea" | "draft" = "draft") {
  const res = await page.request.post("/api/posts", { data: { body, status } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

async function openBoard(page: Page) {
  await page.goto("/content-management?view=board");
  await waitForShell(page);
}

/** dnd-kit's live region: what a screen reader hears about the keyboard drag. */
const heard = (page: Page, text: string | RegExp) => page.getByText(text);

/** Keyboard dragging: Space on the handle, one arrow (one column), Space; each step is announced at once. */
async function keyboardMove(
  page: Page,
  title: string,
  key: "ArrowLeft" | "ArrowRight",
  column: string,
  { atOnce = false } = {},
) {
  await handle(page, title).focus();
  await page.keyboard.press("Space");
  // picked up (then, debounced, over its own column): one press is enough; `atOnce`, the arrow follows the Space
  // without waiting for the board to settle (a folded Publishing opens as the drag starts)
  if (!atOnce) await expect(heard(page, new RegExp(`^(Picked up “${title}”\\.|“${title}” is over)`))).toBeAttached();
  await page.keyboard.press(key);
  await expect(heard(page, `“${title}” is over ${column}.`)).toBeAttached();
  await page.keyboard.press("Space");
}

test("content management: a Space right after a keyboard drop picks the card up again", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  const id = await post(page, "Ship small\nship often");
  await openBoard(page);
  await expect(column(page, "draft").getByRole("link", { name: "Ship small" })).toBeVisible();
  await keyboardMove(page, "Ship small", "ArrowLeft", "Idea");
  // no wait for the drop to settle: the person goes on with the keys, the focus still on the card's handle
  await page.keyboard.press("Space");
  await expect(heard(page, /^(Picked up “Ship small”\.|“Ship small” is over)/)).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(heard(page, "“Ship small” is over Draft.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(heard(page, "“Ship small” dropped on Draft.")).toBeAttached();
  await expect(column(page, "draft").getByRole("link", { name: "Ship small" })).toBeVisible();
  await expect(handle(page, "Ship small")).toBeFocused(); // where the keys go next
  await expect.poll(() => statusOf(page, id)).toBe("draft");
});

test("content management: a post on the board, moved by mouse, keyboard and Move to…; scheduled asks for a time; refusals snap back; bulk actions; the table", async ({
  page,
  request,
  baseURL,
  mail,
  state,
}) => {
  test.slow(); // connects LinkedIn through the simulator
  await connectedUser(page, request, baseURL!, mail, state);
  const hiring = await post(page, "Three hiring mistakes\nand how to avoid them", "idea");
  const leadership = await post(page, "Leadership is a habit\nnot a title");
  await post(page, `A very long story\n${"x".repeat(3001)}`);
  await openBoard(page);
  await expect(column(page, "idea").getByRole("link", { name: "Three hiring mistakes" })).toBeVisible();

  // mouse: idea -> draft (PATCH)
  await drag(page, handle(page, "Three hiring mistakes"), column(page, "draft"));
  await expect(column(page, "draft").getByRole("link", { name: "Three hiring mistakes" })).toBeVisible();
  await expect.poll(() => statusOf(page, hiring)).toBe("draft");

  // keyboard: Space on the handle, ArrowLeft one column, Space -> idea; announced for screen readers
  await keyboardMove(page, "Leadership is a habit", "ArrowLeft", "Idea");
  await expect(column(page, "idea").getByRole("link", { name: "Leadership is a habit" })).toBeVisible();
  await expect.poll(() => statusOf(page, leadership)).toBe("idea");
  await expect(page.getByRole("status").filter({ hasText: "“Leadership is a habit” moved to Idea." })).toBeAttached();

  // Move to… -> Scheduled asks for a time (the schedule dialog); cancelling puts the card back
  await card(page, "Three hiring mistakes").getByRole("button", { name: "Move “Three hiring mistakes” to…" }).click();
  await page.getByRole("menuitem", { name: "Scheduled" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule the post" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(column(page, "draft").getByRole("link", { name: "Three hiring mistakes" })).toBeVisible();
  await card(page, "Three hiring mistakes").getByRole("button", { name: "Move “Three hiring mistakes” to…" }).click();
  await page.getByRole("menuitem", { name: "Scheduled" }).click();
  await dialog.getByLabel("Date").fill("2027-05-04");
  await dialog.getByLabel("Time").fill("09:00");
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, "scheduled").getByRole("link", { name: "Three hiring mistakes" })).toBeVisible();
  await expect.poll(() => statusOf(page, hiring)).toBe("scheduled");

  // refused: over LinkedIn's limit -> a toast with the counter's words, the card stays
  await card(page, "A very long story").getByRole("button", { name: "Move “A very long story” to…" }).click();
  await page.getByRole("menuitem", { name: "Scheduled" }).click();
  await expect(page.getByText("This post cannot move there", { exact: true })).toBeVisible();
  await expect(page.getByText(/characters over LinkedIn's limit/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(column(page, "draft").getByRole("link", { name: "A very long story" })).toBeVisible();

  // refused: a scheduled post dragged (keyboard) onto Publishing snaps back. Publishing is empty, folded to a strip
  // until the drag starts: one arrow at once after the Space still goes one column (a step of a column's width
  // went over the strip, onto Published)
  await expect(column(page, "publishing")).toHaveAttribute("data-folded", "");
  await keyboardMove(page, "Three hiring mistakes", "ArrowRight", "Publishing", { atOnce: true });
  await expect(page.getByText("Publishing, Failed and Needs check are set by publishing").first()).toBeVisible();
  await expect(column(page, "scheduled").getByRole("link", { name: "Three hiring mistakes" })).toBeVisible();
  expect(await statusOf(page, hiring)).toBe("scheduled");

  // bulk: the scheduled post and the idea back to draft (unscheduled), then delete with undo
  await page.getByRole("checkbox", { name: "Select “Three hiring mistakes”" }).check();
  await page.getByRole("checkbox", { name: "Select “Leadership is a habit”" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByLabel("Move", { exact: true }).selectOption("draft");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(column(page, "draft").locator("li[data-post-id]")).toHaveCount(3);
  await expect.poll(() => statusOf(page, hiring)).toBe("draft");
  await page.getByRole("checkbox", { name: "Select “A very long story”" }).check();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(column(page, "draft").locator("li[data-post-id]")).toHaveCount(2);
  await toastButton(page, "Undo").click();
  await expect(column(page, "draft").locator("li[data-post-id]")).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select “Three hiring mistakes”" }).check();
  await page.getByLabel("Move", { exact: true }).selectOption("idea");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(column(page, "idea").getByRole("link", { name: "Three hiring mistakes" })).toBeVisible();

  // a move the server refuses (the post changed elsewhere: 409) is put back, with the reason
  const current = (await (await page.request.get(`/api/posts/${leadership}`)).json()) as { post: { version: number } };
  await page.request.patch(`/api/posts/${leadership}`, {
    data: { version: current.post.version, body: "Leadership is a habit\nnot a title (edited elsewhere)" },
  });
  await card(page, "Leadership is a habit").getByRole("button", { name: "Move “Leadership is a habit” to…" }).click();
  await page.getByRole("menuitem", { name: "Idea" }).click();
  await expect(page.getByText("Failed to move the post", { exact: true })).toBeVisible();
  await expect(column(page, "draft").getByRole("link", { name: "Leadership is a habit" })).toBeVisible();
  expect(await statusOf(page, leadership)).toBe("draft");

  // bulk to scheduled: added to the queue (the next free posting slot)
  expect((await page.request.patch("/api/profile", { data: { timeZone: "Europe/Paris" } })).status()).toBe(200);
  const slots = await page.request.put("/api/posting-slots", { data: { slots: [{ weekday: 2, time: "08:30" }] } });
  expect(slots.status()).toBe(200);
  await page.getByRole("checkbox", { name: "Select “Leadership is a habit”" }).check();
  await page.getByLabel("Move", { exact: true }).selectOption("scheduled");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(column(page, "scheduled").getByRole("link", { name: "Leadership is a habit" })).toBeVisible();
  await expect.poll(() => statusOf(page, leadership)).toBe("scheduled");

  // the table: sorted by status, filtered, rows open the editor
  await page.getByRole("button", { name: "Table" }).click();
  await expect(page).toHaveURL(/\/content-management$/);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Status" }).click();
  await expect(page.getByRole("columnheader", { name: "Status" })).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText("Three hiring mistakes");
  await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
  await expect(rows).toHaveCount(1);
  await page.getByRole("link", { name: "Leadership is a habit" }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
});

test("content management states: 375/1280 x light/dark x en/fr, axe and screenshots", async ({
  page,
  browser,
  request,
  baseURL,
  mail,
  state,
}) => {
  test.slow();
  await connectedUser(page, request, baseURL!, mail, state);
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }] },
  });
  const pillars = ((await strategy.json()) as { strategy: { pillars: { id: string }[] } }).strategy.pillars;
  await page.request.post("/api/posts", {
    data: { body: "Le réseau compte\nplus que le CV", status: "idea", pillarId: pillars[1]!.id },
  });
  await page.request.post("/api/posts", { data: { body: "Leadership is a habit", pillarId: pillars[0]!.id } });
  // a share set: the pillar mix shows its share selects and "Equal shares" in every state checked
  const shares = await page.request.put("/api/pillar-mix/shares", {
    data: { shares: [{ pillarId: pillars[0]!.id, share: 2 }] },
  });
  expect(shares.status()).toBe(200);
  const scheduled = await post(page, "Five lessons from a year of posting");
  await page.request.post(`/api/posts/${scheduled}/schedule`, {
    data: { version: 1, scheduledAt: "2027-04-06T07:30:00Z" },
  });
  const storageState = await page.context().storageState();
  for (const [theme, language] of SCREEN_COMBINATIONS) {
    const context = await themedContext(browser, { baseURL: baseURL!, storageState, theme, language });
    const view = await context.newPage();
    await view.setViewportSize({ width: 1280, height: 900 });
    await view.goto("/content-management");
    await waitForShell(view);
    await expect(view.locator("tbody tr")).toHaveCount(3);
    await view.getByRole("checkbox").nth(1).check();
    await checkScreenState(view, "content-management", `${theme}-${language}-table`);
    await view.goto("/content-management?view=board");
    await waitForShell(view);
    await expect(view.locator("li[data-post-id]")).toHaveCount(3);
    // the mix's details open (its share selects and "Equal shares" checked too)
    await view.getByRole("button", { name: language === "fr" ? "Voir le détail" : "Show details" }).click();
    await expect(
      view.getByRole("region", { name: language === "fr" ? "Équilibre des piliers" : "Pillar mix" }),
    ).toBeVisible();
    await checkScreenState(view, "content-management", `${theme}-${language}-board`);
    await context.close();
  }
});

test("content management on a 1280x800 screen: the mix in one line, the board starts on the first screen and says it has more columns, an empty Publishing folds, the search finds posts and says how many", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  await signedInUser(page, request, baseURL!, mail);
  const strategy = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }, { name: "Engineering culture" }] },
  });
  expect(strategy.status()).toBe(201);
  await post(page, "Leadership is a habit\nnot a title");
  await post(page, "Three hiring mistakes\nand how to avoid them", "idea");
  await post(page, "Onboarding that works\nfrom day one", "idea");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/content-management?view=board");
  await waitForShell(page);
  await expect(column(page, "idea").locator("li[data-post-id]")).toHaveCount(2);

  // the mix: one line per pillar, its details on demand (remembered on this device)
  const details = page.getByRole("button", { name: "Show details" });
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Pillar mix, next 4 weeks:")).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ planned$/)).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Pillar mix" })).toHaveCount(0);
  // the board's first cards are on the first screen
  const firstCard = column(page, "idea").locator("li[data-post-id]").first();
  expect((await firstCard.boundingBox())!.y + 40).toBeLessThan(800);

  // more columns than fit: said, with buttons to reach them (keyboard too); Publishing, empty, is a narrow strip
  const shown = page.getByText(/^Columns 1–\d of 7$/);
  await expect(shown).toBeVisible();
  const before = page.getByRole("button", { name: "Show the previous columns" });
  const after = page.getByRole("button", { name: "Show the next columns" });
  await expect(before).toBeDisabled();
  await expect(after).toBeEnabled();
  await expect(column(page, "publishing")).toHaveAttribute("data-folded", "");
  expect((await column(page, "publishing").boundingBox())!.width).toBeLessThan(60);
  await expect(column(page, "publishing")).toContainText("Publishing");
  await after.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Columns \d–7 of 7$/)).toBeVisible();
  await expect(after).toBeDisabled();
  await expect(before).toBeEnabled();
  await expect(column(page, "needs_check")).toBeInViewport();

  // the search (full text, the API's q): the board, then the table, with the count said to screen readers
  const search = page.getByLabel("Search", { exact: true });
  await search.click();
  await page.keyboard.type("habit", { delay: 60 });
  await expect(page.getByRole("status").filter({ hasText: "1 post matches “habit”" })).toBeAttached();
  await expect(page.locator("li[data-post-id]")).toHaveCount(1);
  await expect(column(page, "draft").getByRole("link", { name: "Leadership is a habit" })).toBeVisible();
  await page.getByRole("button", { name: "Table" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr").first()).toContainText("Leadership is a habit");
  await search.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("hiring", { delay: 60 });
  await expect(page.getByRole("status").filter({ hasText: "1 post matches “hiring”" })).toBeAttached();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr").first()).toContainText("Three hiring mistakes");
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await expect(page.locator("tbody tr")).toHaveCount(3);
  expect((await page.locator("tbody tr").first().boundingBox())!.y + 30).toBeLessThan(800);

  // the details open below the line, and stay open on the next visit
  await details.click();
  await expect(page.getByRole("button", { name: "Hide details" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Pillar mix" })).toBeVisible();
  await page.reload();
  await waitForShell(page);
  await expect(page.getByRole("region", { name: "Pillar mix" })).toBeVisible();
});
