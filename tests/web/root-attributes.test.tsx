// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { applyFont } from "@/lib/ui/font";
import { ThemeProvider } from "@/lib/ui/theme";
import { setupTestI18n } from "./test-i18n";

// An attribute of <html> set again, even to the value it has, restyles the whole page in Chromium: on a page the
// server rendered with 50 notes, the app's start did so three times (lang twice, the theme's choice once), a 34 ms
// style recalculation (x4 on a phone) after its JavaScript ran.
const html = document.documentElement;
let observer: MutationObserver | undefined;
const watchHtml = () => {
  const changed: string[] = [];
  observer = new MutationObserver((list) => list.forEach((m) => changed.push(m.attributeName!)));
  observer.observe(html, { attributes: true });
  return () => {
    changed.push(...(observer!.takeRecords().map((m) => m.attributeName!) ?? []));
    return changed;
  };
};
afterEach(() => observer?.disconnect());

describe("the app's start leaves <html> alone when it already says what the app would set", () => {
  it("the theme (as index.html's script set it before the first paint)", () => {
    localStorage.removeItem("vite-ui-theme");
    html.dataset.themeChoice = "system";
    html.style.colorScheme = "light";
    html.classList.remove("dark");
    const changes = watchHtml();
    render(
      <ThemeProvider>
        <p>page</p>
      </ThemeProvider>,
    );
    expect(changes()).toEqual([]);
  });

  it("the font and the language", async () => {
    const i18n = await setupTestI18n();
    applyFont("inter");
    const changes = watchHtml();
    applyFont("inter");
    await i18n.changeLanguage("en");
    expect(changes()).toEqual([]);
    expect(html.lang).toBe("en");
  });

  it("and still sets them when they differ", async () => {
    const i18n = await setupTestI18n();
    html.lang = "fr";
    html.dataset.font = "system";
    const changes = watchHtml();
    await i18n.changeLanguage("en");
    applyFont("inter");
    expect(changes()).toEqual(expect.arrayContaining(["lang", "data-font"]));
    expect([html.lang, html.dataset.font]).toEqual(["en", "inter"]);
  });
});
