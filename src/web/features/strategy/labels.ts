import {
  CONTENT_FORMAT_LABELS_FR,
  FREQUENCY_LABELS_FR,
  STRATEGY_MESSAGES,
  type ContentFormat,
  type Frequency,
} from "@contracts/strategy";

const fr = (lang: string) => lang.startsWith("fr");

export const formatLabel = (format: string, lang: string) =>
  fr(lang) ? (CONTENT_FORMAT_LABELS_FR[format as ContentFormat] ?? format) : format;

export const frequencyLabel = (frequency: string, lang: string) =>
  fr(lang) ? (FREQUENCY_LABELS_FR[frequency as Frequency] ?? frequency) : frequency;

/** i18n key of a SPEC §5 wizard message (the contract's English text). */
export const ANSWER_MESSAGE_KEYS: Record<string, string> = {
  [STRATEGY_MESSAGES.answerRequired]: "strategy.validation.answerRequired",
  [STRATEGY_MESSAGES.selectRequired]: "strategy.validation.selectRequired",
  [STRATEGY_MESSAGES.multiselectRequired]: "strategy.validation.multiselectRequired",
};
