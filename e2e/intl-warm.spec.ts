import { test, expect } from "./support/test";
import { signedInUser, waitForKept } from "./support/shell";

/**
 * index.html's first script starts public/intl-warm.js, which loads the Intl data of the app's languages on a
 * thread of its own (a page's first date or number then costs its main thread well under a millisecond instead of
 * tens: bench:web). The worker must be allowed by the page's CSP, find its languages in its address and end.
 */
test("every page starts the Intl worker, which loads under the CSP, warms the app's languages and ends", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  let closed: Promise<unknown> | undefined;
  const started = page.waitForEvent("worker", (w) => {
    closed = new Promise((resolve) => w.on("close", resolve));
    return true;
  });
  await page.goto("/sign-in");
  const worker = await started;
  expect(new URL(worker.url()).pathname).toBe("/intl-warm.js");
  expect(new URL(worker.url()).searchParams.get("l")).toBe("en|fr");
  // it closes itself once the data is loaded
  await closed;
  expect(errors).toEqual([]);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a page reloaded offline still starts the worker, from what the service worker kept, without an error", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/generate-post");
    // the address as the page asked it (a "|" stays as it is in a query)
    await waitForKept(page, "/intl-warm.js?l=en|fr", 20_000);
    await context.setOffline(true);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    let closed: Promise<unknown> | undefined;
    const started = page.waitForEvent("worker", (w) => {
      closed = new Promise((resolve) => w.on("close", resolve));
      return true;
    });
    await page.reload();
    await started;
    await closed;
    expect(errors.filter((e) => /intl-warm/.test(e))).toEqual([]);
    await context.setOffline(false);
  });
});
