import type { BackendModule, ReadCallback } from "i18next";
import { LANGUAGES } from "@contracts/language";

// What i18next-http-backend did for this app, in a few lines (issue 8 §3: it was 4 kB gzip of the first load):
// GET /locales/<lng>/<ns>.json (index.html's script preloads the same URL with the same fetch mode). A network
// failure or a 5xx is reported as retryable (i18next tries again, `maxRetries` / `retryTimeout`), a 4xx or bad JSON
// is not; the messages are the library's ("failed loading <url>; status code: N", "failed parsing <url> to json").

const NAMESPACE = /^[a-z][a-z0-9-]*$/;

export function translationUrl(lng: string, ns: string): string | undefined {
  if (!(LANGUAGES as readonly string[]).includes(lng) || !NAMESPACE.test(ns)) return undefined;
  return `/locales/${lng}/${ns}.json`;
}

export async function readTranslations(lng: string, ns: string, callback: ReadCallback): Promise<void> {
  const url = translationUrl(lng, ns);
  if (!url) return callback(new Error(`no translations for language "${lng}", namespace "${ns}"`), false);
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    return callback(`failed loading ${url}: ${err instanceof Error ? err.message : String(err)}`, true);
  }
  if (!res.ok) return callback(`failed loading ${url}; status code: ${res.status}`, res.status >= 500);
  let data: unknown;
  try {
    data = JSON.parse(await res.text());
  } catch {
    return callback(`failed parsing ${url} to json`, false);
  }
  if (!data || typeof data !== "object") return callback(`failed parsing ${url} to json`, false);
  callback(null, data as Record<string, unknown>);
}

export const translationBackend: BackendModule = {
  type: "backend",
  callbackApi: true, // read(lng, ns, callback)
  init: () => {},
  read: (lng, ns, callback) => void readTranslations(lng, ns, callback),
};
