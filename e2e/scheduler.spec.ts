import fs from "node:fs";
import { expect, test } from "./support/test";
import { connectedUser, scheduledPost } from "./support/scheduler";

test.describe("scheduler", () => {
  test.use({ timezoneId: "Europe/Paris" });
  test("explore", async ({ page, request, baseURL, mail, state }) => {
    await connectedUser(page, request, baseURL!, mail, state);
    await scheduledPost(page, "Spring forward post", "2027-03-29T07:00:00Z");
    await page.goto("/scheduler?view=week&date=2027-03-29");
    await expect(page.getByTestId("scheduler-calendar")).toBeVisible();
    await page.waitForTimeout(1000);
    const html = await page.getByTestId("scheduler-calendar").innerHTML();
    fs.writeFileSync("/tmp/cal-week.html", html);
    await page.screenshot({ path: "/tmp/cal-week.png", fullPage: true });
    await page.goto("/scheduler?view=list&date=2027-03-29");
    await page.waitForTimeout(500);
    await page.screenshot({ path: "/tmp/cal-list.png", fullPage: true });
    await page.goto("/scheduler?view=month&date=2027-03-29");
    await page.waitForTimeout(1000);
    fs.writeFileSync("/tmp/cal-month.html", await page.getByTestId("scheduler-calendar").innerHTML());
    await page.screenshot({ path: "/tmp/cal-month.png", fullPage: true });
  });
});
