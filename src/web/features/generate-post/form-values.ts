import { GENERATION_CODES, GENERATION_LIMITS as L } from "@contracts/generation/rules";
import type { PostFormat, PostLength, RequestedMode } from "@contracts/generation/rules";
import type { Language } from "@contracts/language";
import { tooLongMessage } from "@contracts/messages";
import type { GenerationRequest } from "./use-generation";

/** The Generate Post form's values (what the writer chose so far). */
export interface FormValues {
  pillarId: string | null;
  topic: string;
  /** A note whose text is the topic (with `noteTitle` to show it). */
  note: { id: string; excerpt: string } | null;
  format: PostFormat;
  tone: string;
  length: PostLength;
  language: Language;
  promptId: string | null;
  /** An Inspirations structure the variants follow. */
  structureId: string | null;
}

export type FormErrors = Partial<Record<"topic" | "tone", string>>;

/** The form's problems as message codes (translated like the server's): none means it can be sent. */
export function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  const topic = values.topic.trim();
  if (!topic && !values.note) errors.topic = GENERATION_CODES.topicRequired;
  else if (topic.length > L.topicMax) errors.topic = tooLongMessage(L.topicMax);
  if (values.tone.trim().length > L.toneMax) errors.tone = tooLongMessage(L.toneMax);
  return errors;
}

export function toRequest(values: FormValues, mode: RequestedMode): GenerationRequest {
  const tone = values.tone.trim();
  return {
    pillarId: values.pillarId,
    topic: values.topic.trim(),
    noteId: values.note?.id ?? null,
    format: values.format,
    ...(tone ? { tone } : {}),
    length: values.length,
    language: values.language,
    promptId: values.promptId,
    structureId: values.structureId,
    mode,
  };
}
