import type { TFunction } from "i18next";
import { errorMessageKey } from "@contracts/error-messages";
import { PROFILE_MESSAGES } from "@contracts/profile/messages";
import { STRATEGY_MESSAGES } from "@contracts/strategy/rules";
import { ApiError } from "./api-client";
import { errorStatus } from "./query-client";
import { toast } from "./use-toast";

// The server answers in English with stable texts from the contracts; the interface shows them translated.
const BY_MESSAGE: Record<string, string> = {
  [PROFILE_MESSAGES.firstNameRequired]: "profile.validation.firstNameRequired",
  [PROFILE_MESSAGES.lastNameRequired]: "profile.validation.lastNameRequired",
  [PROFILE_MESSAGES.linkedinInvalid]: "profile.validation.linkedinInvalid",
  [PROFILE_MESSAGES.languageInvalid]: "apiErrors.languageInvalid",
  [PROFILE_MESSAGES.avatarMissing]: "apiErrors.avatarMissing",
  [PROFILE_MESSAGES.avatarType]: "apiErrors.avatarType",
  [PROFILE_MESSAGES.avatarTooLarge]: "apiErrors.avatarTooLarge",
  [STRATEGY_MESSAGES.answerRequired]: "strategy.validation.answerRequired",
  [STRATEGY_MESSAGES.selectRequired]: "strategy.validation.selectRequired",
  [STRATEGY_MESSAGES.multiselectRequired]: "strategy.validation.multiselectRequired",
  [STRATEGY_MESSAGES.answerTooLong]: "strategy.validation.answerTooLong",
  [STRATEGY_MESSAGES.tooManyItems]: "strategy.validation.tooManyItems",
  [STRATEGY_MESSAGES.notAuthenticated]: "apiErrors.notAuthenticated",
  [STRATEGY_MESSAGES.invalidGenerateResponse]: "apiErrors.invalidGenerateResponse",
  [STRATEGY_MESSAGES.noProviderRefreshToken]: "apiErrors.noProviderRefreshToken",
  [STRATEGY_MESSAGES.providerRefreshFailed]: "apiErrors.providerRefreshFailed",
  [STRATEGY_MESSAGES.generationInProgress]: "apiErrors.generationInProgress",
  [STRATEGY_MESSAGES.generationRateLimited]: "apiErrors.generationRateLimited",
  [STRATEGY_MESSAGES.formatsRequired]: "strategy.validation.formatsRequired",
};

/** The i18n key of a contract message (server error or shared zod schema message), if it is one. */
export const messageKeyOf = (message: string | undefined): string | undefined =>
  message ? BY_MESSAGE[message] : undefined;

/** The text to show for a failed call, in the interface language: known message, else by error code (contracts/errors.ts), else generic by status. */
export function apiErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    return t(BY_MESSAGE[err.message] ?? errorMessageKey(err.code, err.status));
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
