import type { Page } from "@playwright/test";

/**
 * Holds React's chunk (`vendor-*.js`, scripts/vite-chunk-groups.ts) until `release()`: the server-rendered screen
 * stays in the page without the app, as on a slow network, so what a person does on it happens before the take-over.
 */
export const holdApp = (page: Page) => holdChunk(page, /\/assets\/vendor-[\w-]+\.js$/);

/** Holds the JavaScript files whose address matches until `release()`. */
export async function holdChunk(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
