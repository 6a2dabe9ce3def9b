import type { TFunction } from "@/lib/i18n/translate";
import { errorMessageKey, knownMessageKey } from "@contracts/error-messages";
import { ApiError } from "./api-client";
import { errorStatus } from "./http-failure";
import { toast } from "@/lib/ui/use-toast";

/**
 * The text to show for a failed call, in the interface language, by code only: a validation failure's first problem
 * (its message code), else the error's code (contracts/error-messages.ts), else generic by status.
 */
export function apiErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    const issue = err.issues.find((i) => knownMessageKey(i.code) && i.code !== "INVALID");
    if (issue) return t(knownMessageKey(issue.code)!, issue.max === undefined ? undefined : { max: issue.max });
    return t(errorMessageKey(err.code, err.status));
  }
  if (err instanceof TypeError) return t("apiErrors.network");
  return t("apiErrors.generic");
}

/**
 * A failed call's toast: the page's title and the reason. Nothing for a 401: the global handler already says
 * "Session expired!" and goes to /sign-in (SPEC §8), and the page's "Failed to ..." would contradict it.
 */
export function toastApiFailure(title: string, err: unknown, t: TFunction) {
  if (errorStatus(err) === 401) return;
  toast({ variant: "destructive", title, description: apiErrorText(err, t) });
}
