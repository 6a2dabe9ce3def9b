import { apiErrorText } from "@/lib/api/api-error-text";
import type { TFunction } from "@/lib/i18n/translate";
import { messageText } from "@/lib/forms/validation-message";
import type { GenerationFailure } from "./use-generation";

/** A failed run's reason in the interface language: the error event's code (`LLM_BUSY:20` gives its wait), else the error's (as api() failures). */
export function failureText(failure: GenerationFailure, t: TFunction): string {
  if (failure.code) return messageText(t, failure.code, "apiErrors.generic");
  return apiErrorText(failure.error, t);
}
