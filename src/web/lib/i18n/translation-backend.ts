import { LANGUAGES } from "@contracts/language";
import { CORE_NAMESPACE, NAMESPACES } from "./namespaces";
import type { Strings } from "./translate";

// Loads one file of a language's strings: GET /locales/<lng>/<namespace>.json (index.html's script preloads the core
// file with the same fetch mode). A network failure or a 5xx is tried again (3 more times, after 350, 700 and 1400 ms, as
// i18next did), a 4xx or bad JSON is not; a final failure is a console warning and the texts fall back to English
// (translate.ts). The messages are i18next-http-backend's ("failed loading <url>; status code: N", "failed parsing
// <url> to json").

export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 350;

export function translationUrl(lng: string, namespace: string = CORE_NAMESPACE): string | undefined {
  const known = (LANGUAGES as readonly string[]).includes(lng) && (NAMESPACES as readonly string[]).includes(namespace);
  return known ? `/locales/${lng}/${namespace}.json` : undefined;
}

export type ReadResult = { strings: Strings } | { error: string; retry: boolean };

/** One attempt. */
export async function readTranslations(lng: string, namespace: string = CORE_NAMESPACE): Promise<ReadResult> {
  const url = translationUrl(lng, namespace);
  if (!url) return { error: `no translations for language "${lng}" (${namespace})`, retry: false };
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    return { error: `failed loading ${url}: ${err instanceof Error ? err.message : String(err)}`, retry: true };
  }
  if (!res.ok) return { error: `failed loading ${url}; status code: ${res.status}`, retry: res.status >= 500 };
  let data: unknown;
  try {
    data = JSON.parse(await res.text());
  } catch {
    return { error: `failed parsing ${url} to json`, retry: false };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { error: `failed parsing ${url} to json`, retry: false };
  }
  return { strings: data as Strings };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One file of the language's strings, tried again after a retryable failure; undefined (and a warning) when it failed. */
export async function loadTranslations(lng: string, namespace: string = CORE_NAMESPACE): Promise<Strings | undefined> {
  for (let attempt = 0; ; attempt++) {
    const result = await readTranslations(lng, namespace);
    if ("strings" in result) return result.strings;
    if (!result.retry || attempt === MAX_RETRIES) {
      console.warn(`loading translations for language ${lng} failed:`, result.error);
      return undefined;
    }
    await wait(RETRY_DELAY_MS * 2 ** attempt);
  }
}
