import { DETECTION_OPTIONS } from "./i18n-options";

// What i18next-browser-languagedetector did for this app, in a few lines (issue 8 §3: it was 3 kB gzip of the
// first load): SPEC §9's order (DETECTION_OPTIONS), every candidate in order (i18n.ts takes the first supported
// one), the choice cached in localStorage. The server reads the same order from a request (http/prerendered.ts).

type Source = (typeof DETECTION_OPTIONS.order)[number];

/** i18next's rule (kept) for a language code read from outside: no markup, quotes, spaces, slashes or prototype keys. */
export function isSafeLanguageCode(code: unknown): code is string {
  return (
    typeof code === "string" &&
    /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
    !code.includes("..") &&
    !["__proto__", "constructor", "prototype"].includes(code)
  );
}

/** `?lng=` from the query (or from a query inside the hash, as the library read it). */
function fromQuery(name: string): string | undefined {
  let search = window.location.search;
  const hash = window.location.hash;
  if (!search && hash.includes("?")) search = hash.slice(hash.indexOf("?"));
  let found: string | undefined;
  for (const pair of search.slice(1).split("&")) {
    const pos = pair.indexOf("=");
    if (pos > 0 && pair.slice(0, pos) === name) found = pair.slice(pos + 1);
  }
  return found;
}

function fromCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const c = part.trimStart();
    if (c.startsWith(`${name}=`)) return c.slice(name.length + 1) || undefined;
  }
  return undefined;
}

function fromStorage(storage: () => Storage, key: string): string | undefined {
  try {
    return storage().getItem(key) || undefined;
  } catch {
    return undefined; // storage disabled
  }
}

function lookup(source: Source): string[] {
  const o = DETECTION_OPTIONS;
  const one = (v: string | null | undefined) => (v ? [v] : []);
  switch (source) {
    case "querystring":
      return one(fromQuery(o.lookupQuerystring));
    case "cookie":
      return one(fromCookie(o.lookupCookie));
    case "localStorage":
      return one(fromStorage(() => window.localStorage, o.lookupLocalStorage));
    case "sessionStorage":
      return one(fromStorage(() => window.sessionStorage, o.lookupSessionStorage));
    case "navigator":
      return [...(navigator.languages ?? []), ...one(navigator.language)];
    case "htmlTag":
      return one(document.documentElement.getAttribute("lang"));
  }
}

/** Every language the visitor's browser shows, in SPEC §9's order of precedence (none outside a browser). */
export function detectLanguages(): string[] {
  if (typeof window === "undefined") return [];
  return DETECTION_OPTIONS.order.flatMap(lookup).filter(isSafeLanguageCode);
}

/** Remembers the language the app settled on (DETECTION_OPTIONS.caches: localStorage only). */
export function cacheLanguage(lng: string) {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(DETECTION_OPTIONS.lookupLocalStorage, lng);
  } catch {
    // storage disabled: nothing to remember it in
  }
}
