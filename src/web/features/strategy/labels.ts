import {
  CONTENT_FORMAT_LABELS_FR,
  FREQUENCY_LABELS_FR,
  type ContentFormat,
  type Frequency,
} from "@contracts/strategy/rules";

const fr = (lang: string) => lang.startsWith("fr");

export const formatLabel = (format: string, lang: string) =>
  fr(lang) ? (CONTENT_FORMAT_LABELS_FR[format as ContentFormat] ?? format) : format;

export const frequencyLabel = (frequency: string, lang: string) =>
  fr(lang) ? (FREQUENCY_LABELS_FR[frequency as Frequency] ?? frequency) : frequency;
