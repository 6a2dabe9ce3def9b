import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, waitForShell } from "./support/shell";
import { connectedUser, scheduledAtOf, scheduledPost } from "./support/scheduler";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

// The user's zone is read by useTimeZone (entities/scheduling/use-time-zone.ts); each describe sets it.
const calendar = (page: Page) => page.getByTestId("scheduler-calendar");
const eventOf = (page: Page, title: string) => calendar(page).getByRole("button", { name: new RegExp(title) });
const dayCell = (page: Page, date: string) => calendar(page).locator(`[role="cell"][data-date="${date}"]`);
/** The week view's lane of a half-hour slot (the label column has one with the same data-time). */
const slotLane = (page: Page, time: string) => calendar(page).locator(`[data-time="${time}:00"]`).last();

async function openScheduler(page: Page, search: string) {
  await page.goto(`/scheduler?${search}`);
  await waitForShell(page);
}

/** The app's English time of day (format.ts, the same in the list and on the calendar): "9:00 AM", "6:00 PM". */
function eventTime(time: string) {
  const [h, m] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** The event sits in `date`'s column with its top at `time` (HH:MM) on the week view's half-hour slots. */
async function expectEventAt(page: Page, title: string, date: string, time: string) {
  const event = eventOf(page, title);
  await expect(event).toBeVisible();
  await expect(event).toContainText(eventTime(time));
  await event.scrollIntoViewIfNeeded();
  const [h, m] = time.split(":").map(Number);
  const slotTime = `${String(h).padStart(2, "0")}:${m < 30 ? "00" : "30"}`;
  const box = (await event.boundingBox())!;
  const column = (await dayCell(page, date).boundingBox())!;
  const slot = (await slotLane(page, slotTime).boundingBox())!;
  const top = slot.y + ((m % 30) / 30) * slot.height;
  expect(box.x + box.width / 2, `${title} in ${date}'s column`).toBeGreaterThan(column.x);
  expect(box.x + box.width / 2, `${title} in ${date}'s column`).toBeLessThan(column.x + column.width);
  expect(Math.abs(box.y - top), `${title} at ${time}`).toBeLessThan(4);
}

/** The list view's day section holds the post at that wall time. */
async function expectListed(page: Page, dayHeading: string, title: string, time: string) {
  const day = page.getByRole("region", { name: dayHeading });
  await expect(day.getByRole("link", { name: title })).toBeVisible();
  await expect(day.getByRole("listitem").filter({ hasText: title }).locator("time")).toHaveText(time);
}

/** Drags `event` with the mouse onto a point (FullCalendar moves it by the difference of the hits). */
async function drag(page: Page, event: Locator, to: () => Promise<{ x: number; y: number }>) {
  await event.scrollIntoViewIfNeeded();
  const box = (await event.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + 6 };
  const target = await to();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 4, start.y + 4, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await page.mouse.up();
}

test.describe("scheduler in Europe/Paris", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("list, week and month show the posts at their wall time; view and date stay in the address", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    const post = await scheduledPost(page, "Launch announcement", "2027-04-06T07:30:00Z");
    await scheduledPost(page, "Second thoughts", "2027-04-08T16:00:00Z");
    await openScheduler(page, "date=2027-04-06");
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "List", pressed: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "April 2027", level: 2 })).toBeVisible();
    await expect(page.getByText("Times in Europe/Paris")).toBeVisible();
    await expectListed(page, "Tuesday, April 6, 2027", "Launch announcement", "9:30 AM");
    await expectListed(page, "Thursday, April 8, 2027", "Second thoughts", "6:00 PM");
    await expect(page.getByRole("link", { name: "Launch announcement" })).toHaveAttribute("href", `/editor/${post.id}`);

    await page.getByRole("button", { name: "Week" }).click();
    await expect(page).toHaveURL(/view=week/);
    await expect(page).toHaveURL(/date=2027-04-06/);
    await expectEventAt(page, "Launch announcement", "2027-04-06", "09:30");
    await expectEventAt(page, "Second thoughts", "2027-04-08", "18:00");
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page).toHaveURL(/date=2027-04-13/);
    await expect(eventOf(page, "Launch announcement")).toHaveCount(0);
    await page.getByRole("button", { name: "Previous week" }).click();
    await expect(eventOf(page, "Launch announcement")).toBeVisible();

    await page.getByRole("button", { name: "Month" }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(dayCell(page, "2027-04-06").getByRole("button", { name: /Launch announcement/ })).toBeVisible();
    await expect(dayCell(page, "2027-04-08").getByRole("button", { name: /Second thoughts/ })).toBeVisible();
    // the address alone brings the same view back
    await page.reload();
    await expect(page.getByRole("button", { name: "Month", pressed: true })).toBeVisible();
    await expect(dayCell(page, "2027-04-06").getByRole("button", { name: /Launch announcement/ })).toBeVisible();
    await page.getByRole("button", { name: "Today" }).click();
    await expect(page).not.toHaveURL(/date=2027-04-06/);
  });

  test("DST: posts at 09:00 around both 2027 switches show at 09:00 in week and list views", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    // 09:00 in Paris: +01:00 before the spring switch (Sunday 28 March 2027) and after the fall one (31 October)
    await scheduledPost(page, "Saturday before spring", "2027-03-27T08:00:00Z");
    await scheduledPost(page, "Spring switch day", "2027-03-28T07:00:00Z");
    await scheduledPost(page, "Monday after spring", "2027-03-29T07:00:00Z");
    await scheduledPost(page, "Saturday before fall", "2027-10-30T07:00:00Z");
    await scheduledPost(page, "Fall switch day", "2027-10-31T08:00:00Z");
    await scheduledPost(page, "Monday after fall", "2027-11-01T08:00:00Z");

    await openScheduler(page, "view=week&date=2027-03-28");
    await expectEventAt(page, "Saturday before spring", "2027-03-27", "09:00");
    await expectEventAt(page, "Spring switch day", "2027-03-28", "09:00");
    await page.getByRole("button", { name: "Next week" }).click();
    await expectEventAt(page, "Monday after spring", "2027-03-29", "09:00");
    await openScheduler(page, "view=week&date=2027-10-31");
    await expectEventAt(page, "Saturday before fall", "2027-10-30", "09:00");
    await expectEventAt(page, "Fall switch day", "2027-10-31", "09:00");
    await page.getByRole("button", { name: "Next week" }).click();
    await expectEventAt(page, "Monday after fall", "2027-11-01", "09:00");

    await openScheduler(page, "view=list&date=2027-03-01");
    await expectListed(page, "Saturday, March 27, 2027", "Saturday before spring", "9:00 AM");
    await expectListed(page, "Sunday, March 28, 2027", "Spring switch day", "9:00 AM");
    await expectListed(page, "Monday, March 29, 2027", "Monday after spring", "9:00 AM");
    await openScheduler(page, "view=list&date=2027-10-01");
    await expectListed(page, "Saturday, October 30, 2027", "Saturday before fall", "9:00 AM");
    await expectListed(page, "Sunday, October 31, 2027", "Fall switch day", "9:00 AM");
    await page.getByRole("button", { name: "Next month" }).click();
    await expectListed(page, "Monday, November 1, 2027", "Monday after fall", "9:00 AM");
  });

  test("reschedule by dragging in the week and month views; a refused move goes back with the reason", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    const post = await scheduledPost(page, "Drag me", "2027-03-29T07:00:00Z");
    await openScheduler(page, "view=week&date=2027-03-29");
    await expectEventAt(page, "Drag me", "2027-03-29", "09:00");
    // Monday 09:00 -> Wednesday 10:00, Paris time
    await drag(page, eventOf(page, "Drag me"), async () => {
      const column = (await dayCell(page, "2027-03-31").boundingBox())!;
      const slot = (await slotLane(page, "10:00").boundingBox())!;
      return { x: column.x + column.width / 2, y: slot.y + 6 };
    });
    await expect.poll(() => scheduledAtOf(page, post.id)).toBe("2027-03-31T08:00:00.000Z");
    await expect(page.getByText(/^Rescheduled for/)).toBeVisible();
    await expectEventAt(page, "Drag me", "2027-03-31", "10:00");

    // month: another day, same wall time (left of where the toast shows)
    await page.getByRole("button", { name: "Month" }).click();
    await drag(page, eventOf(page, "Drag me"), async () => {
      const cell = (await dayCell(page, "2027-04-01").boundingBox())!;
      return { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 };
    });
    await expect.poll(() => scheduledAtOf(page, post.id)).toBe("2027-04-01T08:00:00.000Z");
    await expect(dayCell(page, "2027-04-01").getByRole("button", { name: /Drag me/ })).toBeVisible();

    // changed elsewhere since the page read it: 409, the event goes back, the reason is said (once the page's own
    // refetch after the last move is in: an answer landing after the change below would give the page the new version)
    await page.waitForLoadState("networkidle");
    const current = (await (await page.request.get(`/api/posts/${post.id}`)).json()) as { post: { version: number } };
    const elsewhere = await page.request.post(`/api/posts/${post.id}/schedule`, {
      data: { version: current.post.version, scheduledAt: "2027-04-01T08:00:00.000Z" },
    });
    expect(elsewhere.status()).toBe(200);
    await drag(page, eventOf(page, "Drag me"), async () => {
      const cell = (await dayCell(page, "2027-03-30").boundingBox())!;
      return { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 };
    });
    await expect(page.getByText("Could not reschedule the post", { exact: true })).toBeVisible();
    await expect(dayCell(page, "2027-04-01").getByRole("button", { name: /Drag me/ })).toBeVisible();
    await expect(dayCell(page, "2027-03-30").getByRole("button", { name: /Drag me/ })).toHaveCount(0);
    expect(await scheduledAtOf(page, post.id)).toBe("2027-04-01T08:00:00.000Z");
  });

  test("reschedule by keyboard from the list and from a calendar event; a skipped time moves to 03:00", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    const post = await scheduledPost(page, "Keyboard post", "2027-03-29T07:00:00Z");
    await openScheduler(page, "date=2027-03-01");
    const action = page.getByRole("button", { name: /^Reschedule….*Keyboard post$/ });
    await action.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Schedule the post" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Date")).toHaveValue("2027-03-29");
    await expect(dialog.getByLabel("Time")).toHaveValue("09:00");
    // 02:30 does not exist in Paris on 28 March 2027: the clocks jump to 03:00 (+02:00)
    await dialog.getByLabel("Date").fill("2027-03-28");
    await dialog.getByLabel("Time").fill("02:30");
    await dialog.getByLabel("Time").press("Enter");
    await expect(dialog).toBeHidden();
    await expect.poll(() => scheduledAtOf(page, post.id)).toBe("2027-03-28T01:00:00.000Z");
    await expectListed(page, "Sunday, March 28, 2027", "Keyboard post", "3:00 AM");

    // from the week view: the event is a button; Enter opens it, and its Reschedule… the same dialog
    await openScheduler(page, "view=week&date=2027-03-28");
    await eventOf(page, "Keyboard post").focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: "Sunday, March 28, 2027" });
    await expect(details).toBeVisible();
    await details.getByRole("button", { name: /^Reschedule….*Keyboard post$/ }).press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Time").fill("11:15");
    await dialog.getByLabel("Time").press("Enter");
    await expect.poll(() => scheduledAtOf(page, post.id)).toBe("2027-03-28T09:15:00.000Z");
    await expectEventAt(page, "Keyboard post", "2027-03-28", "11:15");
  });
});

test.describe("scheduler's layout in Europe/Paris, today Wednesday 31 March 2027", () => {
  test.use({ timezoneId: "Europe/Paris", viewport: { width: 1280, height: 800 } });

  test("the week opens at the working day, past days take no drop, the month fits, a phone lists the week", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    const post = await scheduledPost(page, "Thursday post", "2027-04-01T07:00:00Z"); // 09:00 in Paris
    await scheduledPost(page, "Evening post", "2027-04-14T17:00:00Z"); // 19:00, alone in its week
    // the browser's today (the server keeps the real clock, so the days "past" here are still future for it)
    await page.clock.setFixedTime(new Date("2027-03-31T10:00:00+02:00"));
    const hourLabel = (time: string) => calendar(page).locator(`[data-time="${time}:00"]`).first();

    // a week without posts opens at 08:00; a week with posts an hour before its first one
    await openScheduler(page, "view=week&date=2027-04-05");
    await expect(hourLabel("08:00")).toBeInViewport();
    await expect(hourLabel("00:00")).not.toBeInViewport();
    await openScheduler(page, "view=week&date=2027-04-12");
    await expect(eventOf(page, "Evening post")).toBeInViewport();
    await expect(hourLabel("08:00")).not.toBeInViewport();

    // the days before today are marked, and a post dragged over one is refused there (nothing is sent)
    await openScheduler(page, "view=week&date=2027-03-29");
    await expect(hourLabel("08:00")).toBeInViewport();
    await expect(dayCell(page, "2027-03-29")).toHaveAttribute("data-droppable", "false");
    await expect(dayCell(page, "2027-03-30")).toHaveAttribute("data-droppable", "false");
    await expect(dayCell(page, "2027-03-31")).not.toHaveAttribute("data-droppable");
    await expect(dayCell(page, "2027-04-02")).not.toHaveAttribute("data-droppable");
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith(`/api/posts/${post.id}/schedule`)) sent.push(r.url());
    });
    const event = eventOf(page, "Thursday post");
    await event.scrollIntoViewIfNeeded();
    const from = (await event.boundingBox())!;
    const at = async (date: string) => {
      const column = (await dayCell(page, date).boundingBox())!;
      const slot = (await slotLane(page, "10:00").boundingBox())!;
      return { x: column.x + column.width / 2, y: slot.y + 6 };
    };
    const cursor = () => page.evaluate(() => getComputedStyle(document.body).cursor);
    await page.mouse.move(from.x + from.width / 2, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 4, from.y + 10, { steps: 4 });
    const future = await at("2027-04-02");
    await page.mouse.move(future.x, future.y, { steps: 10 });
    expect(await cursor()).not.toBe("not-allowed"); // a future day takes it
    const past = await at("2027-03-30");
    await page.mouse.move(past.x, past.y, { steps: 10 });
    await expect.poll(cursor).toBe("not-allowed");
    await page.mouse.up();
    await expectEventAt(page, "Thursday post", "2027-04-01", "09:00");
    // then a drop on a future day is sent: the refused one before it sent nothing
    await drag(page, event, () => at("2027-04-02"));
    await expect.poll(() => scheduledAtOf(page, post.id)).toBe("2027-04-02T08:00:00.000Z");
    expect(sent).toHaveLength(1);

    // the month's weeks are all in the window at 1280 x 800, this week too
    await openScheduler(page, "view=month&date=2027-03-31");
    await expect(dayCell(page, "2027-03-31")).toBeInViewport({ ratio: 1 });
    await expect(dayCell(page, "2027-04-04")).toBeInViewport({ ratio: 1 });
    await expect(dayCell(page, "2027-03-30")).toHaveAttribute("data-droppable", "false");

    // a phone: the week is a list by day, not seven squeezed columns
    await openScheduler(page, "view=week&date=2027-03-29");
    await expect(calendar(page)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(calendar(page)).toHaveCount(0);
    await expectListed(page, "Friday, April 2, 2027", "Thursday post", "10:00 AM");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(calendar(page)).toBeVisible();
  });

  test("two posts at the same minute are said on the list and the calendar", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    await scheduledPost(page, "First twin", "2027-04-06T07:30:00Z");
    await scheduledPost(page, "Second twin", "2027-04-06T07:30:00Z");
    await scheduledPost(page, "A minute later", "2027-04-06T07:31:00Z");
    await openScheduler(page, "date=2027-04-06");
    const item = (title: string) => page.getByRole("listitem").filter({ hasText: title });
    await expect(item("First twin")).toContainText("Same minute as another post");
    await expect(item("Second twin")).toContainText("Same minute as another post");
    await expect(item("A minute later")).toBeVisible();
    await expect(item("A minute later")).not.toContainText("Same minute");
    await openScheduler(page, "view=week&date=2027-04-06");
    await expect(eventOf(page, "First twin")).toContainText("Same minute as another post");
    await expect(eventOf(page, "A minute later")).not.toContainText("Same minute");
  });
});

test.describe("scheduler in America/New_York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("DST: posts at 09:00 around both 2027 switches show at 09:00 in week and list views", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    // 09:00 in New York: -05:00 before 14 March 2027 and after 7 November, -04:00 between
    await scheduledPost(page, "Saturday before spring", "2027-03-13T14:00:00Z");
    await scheduledPost(page, "Spring switch day", "2027-03-14T13:00:00Z");
    await scheduledPost(page, "Monday after spring", "2027-03-15T13:00:00Z");
    await scheduledPost(page, "Saturday before fall", "2027-11-06T13:00:00Z");
    await scheduledPost(page, "Fall switch day", "2027-11-07T14:00:00Z");
    await scheduledPost(page, "Monday after fall", "2027-11-08T14:00:00Z");

    await openScheduler(page, "view=week&date=2027-03-14");
    await expectEventAt(page, "Saturday before spring", "2027-03-13", "09:00");
    await expectEventAt(page, "Spring switch day", "2027-03-14", "09:00");
    await page.getByRole("button", { name: "Next week" }).click();
    await expectEventAt(page, "Monday after spring", "2027-03-15", "09:00");
    await openScheduler(page, "view=week&date=2027-11-07");
    await expectEventAt(page, "Saturday before fall", "2027-11-06", "09:00");
    await expectEventAt(page, "Fall switch day", "2027-11-07", "09:00");
    await page.getByRole("button", { name: "Next week" }).click();
    await expectEventAt(page, "Monday after fall", "2027-11-08", "09:00");

    await openScheduler(page, "view=list&date=2027-03-01");
    await expectListed(page, "Saturday, March 13, 2027", "Saturday before spring", "9:00 AM");
    await expectListed(page, "Sunday, March 14, 2027", "Spring switch day", "9:00 AM");
    await expectListed(page, "Monday, March 15, 2027", "Monday after spring", "9:00 AM");
    await openScheduler(page, "view=list&date=2027-11-01");
    await expectListed(page, "Saturday, November 6, 2027", "Saturday before fall", "9:00 AM");
    await expectListed(page, "Sunday, November 7, 2027", "Fall switch day", "9:00 AM");
    await expectListed(page, "Monday, November 8, 2027", "Monday after fall", "9:00 AM");
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`scheduler states ${theme} ${language}`, () => {
    test.use({ theme, language, timezoneId: "Europe/Paris" });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      request,
      baseURL,
      mail,
      state,
    }) => {
      test.slow(); // axe over a week's grid, four views at two widths, on a shared 2-core machine
      const folder = `scheduler-${theme}-${language}`;
      await connectedUser(page, request, baseURL!, mail, state);
      await openScheduler(page, "date=2027-04-01");
      await checkScreenState(page, folder, "list-empty");
      await scheduledPost(page, "Why every team needs a written strategy\n\nA longer body.", "2027-04-06T07:30:00Z");
      await scheduledPost(page, "Five lessons from a year of posting", "2027-04-06T14:00:00Z");
      await scheduledPost(page, "Ask me anything", "2027-04-14T16:45:00Z");
      await scheduledPost(page, "Same minute twin", "2027-04-06T14:00:00Z");
      await openScheduler(page, "date=2027-04-06");
      await expect(page.getByRole("link", { name: "Ask me anything" })).toBeVisible();
      await checkScreenState(page, folder, "list");
      await openScheduler(page, "view=week&date=2027-04-06");
      await expect(eventOf(page, "Five lessons")).toBeVisible();
      await checkScreenState(page, folder, "week");
      await openScheduler(page, "view=month&date=2027-04-06");
      await expect(eventOf(page, "Ask me anything")).toBeVisible();
      await checkScreenState(page, folder, "month");
      await eventOf(page, "Ask me anything").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
      await checkScreenState(page, folder, "event-dialog", { include: "[role=dialog]" });
      await page.keyboard.press("Escape");
      // the schedule dialog, on a post sharing its minute, in a workspace without posting slots
      await openScheduler(page, "date=2027-04-06");
      await page
        .getByRole("button", {
          name: new RegExp(`^${language === "en" ? "Reschedule" : "Reprogrammer"}….*Five lessons`),
        })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("schedule-no-slots")).toBeVisible();
      await expect(dialog.getByRole("status").filter({ hasText: /./ })).toBeVisible();
      await checkScreenState(page, folder, "schedule-dialog", { include: "[role=dialog]" });
    });
  });
}
