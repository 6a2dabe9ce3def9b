import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, waitForShell } from "./support/shell";

type Page = import("@playwright/test").Page;

const slotsOf = async (page: Page) =>
  ((await (await page.request.get("/api/posting-slots")).json()) as { slots: unknown[] }).slots;

/** The list of times under a weekday's name. */
const dayTimes = (page: Page, day: string) => page.getByRole("list", { name: `Slots on ${day}` });

test.describe("time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("is detected from the browser on first use, and changed on the profile by keyboard", async ({
    page,
    signedIn,
  }) => {
    await signedIn("/profile");
    const field = page.getByRole("combobox", { name: "Time zone" });
    await expect(field).toHaveValue("America/New_York");
    await expect(page.getByText("Currently America/New_York.")).toBeVisible();
    expect(((await (await page.request.get("/api/me")).json()) as { timeZone: string }).timeZone).toBe(
      "America/New_York",
    );

    // a made-up zone is refused on the spot, nothing saved
    await field.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Mars/Olympus_Mons");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Choose a time zone from the list" })).toBeVisible();

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("europe/paris");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Time zone saved: Europe/Paris").first()).toBeVisible();
    await expect(field).toHaveValue("Europe/Paris");
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/Paris");
    // the device's zone is offered back, not forced
    await expect(page.getByRole("button", { name: "Use this device's time zone (America/New_York)" })).toBeVisible();
    await page.goto("/scheduler/slots");
    await waitForShell(page);
    await expect(page.getByTestId("slots-zone")).toHaveText("Times in Europe/Paris");
  });
});

test("posting slots: set by keyboard, use the suggested ones, a reload keeps them", async ({ page, signedIn }) => {
  await signedIn("/scheduler/slots");
  await expect(page).toHaveTitle(/Posting slots/);
  await expect(page.getByRole("heading", { level: 1, name: "Posting slots" })).toBeVisible();
  await expect(page.getByTestId("slots-zone")).toHaveText("Times in UTC");
  await expect(dayTimes(page, "Tuesday")).toHaveText("No slot");

  // Tuesday 09:15 and Thursday 17:30, typed into the time fields, added with Enter
  await page.getByLabel("New time on Tuesday").focus();
  await page.keyboard.type("0915AM");
  await page.keyboard.press("Enter");
  await expect(dayTimes(page, "Tuesday")).toHaveText("9:15 AM");
  await page.getByLabel("New time on Thursday").focus();
  await page.keyboard.type("0530PM");
  await page.keyboard.press("Enter");
  await expect(dayTimes(page, "Thursday")).toHaveText("5:30 PM");
  await expect(page.getByText("2 slots a week (at most 50)")).toBeVisible();
  // the same time twice on one day is refused where it is typed
  await page.getByLabel("New time on Tuesday").focus();
  await page.keyboard.type("0915AM");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "This time is already a slot on that day" })).toBeVisible();
  expect(await slotsOf(page)).toEqual([
    { weekday: 2, time: "09:15", timeZone: "UTC" },
    { weekday: 4, time: "17:30", timeZone: "UTC" },
  ]);

  // removed by keyboard
  await page.getByRole("button", { name: "Remove 9:15 AM on Tuesday" }).focus();
  await page.keyboard.press("Enter");
  await expect(dayTimes(page, "Tuesday")).toHaveText("No slot");
  await expect(page.getByText("1 slot a week (at most 50)")).toBeVisible();

  // suggested slots replace the set, after a confirmation (the strategy's default frequency: 2-3 a week)
  await page.getByRole("button", { name: "Use suggested slots" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Replace your slots?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Use suggested slots" }).click();
  await expect(confirm).toBeHidden();
  await expect(dayTimes(page, "Tuesday")).toHaveText("8:30 AM");
  await expect(dayTimes(page, "Wednesday")).toHaveText("12:00 PM");
  await expect(dayTimes(page, "Thursday")).toHaveText("8:30 AM");

  await page.reload();
  await waitForShell(page);
  await expect(dayTimes(page, "Tuesday")).toHaveText("8:30 AM");
  await expect(dayTimes(page, "Wednesday")).toHaveText("12:00 PM");
  await expect(dayTimes(page, "Thursday")).toHaveText("8:30 AM");
  await expect(dayTimes(page, "Monday")).toHaveText("No slot");
  expect(await slotsOf(page)).toHaveLength(3);
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`posting slots states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/scheduler/slots");
      await expect(page.getByTestId("slots-zone")).toBeVisible();
      await checkScreenState(page, "posting-slots-states", `${theme}-${language}-empty`, {});
      const saved = await page.request.put("/api/posting-slots", {
        data: {
          slots: [
            { weekday: 1, time: "08:30" },
            { weekday: 2, time: "08:30" },
            { weekday: 2, time: "12:00" },
            { weekday: 2, time: "17:45" },
            { weekday: 4, time: "09:00" },
          ],
        },
      });
      expect(saved.status()).toBe(200);
      await page.reload();
      await waitForShell(page);
      await expect(page.getByRole("button", { name: /^(Remove|Retirer) / })).toHaveCount(5);
      await checkScreenState(page, "posting-slots-states", `${theme}-${language}-slots`, {});
      await page
        .getByRole("button", { name: language === "en" ? "Use suggested slots" : "Utiliser les créneaux suggérés" })
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await checkScreenState(page, "posting-slots-states", `${theme}-${language}-confirm`, {});
      await page.keyboard.press("Escape");
      await page.goto("/profile");
      await waitForShell(page);
      await expect(
        page.getByRole("heading", { name: language === "en" ? "Time zone" : "Fuseau horaire" }),
      ).toBeVisible();
      await checkScreenState(page, "posting-slots-states", `${theme}-${language}-profile`, {});
    });
  });
}
