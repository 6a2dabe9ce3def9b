import { DEFAULT_LANGUAGE, languageOfTag, type Language } from "@contracts/language";
import { mergeStrings, type Strings } from "@shared/i18n/strings";
import { CORE_NAMESPACE, type Namespace } from "./namespaces";

// The app's own translator, in place of i18next + react-i18next (issue 8 §3: they were 17 kB gzip of /sign-in's
// first load). It does what the app uses of them and nothing more: nested keys ("a.b.c") in one tree per language,
// filled from files (namespaces: lib/i18n/namespaces.ts) as the pages that show them load,
// `{{name}}` interpolation (no escaping: React escapes), plurals from `count` with Intl.PluralRules (`key_one`,
// `key_other`; French counts 0 and 1 as "one"), English as the fallback for a missing string, the key itself when
// no language has it, and a change of language that re-renders its subscribers (use-translation.ts).

export type { Strings };

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
  /** Strings known from the start (tests, the prerender); any other language or namespace is asked of `load`. */
  resources?: Partial<Record<Language, Strings>>;
  /** Fetches one file of a language's strings; undefined when it could not be had (the texts then fall back). */
  load?: (lng: Language, namespace: Namespace) => Promise<Strings | undefined>;
  /** The files every page needs, loaded with the language (default: the core file); the others come with the pages. */
  initialNamespaces?: readonly Namespace[];
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
  /**
   * Loads files of strings a page shows, in the current language and English (and in any language switched to
   * later); settles once they are in, or failed (the texts then fall back, as for a language).
   */
  loadNamespaces(namespaces: readonly Namespace[]): Promise<void>;
  addResources(lng: Language, strings: Strings): void;
  /** Called after every change of language or strings; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createI18n({ resources = {}, load, initialNamespaces = [CORE_NAMESPACE] }: I18nOptions = {}): I18n {
  const catalog = new Map<Language, Strings>(Object.entries(resources) as [Language, Strings][]);
  // a language given whole (resources, addResources) has every namespace
  const whole = new Set<Language>(catalog.keys());
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  const wanted = new Set<Namespace>(initialNamespaces);
  const listeners = new Set<() => void>();
  let language: Language = DEFAULT_LANGUAGE;
  let requested: Language | undefined;

  const fixed = (lng: Language): TFunction => {
    return (key, options) => translate(catalog, lng, key, options);
  };
  const ensure = (lng: Language, namespace: Namespace): Promise<void> => {
    const id = `${lng}/${namespace}`;
    if (whole.has(lng) || loaded.has(id) || !load) return Promise.resolve();
    let pending = loading.get(id);
    if (!pending) {
      pending = load(lng, namespace).then((strings) => {
        loading.delete(id);
        if (!strings) return;
        loaded.add(id);
        catalog.set(lng, mergeStrings(catalog.get(lng) ?? {}, strings));
      });
      loading.set(id, pending);
    }
    return pending;
  };
  const ensureAll = (lng: Language, namespaces: Iterable<Namespace>) =>
    Promise.all([...namespaces].flatMap((ns) => [ensure(lng, ns), ensure(DEFAULT_LANGUAGE, ns)]));

  const i18n: I18n & { fixedT: TFunction } = {
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
      await ensureAll(next, wanted);
      if (requested !== next) return; // a later call decides
      language = next;
      changed();
    },
    async loadNamespaces(namespaces: readonly Namespace[]) {
      // a change of language under way loads what `wanted` held when it started: this page's files are loaded for
      // the language it goes to as well (a first page while the profile's language is applied)
      for (const ns of namespaces) wanted.add(ns);
      const languages = [...new Set([language, requested ?? language])];
      const isIn = (l: Language, ns: Namespace) => whole.has(l) || loaded.has(`${l}/${ns}`);
      if (languages.every((l) => namespaces.every((ns) => isIn(l, ns) && isIn(DEFAULT_LANGUAGE, ns)))) return;
      await Promise.all(languages.map((l) => ensureAll(l, namespaces)));
      changed();
    },
    addResources(lng: Language, strings: Strings) {
      catalog.set(lng, strings);
      whole.add(lng);
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
