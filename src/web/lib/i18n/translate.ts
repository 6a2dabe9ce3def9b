import { DEFAULT_LANGUAGE, languageOfTag, type Language } from "@contracts/language";

// The app's own translator, in place of i18next + react-i18next (issue 8 §3: they were 17 kB gzip of /sign-in's
// first load). It does what the app uses of them and nothing more: one namespace of nested keys ("a.b.c"),
// `{{name}}` interpolation (no escaping: React escapes), plurals from `count` with Intl.PluralRules (`key_one`,
// `key_other`; French counts 0 and 1 as "one"), English as the fallback for a missing string, the key itself when
// no language has it, and a change of language that re-renders its subscribers (use-translation.ts).

/** A language's strings: nested objects of strings (public/locales/<lng>/translation.json). */
export interface Strings {
  [key: string]: string | Strings;
}

/** Interpolation values; `count` also picks the plural form. */
export type TOptions = { count?: number } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** The first supported language among candidates ("fr-CA" counts as "fr"), or English (as index.html's script). */
export function pickLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const language = languageOfTag(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(lng: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options?.[name];
    if (value === undefined) {
      console.warn(`missed to pass in variable ${name} for interpolating ${text}`);
      return "";
    }
    return value === null ? "" : String(value);
  });
}

/**
 * The text of `key` in `lng`: with a numeric `count`, its plural form (`key_<category>`, then `key_other`, then
 * the bare key), the same in English when `lng` has none, else the key itself; then `{{…}}` filled in.
 */
export function translate(
  catalog: ReadonlyMap<Language, Strings>,
  lng: Language,
  key: string,
  options?: TOptions,
): string {
  const count = typeof options?.count === "number" ? options.count : undefined;
  for (const language of lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE]) {
    const strings = catalog.get(language);
    if (!strings) continue;
    const keys = count === undefined ? [key] : [`${key}_${pluralCategory(language, count)}`, `${key}_other`, key];
    for (const candidate of keys) {
      const text = lookup(strings, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return key;
}

export interface I18nOptions {
  /** Strings known from the start (tests, the prerender); any other language is asked of `load`. */
  resources?: Partial<Record<Language, Strings>>;
  /** Fetches a language's strings; undefined when they could not be had (the texts then fall back). */
  load?: (lng: Language) => Promise<Strings | undefined>;
}

export interface I18n {
  /** The interface language. */
  readonly language: Language;
  /** The language the texts come from: `language` if its strings are in, else English if those are. */
  readonly resolvedLanguage: Language | undefined;
  /** Translates in the current language (a stable function: it reads the language at each call). */
  readonly t: TFunction;
  /** The current language's translator, a new function after every change (what components render with). */
  readonly fixedT: TFunction;
  getFixedT(lng: string): TFunction;
  /** Loads the language's strings (and English's), then switches to it; the last call wins. */
  changeLanguage(lng: string): Promise<void>;
  addResources(lng: Language, strings: Strings): void;
  /** Called after every change of language or strings; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createI18n({ resources = {}, load }: I18nOptions = {}): I18n {
  const catalog = new Map<Language, Strings>(Object.entries(resources) as [Language, Strings][]);
  const loading = new Map<Language, Promise<void>>();
  const listeners = new Set<() => void>();
  let language: Language = DEFAULT_LANGUAGE;
  let requested: Language | undefined;

  const fixed = (lng: Language): TFunction => {
    return (key, options) => translate(catalog, lng, key, options);
  };
  const ensure = (lng: Language): Promise<void> => {
    if (catalog.has(lng) || !load) return Promise.resolve();
    let pending = loading.get(lng);
    if (!pending) {
      pending = load(lng).then((strings) => {
        loading.delete(lng);
        if (strings) catalog.set(lng, strings);
      });
      loading.set(lng, pending);
    }
    return pending;
  };

  const i18n = {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      if (catalog.has(language)) return language;
      return catalog.has(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : undefined;
    },
    t: ((key, options) => translate(catalog, language, key, options)) as TFunction,
    fixedT: fixed(language),
    getFixedT: (lng: string) => fixed(pickLanguage([lng])),
    async changeLanguage(lng: string) {
      const next = pickLanguage([lng]);
      requested = next;
      await Promise.all([ensure(next), ensure(DEFAULT_LANGUAGE)]);
      if (requested !== next) return; // a later call decides
      language = next;
      changed();
    },
    addResources(lng: Language, strings: Strings) {
      catalog.set(lng, strings);
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  function changed() {
    i18n.fixedT = fixed(language);
    for (const listener of [...listeners]) listener();
  }
  return i18n;
}
