import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { compose } from "../../src/server/composition";
import { CapturingMailer, ORIGIN, signedInUser, testDatabase, type TestApp } from "../support/test-app";

// The server's wiring of the per-request render (http/page-render.ts) around a stand-in for the built renderer
// (dist/ssr/render-page.js beside dist/web): what it is given, where its markup goes, and that a failing render
// still answers the page. The real renderer is tested in tests/unit/page-render.test.ts.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "pp-ssr-"));
const webDir = path.join(root, "web");
fs.mkdirSync(path.join(root, "ssr"), { recursive: true });
// ES modules, as the project's own build (the renderer is imported by the render thread, which follows this)
fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ type: "module" }));
for (const lng of ["en", "fr"]) {
  fs.mkdirSync(path.join(webDir, "locales", lng), { recursive: true });
  // the renderer is given every file of a language as one tree
  fs.writeFileSync(path.join(webDir, "locales", lng, "core.json"), JSON.stringify({ hello: `hello-${lng}` }));
  fs.writeFileSync(path.join(webDir, "locales", lng, "strategy.json"), JSON.stringify({ s: { t: `title-${lng}` } }));
}
fs.writeFileSync(
  path.join(webDir, "index.html"),
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(root, "ssr", "render-page.js"),
  `export const WARM_UP = { path: "/warm", lng: "en", user: { id: "w", email: "w" }, data: {}, cookie: "" };
   export function createPageRenderer(strings) {
     return async (input) => {
       if (input.path === "/warm") return "";
       if (input.lng === "fr") throw new Error("no French today");
       return '<form class="wizard">' + [input.path, input.user.email, strings.en.hello + "+" + strings.en.s.t, Object.keys(input.data).sort().join(","),
         String(input.config.linkedinEnabled)].join("|") + "</form>";
     };
   }`,
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const config = loadConfig({});
const mailer = new CapturingMailer();
const app = createApp({
  ...compose({
    config,
    database: testDatabase(),
    logger: pino({ level: "silent" }),
    origin: ORIGIN,
    secret: randomBytes(32).toString("hex"),
    integrations: { mailer },
  }),
  webDir,
});

describe("/strategy rendered by the server", () => {
  it("comes inside #root for the signed-in user, from the page's data; a failed render sends the page without it", async () => {
    const { client, email } = await signedInUser({ app, mailer } as unknown as TestApp);
    const res = await client.request("/strategy");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<div id="root" data-prerendered="en"><form method="dialog" class="wizard">`);
    expect(html).toContain(
      `class="wizard">/strategy|${email}|hello-en+title-en|/api/linkedin/connection,/api/me,/api/notifications?limit=20&offset=0,/api/strategies,/api/strategy-questions?lang=en,/api/strategy-responses|`,
    );
    expect(html).toContain('id="pp-data"');

    const failed = await client.request("/strategy?lng=fr");
    expect(failed.status).toBe(200);
    const page = await failed.text();
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('id="pp-data"');

    // Pages without first data, and signed-out visitors, are not rendered.
    expect(await (await client.request("/profile")).text()).toContain('<div id="root"></div>');
    expect(await (await app.request("/strategy")).text()).toContain('<div id="root"></div>');
  });
});
