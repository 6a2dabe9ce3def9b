import type { Locator, Page } from "@playwright/test";

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

/**
 * Slows the page's CPU tenfold, lets the app's code through (`release` of `holdApp`) and waits until React has
 * started hydrating the server's markup (its root attached to #root) while `field` is not hydrated yet: what is done
 * to the field next happens in the middle of hydration, where React hydrates a field in the middle of an event.
 * Answers how to give the CPU back.
 */
export async function midHydration(page: Page, release: () => void, field: Locator): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
  const started = field.evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const has = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
        const root = document.getElementById("root")!;
        const look = () => {
          if (has(el, "__reactFiber$")) reject(new Error("hydrated before the test could act"));
          else if (has(root, "__reactContainer$")) resolve();
          else setTimeout(look, 2);
        };
        look();
      }),
  );
  release();
  await started;
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  };
}
