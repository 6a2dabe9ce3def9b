import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadPrerendered, requestLanguage } from "../../src/server/http/prerendered";
import { inlineStylesheets, spaPage } from "../../src/server/http/spa-page";

const url = (q = "") => new URL(`http://x.test/sign-in${q}`);

describe("the language a signed-out screen is prerendered in", () => {
  it("follows i18next's order: query lng, cookie i18next, then Accept-Language; English by default", () => {
    expect(requestLanguage(url("?lng=fr"), "i18next=en", "en-US")).toBe("fr");
    expect(requestLanguage(url("?lng=de"), "i18next=fr", "en-US")).toBe("fr");
    expect(requestLanguage(url(), "a=1; i18next=fr-CA", "en-US")).toBe("fr");
    expect(requestLanguage(url(), "i18next=%E0%A4", "fr")).toBe("fr");
    expect(requestLanguage(url(), undefined, "de-DE,fr;q=0.8,en;q=0.5")).toBe("fr");
    expect(requestLanguage(url(), undefined, "en;q=0.3, fr-FR;q=0.9")).toBe("fr");
    expect(requestLanguage(url(), undefined, "fr;q=0, en")).toBe("en");
    expect(requestLanguage(url(), undefined, "de, es")).toBe("en");
    expect(requestLanguage(url(), undefined, undefined)).toBe("en");
    expect(requestLanguage(url(), undefined, "fred")).toBe("en");
  });
});

describe("which prerendered markup the server sends", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pp-prerender-"));
  const webDir = path.join(root, "web");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(webDir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(webDir, "assets", "index-abc.css"), "body{color:red}");
  for (const lng of ["en", "fr"]) {
    for (const variant of ["linkedin", "no-linkedin"]) {
      const dir = path.join(root, "prerender", lng, variant);
      fs.mkdirSync(dir, { recursive: true });
      for (const screen of ["sign-in", "sign-up", "forgot-password", "otp"]) {
        fs.writeFileSync(path.join(dir, `${screen}.html`), `<main>${lng} ${variant} ${screen}</main>`);
      }
    }
  }
  const indexHtml =
    '<!doctype html><html lang="en" data-font="inter"><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

  it("picks the screen by path and language, and the server's LinkedIn setting", () => {
    const withLinkedIn = loadPrerendered(webDir, true);
    expect(withLinkedIn("/sign-in", "fr")).toBe("<main>fr linkedin sign-in</main>");
    expect(withLinkedIn("/otp", "en")).toBe("<main>en linkedin otp</main>");
    expect(loadPrerendered(webDir, false)("/forgot-password", "en")).toBe(
      "<main>en no-linkedin forgot-password</main>",
    );
    expect(withLinkedIn("/reset-password", "en")).toBeUndefined();
    expect(withLinkedIn("/strategy", "en")).toBeUndefined();
    expect(loadPrerendered(path.join(root, "nowhere", "web"), true)("/sign-in", "en")).toBeUndefined();
  });

  it("puts it inside #root for a signed-out visitor only, with the language and the stylesheet inline", () => {
    const page = spaPage(webDir, indexHtml, {
      clientConfig: { linkedinEnabled: false },
      prerendered: loadPrerendered(webDir, false),
    });
    const signedOut = page("/sign-up/", null, "fr");
    expect(signedOut).toContain('<html lang="fr" data-font="inter">');
    expect(signedOut).toContain('<div id="root" data-prerendered="fr"><main>fr no-linkedin sign-up</main></div>');
    expect(signedOut).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>',
    );
    expect(signedOut).toContain('<meta name="pp-session" content="none">');
    expect(signedOut).toContain('<script type="application/json" id="pp-config">{"linkedinEnabled":false}</script>');

    // Signed in (sent on to "/" by the app), unknown session, or a screen that is not prerendered: the plain page.
    for (const html of [
      page("/sign-in", { id: "u1" }, "fr"),
      page("/sign-in", undefined, "fr"),
      page("/strategy", null, "fr"),
    ]) {
      expect(html).toContain('<html lang="en" data-font="inter">');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
      expect(html).not.toContain("<main>");
    }
  });

  it("leaves a stylesheet as a link when it is missing or could close the <style> element", () => {
    fs.writeFileSync(path.join(webDir, "assets", "evil-abc.css"), "a{}</style><script>alert(1)</script>");
    const head = '<link rel="stylesheet" href="/assets/evil-abc.css"><link rel="stylesheet" href="/assets/gone.css">';
    expect(inlineStylesheets(webDir, head)).toBe(head);
    expect(inlineStylesheets(webDir, '<link rel="stylesheet" href="/assets/index-abc.css">')).toBe(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>',
    );
  });
});
