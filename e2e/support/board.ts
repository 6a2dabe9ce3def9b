/** Helpers for the Content Management board's specs. */
import type { Locator, Page } from "@playwright/test";

/** A board column by its status. */
export const column = (page: Page, status: string) => page.locator(`section[data-column="${status}"]`);

/** Drags a card by its handle with the mouse onto a column (dnd-kit needs a few moves past its activation distance). */
export async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 20 });
  await page.mouse.up();
}
