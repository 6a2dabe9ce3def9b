import { errorMessageKey } from "@contracts/error-messages";
import { apiErrorText } from "@/lib/api-error-text";
import type { TFunction } from "@/lib/translate";
import type { GenerationFailure } from "./use-generation";

/** A failed run's reason in the interface language: the error event's code, else the error's (as api() failures). */
export function failureText(failure: GenerationFailure, t: TFunction): string {
  if (failure.code) return t(errorMessageKey(failure.code));
  return apiErrorText(failure.error, t);
}
