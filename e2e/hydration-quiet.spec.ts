import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";
import { holdApp } from "./support/take-over";
import { tellTimeZone, tookOver } from "./support/server-render";
import { SERVER_RENDERED_TOOLS } from "./support/tools";

/**
 * Hydrating a page the server rendered adopts its nodes: it must not write them again. React's hydration wrote every
 * field's default text, type and name once more, the same values: a textarea's text replaced, attributes set; each
 * write made the browser lay out and paint the whole page again, frame after frame while the page hydrated (/notes'
 * 50 notes: up to 1.4 s of paint at 4x CPU). A write that changes nothing is what this looks for (a value the app
 * changes after hydrating, as Generate Post's preselected pillar, is the app's own).
 */

test("hydrating each server-rendered tool writes nothing its markup already holds", async ({
  page,
  request,
  baseURL,
  mail,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page, request, baseURL!, mail);
  const made = await page.request.post("/api/strategies", {
    data: { name: "Plan", pillars: [{ name: "Leadership" }, { name: "Hiring" }] },
  });
  expect(made.ok()).toBe(true);
  for (const body of ["Draft idea", "Hiring story"]) {
    expect((await page.request.post("/api/notes", { data: { body, tags: ["teams"] } })).ok()).toBe(true);
    expect((await page.request.post("/api/posts", { data: { body } })).ok()).toBe(true);
  }
  // the cookies a returning browser sends (its time zone, its width): without them a page with dates comes bare
  await tellTimeZone(page, "/notes");

  for (const path of SERVER_RENDERED_TOOLS) {
    const release = await holdApp(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root[data-prerendered] #main-content"), `${path} comes rendered`).toHaveCount(1);
    await page.evaluate(() => {
      const idle: string[] = ((window as unknown as { __idleWrites: string[] }).__idleWrites = []);
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ""}>`;
      const root = document.getElementById("root")!;
      // until the app has adopted the page (#root loses data-prerendered): what the app does after is its own
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (el === root && r.attributeName === "data-prerendered") return observer.disconnect();
          if (r.type === "attributes" && r.oldValue === el.getAttribute(r.attributeName!))
            idle.push(`${describe(el)} ${r.attributeName}="${r.oldValue}" written again`);
          if (r.type === "childList" && el.tagName === "TEXTAREA") idle.push(`${describe(el)} text written again`);
        }
      });
      observer.observe(root, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    });
    release();
    await tookOver(page);
    const idle = await page.evaluate(() => (window as unknown as { __idleWrites: string[] }).__idleWrites);
    expect(idle, `${path}: writes that change nothing while hydrating`).toEqual([]);
    await page.unrouteAll();
  }
});
