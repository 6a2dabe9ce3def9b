import type { Plugin } from "vite";
import { LANGUAGES } from "../src/contracts/language";

/**
 * index.html's inline script (it runs before any module, so it imports nothing) matches language tags against
 * `__LANGUAGES__`: this fills in the app's languages (src/contracts/language.ts, "en|fr"), so the list is spelled once.
 */
export function htmlLanguages(): Plugin {
  return {
    name: "pillarpost:html-languages",
    transformIndexHtml: { order: "pre", handler: (html) => html.replaceAll("__LANGUAGES__", LANGUAGES.join("|")) },
  };
}
