/** The interface and content languages (SPEC §9). No zod here: the web's first load imports it. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** A stored or detected language tag ("fr", "fr-FR", null…) as one of ours; English otherwise. */
export function toLanguage(value: string | null | undefined): Language {
  const base = value?.slice(0, 2).toLowerCase();
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
