/** The interface and content languages (SPEC §9). No zod here: the web's first load imports it. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a tag starts with ("fr", "fr-CA", "EN"), if it is one of ours; undefined otherwise ("fra", "de"). */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const base = /^([a-z]{2})\b/i.exec(tag ?? "")?.[1].toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** A stored or detected language tag ("fr", "fr-FR", null…) as one of ours; English otherwise. */
export function toLanguage(value: string | null | undefined): Language {
  const base = value?.slice(0, 2).toLowerCase();
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
