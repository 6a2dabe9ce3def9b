import fs from "node:fs";
import path from "node:path";
import { PRERENDERED_PATHS } from "../../contracts/auth/screens";
import { LANGUAGES, languageOfTag, type Language } from "../../contracts/language";

/**
 * The signed-out screens' markup rendered at build time (scripts/prerender.mjs writes
 * dist/prerender/<lng>/<linkedin|no-linkedin><path>.html beside dist/web). The server sends the one for the
 * requested path, the visitor's language and this server's LinkedIn setting inside #root, so the screen paints from
 * HTML and CSS alone; the SPA then renders the same screen over it (src/web/lib/app/take-over.ts).
 */
export type Prerendered = (requestPath: string, lng: Language) => string | undefined;

export function loadPrerendered(webDir: string, linkedinEnabled: boolean): Prerendered {
  const dir = path.join(webDir, "..", "prerender");
  const variant = linkedinEnabled ? "linkedin" : "no-linkedin";
  const screens = new Map<string, string>();
  for (const lng of LANGUAGES) {
    for (const screen of PRERENDERED_PATHS) {
      try {
        screens.set(
          `${lng}${screen}`,
          fs.readFileSync(path.join(dir, lng, variant, `${screen.slice(1)}.html`), "utf8"),
        );
      } catch {
        // not built (dev, tests): the SPA paints it as before
      }
    }
  }
  return (requestPath, lng) => screens.get(`${lng}${requestPath}`);
}

/**
 * The language the SPA will pick in the browser (src/web/lib/i18n/i18n-options.ts), from what a request shows: query
 * `lng`, cookie `i18next`, then the browser's languages (Accept-Language, in order of preference); English by
 * default. Its storage (localStorage, sessionStorage) is invisible here: index.html's script marks the page when
 * it decides otherwise, and styles.css then hides the prerendered markup until the SPA paints the right language.
 */
export function requestLanguage(url: URL, cookieHeader: string | undefined, acceptLanguage: string | undefined) {
  const fromQuery = languageOfTag(url.searchParams.get("lng"));
  if (fromQuery) return fromQuery;
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  if (cookie !== undefined) {
    let decoded = cookie;
    try {
      decoded = decodeURIComponent(cookie);
    } catch {
      // keep it raw
    }
    const fromCookie = languageOfTag(decoded);
    if (fromCookie) return fromCookie;
  }
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lng = languageOfTag(tag);
    if (lng) return lng;
  }
  return "en";
}
