import { errorMessageKey } from "@contracts/error-messages";
import { ApiError } from "@/lib/api-client";
import { apiErrorText } from "@/lib/api-error-text";
import type { TFunction } from "@/lib/translate";
import type { GenerationFailure } from "./use-generation";

/** A failed run's reason in the interface language: the error event's code, else the error's (as api() failures). */
export function failureText(failure: GenerationFailure, t: TFunction): string {
  const code = failure.code ?? (failure.error instanceof ApiError ? failure.error.code : null);
  // the code is shared with the strategy's generation, whose text names the strategy
  if (code === "GENERATION_IN_PROGRESS") return t("generatePost.errors.inProgress");
  if (failure.code) return t(errorMessageKey(failure.code));
  return apiErrorText(failure.error, t);
}
